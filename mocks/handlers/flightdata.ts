import type { HttpHandler } from 'msw';
import type { Flight } from '@/api/schema/dynamics';
import type {
  Announcement,
  AirportNotams,
  AirportWeatherReport,
  ExamRecord,
  ExamResult,
  FollowedFlights,
  MessageDetail,
  MessageItem,
  MessagePage,
  NoticeTypeResult,
  OperationNotice,
  OperationNoticeDetail,
  Page,
  PreflightExam,
  ReadMessageResult,
  RiskDetail,
  RiskFeedback,
  RiskFeedbackType,
  RiskItem,
  RiskListResult,
  RiskReport,
  SafetyNotice,
  SafetyNoticeDetail,
  Schedule,
} from '@/api/schema/flightdata';
import { endpoint, MockFailure } from '../lib/route';
import { bool, num, paginate, str } from '../lib/params';
import { mockSettings } from '../lib/settings';
import {
  byDeparture,
  currentUser,
  DAY_KEYS,
  dayKey,
  findAirport,
  findFlight,
  findRoute,
  flightsOfCrew,
  nowIso,
  offsetOfDate,
  serverStart,
  tafOf,
  weatherOf,
  notamsOf,
  beijingText,
  type MockUser,
} from '../db/seed';
import {
  announcements,
  messages,
  messageTypes,
  operationNotices,
  safetyNoticesOf,
  safetyReadInSeed,
  type MessageRecord,
} from '../db/content';
import {
  examRecordsOf,
  flightdataState,
  markMessagesRead,
  markOperationRead,
  markSafetyRead,
  readOperationIds,
  readMessageIds,
  readSafetyIds,
} from '../db/flightdata-state';
import { examIdOf, examTitle, markAttempt, missionExam, openAttempt, PASS_COUNT } from '../db/preflight';
import {
  departureOf,
  missionFlight,
  nextMission,
  openPreparation,
  requireStep,
  requireStepIfCrew,
} from '../db/preparation';
import { findRisk, LEVEL_TEXT, overallLevel, riskFeedbackTypes, risksOf, type RiskDef } from '../db/risk';
import { followedIds } from '../db/follows';
import { toListItem } from '../db/flightview';
import { scheduleOf, weekStartOffset } from '../db/schedule';
import { recentHoursOf } from '../db/personal';

/** Messages addressed to everyone or to this user's crew record. */
const inbox = (user: MockUser): MessageRecord[] =>
  messages.filter((m) => m.recipients.length === 0 || m.recipients.includes(user.crewId));

function messageItem(m: MessageRecord, read: Set<string>): MessageItem {
  return {
    id: m.id,
    typeId: m.typeId,
    typeName: messageTypes.find((t) => t.id === m.typeId)?.name ?? '',
    title: m.title,
    summary: m.summary,
    sender: m.sender,
    department: m.department,
    sendTime: m.sendTime,
    important: m.important,
    read: read.has(m.id),
  };
}

const unreadCount = (user: MockUser) => {
  const read = readMessageIds(user.id);
  return inbox(user).filter((m) => !read.has(m.id)).length;
};

/** The user's next flight (not cancelled, not yet arrived), else the latest one. */
function nextFlightOf(crewId: string): Flight | undefined {
  const mine = flightsOfCrew(crewId).sort(byDeparture);
  return (
    mine.find(
      (f) => f.status !== 'cancelled' && Date.parse(f.actualArrival ?? f.plannedArrival) > serverStart,
    ) ?? mine[mine.length - 1]
  );
}

function flightParam(body: Record<string, unknown>, crewId: string): Flight {
  const id = str(body.flightId);
  const flight = id ? findFlight(id) : nextFlightOf(crewId);
  if (!flight) throw new MockFailure(id ? '未找到该航班' : '暂无航班任务', '404');
  return flight;
}

/** { airport } alone, or the departure/arrival/alternate of { flightId } (default: the next flight). */
function airportsOf(
  body: Record<string, unknown>,
  crewId: string,
): Array<{ code: string; role: string; offset: number }> {
  const code = str(body.airport);
  if (code) {
    const airport = findAirport(code);
    if (!airport) throw new MockFailure('未找到该机场', '404');
    return [{ code: airport.code3, role: 'airport', offset: 0 }];
  }
  const flight = flightParam(body, crewId);
  const offset = DAY_KEYS[flight.dayKey];
  const alternate = findRoute(flight.routeId)?.alternate;
  return [
    { code: flight.from, role: 'departure', offset },
    { code: flight.to, role: 'arrival', offset },
    ...(alternate ? [{ code: alternate, role: 'alternate', offset }] : []),
  ];
}

function riskItem(r: RiskDef, userId: string): RiskItem {
  return {
    id: r.id,
    flightId: r.flightId,
    category: r.category,
    title: r.title,
    level: r.level,
    levelText: LEVEL_TEXT[r.level],
    score: r.score,
    feedbackCount: flightdataState.riskFeedbacks.filter((f) => f.riskId === r.id && f.userId === userId)
      .length,
    reported: Boolean(flightdataState.riskReports[`${userId}:${r.id}`]),
  };
}

function riskParam(body: Record<string, unknown>): RiskDef {
  const risk = findRisk(str(body.id) || str(body.riskId));
  if (!risk) throw new MockFailure('未找到该风险项', '404');
  return risk;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export const flightdataHandlers: HttpHandler[] = [
  endpoint<Record<string, unknown>, NoticeTypeResult>(
    {
      method: 'POST',
      path: '/api/flightdata/GetNoticeType',
      takes: '(nothing)',
      returns: 'NoticeTypeResult { types: [{ id, name, total, unreadCount }], unreadTotal }',
    },
    ({ userId }) => {
      const { user } = currentUser(userId);
      const read = readMessageIds(user.id);
      const mine = inbox(user);
      const types = messageTypes.map((t) => {
        const ofType = mine.filter((m) => m.typeId === t.id);
        return { ...t, total: ofType.length, unreadCount: ofType.filter((m) => !read.has(m.id)).length };
      });
      return { types, unreadTotal: types.reduce((n, t) => n + t.unreadCount, 0) };
    },
  ),

  endpoint<Record<string, unknown>, Page<Announcement>>(
    {
      method: 'POST',
      path: '/api/flightdata/getnotice',
      takes: '{ pageIndex, pageSize } or { id }',
      returns:
        'Page<Announcement { id, title, summary, department, publishTime, important, attachments[{ id, name, type image|pdf, url, size }], content (by id only) }>',
    },
    ({ body }) => {
      const id = str(body.id);
      if (id) {
        const one = announcements.find((a) => a.id === id);
        if (!one) throw new MockFailure('公告不存在或已撤回', '404');
        return { total: 1, pageIndex: 1, pageSize: 1, items: [one] };
      }
      return paginate(
        announcements.map(({ content: _content, ...rest }) => rest),
        body,
      );
    },
  ),

  endpoint<Record<string, unknown>, MessagePage>(
    {
      method: 'POST',
      path: '/api/flightdata/getmessagelist',
      takes: '{ typeId?, readType?: 0 all|1 unread|2 read, pageIndex, pageSize }',
      returns:
        'MessagePage { total, pageIndex, pageSize, unreadCount, items: MessageItem { id, typeId, typeName, title, summary, sender, department, sendTime, important, read } }',
    },
    ({ body, userId }) => {
      const { user } = currentUser(userId);
      const read = readMessageIds(user.id);
      const typeId = str(body.typeId);
      const readType = num(body.readType, 0);
      const list = inbox(user)
        .filter((m) => !typeId || m.typeId === typeId)
        .filter((m) => readType === 0 || (readType === 1 ? !read.has(m.id) : read.has(m.id)))
        .map((m) => messageItem(m, read));
      return { ...paginate(list, body), unreadCount: unreadCount(user) };
    },
  ),

  endpoint<Record<string, unknown>, MessageDetail>(
    {
      method: 'POST',
      path: '/api/flightdata/getmessage',
      takes: '{ id }',
      returns: 'MessageDetail: MessageItem + content (HTML) + attachments; does not mark read',
    },
    ({ body, userId }) => {
      const { user } = currentUser(userId);
      const message = inbox(user).find((m) => m.id === str(body.id));
      if (!message) throw new MockFailure('消息不存在或已删除', '404');
      return {
        ...messageItem(message, readMessageIds(user.id)),
        content: message.content,
        attachments: message.attachments,
      };
    },
  ),

  endpoint<Record<string, unknown>, ReadMessageResult>(
    {
      method: 'POST',
      path: '/api/flightdata/ReadMessage',
      takes: '{ id } or { ids: [] }',
      returns: 'ReadMessageResult { ids, unreadCount } (the new unread total)',
    },
    ({ body, userId }) => {
      const { user } = currentUser(userId);
      const ids = Array.isArray(body.ids)
        ? body.ids.map(str).filter(Boolean)
        : [str(body.id)].filter(Boolean);
      if (ids.length === 0) throw new MockFailure('缺少消息编号', '400');
      const known = new Set(inbox(user).map((m) => m.id));
      const unknown = ids.find((id) => !known.has(id));
      if (unknown) throw new MockFailure('消息不存在或已删除', '404');
      markMessagesRead(user.id, ids);
      return { ids, unreadCount: unreadCount(user) };
    },
  ),

  endpoint<Record<string, unknown>, Page<ExamRecord>>(
    {
      method: 'POST',
      path: '/api/flightdata/getrecordexamlist',
      takes: '{ pageIndex, pageSize }',
      returns:
        'Page<ExamRecord { id, examId, title, examTime, total, correct, score, passed, duration }> newest first',
    },
    ({ body, userId }) => paginate(examRecordsOf(currentUser(userId).user.id), body),
  ),

  endpoint<Record<string, unknown>, FollowedFlights>(
    {
      method: 'POST',
      path: '/api/flightdata/attentionflight',
      takes: '(nothing)',
      returns: 'FlightListItem[] the user follows (live status, followed: true), by departure',
    },
    ({ userId }) => {
      const { user, member } = currentUser(userId);
      const followed = followedIds(user.id);
      return [...followed]
        .map((id) => findFlight(id))
        .filter((f): f is Flight => Boolean(f))
        .sort(byDeparture)
        .map((f) => toListItem(f, followed, member.id));
    },
  ),

  endpoint<Record<string, unknown>, Schedule>(
    {
      method: 'POST',
      path: '/api/flightdata/schedulepartial',
      takes: '{ startDate?, endDate? } YYYY-MM-DD, at most 31 days (default: this Sunday–Saturday week)',
      returns:
        'Schedule { startDate, endDate, tasks: Task { id, date, kind flight|standby|training|simulator|exam|rest, title, start, end, location, progress 0|1|2, flightId, flightNo, from, to, duty } }',
    },
    ({ body, userId }) => {
      const { member } = currentUser(userId);
      const startDate = str(body.startDate) || dayKey(weekStartOffset());
      const endDate = str(body.endDate) || dayKey(offsetOfDate(startDate) + 6);
      const from = offsetOfDate(startDate);
      const to = offsetOfDate(endDate);
      if (Number.isNaN(from) || Number.isNaN(to))
        throw new MockFailure('日期格式错误，应为 YYYY-MM-DD', '400');
      if (to < from) throw new MockFailure('结束日期不能早于开始日期', '400');
      if (to - from > 30) throw new MockFailure('查询范围不能超过 31 天', '400');
      return { startDate, endDate, tasks: scheduleOf(member, startDate, endDate) };
    },
  ),

  endpoint<Record<string, unknown>, AirportNotams[]>(
    {
      method: 'POST',
      path: '/api/flightdata/getnotaminfo',
      takes: '{ airport } or { flightId } (default: the next flight)',
      returns:
        'AirportNotams[] { airport, airportName, role departure|arrival|alternate|airport, notams[{ id, number, category, validFrom, validTo, text, summary, important }] }',
    },
    ({ body, userId }) => {
      const { member } = currentUser(userId);
      return airportsOf(body, member.id).map(({ code, role }) => ({
        airport: code,
        airportName: findAirport(code)?.name ?? code,
        role,
        notams: notamsOf(code).map(({ airport: _a, ...n }) => n),
      }));
    },
  ),

  endpoint<Record<string, unknown>, Page<SafetyNotice>>(
    {
      method: 'POST',
      path: '/api/flightdata/getsafetynotice',
      takes: '{ pageIndex, pageSize }',
      returns:
        'Page<SafetyNotice { id, title, level 一般|重要|紧急, department, publishTime, summary, read }>',
    },
    ({ body, userId }) => {
      const read = readSafetyIds(currentUser(userId).user.id);
      return paginate(
        safetyNoticesOf(mockSettings.listLength).map(({ content: _c, attachments: _a, ...n }) => ({
          ...n,
          read: read.has(n.id) || safetyReadInSeed(n.id),
        })),
        body,
      );
    },
  ),

  endpoint<Record<string, unknown>, SafetyNoticeDetail>(
    {
      method: 'POST',
      path: '/api/flightdata/getsafetynoticeinfo',
      takes: '{ id }',
      returns: 'SafetyNoticeDetail: SafetyNotice + content + attachments; opening it marks it read',
    },
    ({ body, userId }) => {
      const { user } = currentUser(userId);
      const notice = safetyNoticesOf(mockSettings.listLength).find((n) => n.id === str(body.id));
      if (!notice) throw new MockFailure('安全通告不存在', '404');
      markSafetyRead(user.id, notice.id);
      return { ...notice, read: true };
    },
  ),

  endpoint<Record<string, unknown>, RiskListResult>(
    {
      method: 'POST',
      path: '/api/flightdata/getrisklist',
      takes: '{ flightId? } (default: the next flight)',
      returns:
        'RiskListResult { flightId, flightNo, flightDate, from, to, overallLevel, items: RiskItem { id, category, title, level, levelText, score, feedbackCount, reported } }',
    },
    ({ body, userId }) => {
      const { user, member } = currentUser(userId);
      const flight = flightParam(body, member.id);
      const risks = risksOf(flight);
      return {
        flightId: flight.id,
        flightNo: flight.flightNo,
        flightDate: flight.flightDate,
        from: flight.from,
        to: flight.to,
        overallLevel: overallLevel(risks),
        items: risks.map((r) => riskItem(r, user.id)),
      };
    },
  ),

  endpoint<Record<string, unknown>, RiskFeedbackType[]>(
    {
      method: 'POST',
      path: '/api/flightdata/riskbacktype',
      takes: '(nothing)',
      returns: 'RiskFeedbackType[] { id, name }',
    },
    () => riskFeedbackTypes,
  ),

  endpoint<Record<string, unknown>, RiskFeedback>(
    {
      method: 'POST',
      path: '/api/flightdata/riskback',
      takes:
        '{ riskId, typeId, content } (content 5–500 characters); refused by the gate of the mission (3001, 3002, 3007)',
      returns: 'RiskFeedback { id, riskId, typeId, typeName, content, createdAt, status }',
    },
    ({ body, userId }) => {
      const { user, member } = currentUser(userId);
      const risk = riskParam(body);
      // Feedback belongs to the risk step of the user's mission: the gate decides (still taken once
      // the preparation is finished).
      requireStepIfCrew(user, member, risk.flightId, 'risk', { afterFinish: true });
      const type = riskFeedbackTypes.find((t) => t.id === str(body.typeId));
      if (!type) throw new MockFailure('请选择反馈类型', '400');
      const content = str(body.content);
      if (content.length < 5) throw new MockFailure('反馈内容不少于 5 个字', '400');
      if (content.length > 500) throw new MockFailure('反馈内容不能超过 500 字', '400');
      const feedback: RiskFeedback & { userId: string } = {
        id: `RF${String(flightdataState.riskFeedbacks.length + 1).padStart(5, '0')}`,
        riskId: risk.id,
        typeId: type.id,
        typeName: type.name,
        content,
        createdAt: beijingText(Date.now()),
        status: '已提交',
        userId: user.id,
      };
      flightdataState.riskFeedbacks.push(feedback);
      const { userId: _u, ...out } = feedback;
      return out;
    },
  ),

  endpoint<Record<string, unknown>, RiskDetail>(
    {
      method: 'POST',
      path: '/api/flightdata/getriskinfo',
      takes: '{ id }',
      returns: "RiskDetail: RiskItem + flightNo, description, measures[], source, feedbacks[] (the user's)",
    },
    ({ body, userId }) => {
      const { user } = currentUser(userId);
      const risk = riskParam(body);
      return {
        ...riskItem(risk, user.id),
        flightNo: findFlight(risk.flightId)?.flightNo ?? '',
        description: risk.description,
        measures: risk.measures,
        source: risk.source,
        feedbacks: flightdataState.riskFeedbacks
          .filter((f) => f.riskId === risk.id && f.userId === user.id)
          .map(({ userId: _u, ...f }) => f),
      };
    },
  ),

  endpoint<Record<string, unknown>, RiskReport>(
    {
      method: 'POST',
      path: '/api/flightdata/riskreport',
      takes:
        '{ id (risk id), confirm?: boolean, note? } (confirm records the report; refused by the gate of the mission)',
      returns:
        'RiskReport { riskId, flightId, crewName, windows[{ days 30|90, flightHours, limitHours, ratio, level }], level, reported, reportedAt, note }',
    },
    ({ body, userId }) => {
      const { user, member } = currentUser(userId);
      const risk = riskParam(body);
      const h30 = recentHoursOf(member, 30);
      const h90 = recentHoursOf(member, 90);
      const window = (days: 30 | 90, flightHours: number, limitHours: number) => {
        const ratio = Math.round((flightHours / limitHours) * 1000) / 1000;
        return {
          days,
          flightHours: round1(flightHours),
          limitHours,
          ratio,
          level: ratio > 0.9 ? ('high' as const) : ratio > 0.75 ? ('medium' as const) : ('low' as const),
        };
      };
      const windows = [window(30, h30, 100), window(90, h90, 270)];
      const key = `${user.id}:${risk.id}`;
      if (bool(body.confirm)) {
        requireStepIfCrew(user, member, risk.flightId, 'risk', { afterFinish: true });
        flightdataState.riskReports[key] = { reportedAt: nowIso(), note: str(body.note).slice(0, 500) };
      }
      const report = flightdataState.riskReports[key];
      return {
        riskId: risk.id,
        flightId: risk.flightId,
        crewName: member.name,
        windows,
        level: overallLevel(windows.map((w) => ({ level: w.level }) as RiskDef)),
        reported: Boolean(report),
        reportedAt: report?.reportedAt ?? null,
        note: report?.note ?? '',
      };
    },
  ),

  endpoint<Record<string, unknown>, AirportWeatherReport[]>(
    {
      method: 'POST',
      path: '/api/flightdata/getWeatherInfo',
      takes: '{ airport } or { flightId } (default: the next flight)',
      returns: 'AirportWeatherReport[] { airport, airportName, role, weather (AirportWeather), metar, taf }',
    },
    ({ body, userId }) => {
      const { member } = currentUser(userId);
      return airportsOf(body, member.id).map(({ code, role, offset }) => {
        const weather = weatherOf(code, offset);
        return {
          airport: code,
          airportName: findAirport(code)?.name ?? code,
          role,
          weather,
          metar: weather.metar,
          taf: tafOf(code, offset),
        };
      });
    },
  ),

  endpoint<Record<string, unknown>, Page<OperationNotice>>(
    {
      method: 'POST',
      path: '/api/flightdata/getoperatlist',
      takes: '{ pageIndex, pageSize, category? }',
      returns:
        'Page<OperationNotice { id, title, category, number, department, publishTime, effectiveDate, expiryDate, summary, important, read }>',
    },
    ({ body, userId }) => {
      const category = str(body.category);
      const read = readOperationIds(currentUser(userId).user.id);
      return paginate(
        operationNotices
          .filter((n) => !category || n.category === category)
          .map(({ content: _c, attachments: _a, ...n }) => ({ ...n, read: read.has(n.id) })),
        body,
      );
    },
  ),

  endpoint<Record<string, unknown>, OperationNoticeDetail>(
    {
      method: 'POST',
      path: '/api/flightdata/getoperatinfo',
      takes: '{ id }',
      returns: 'OperationNoticeDetail: OperationNotice + content + attachments; opening it marks it read',
    },
    ({ body, userId }) => {
      const notice = operationNotices.find((n) => n.id === str(body.id));
      if (!notice) throw new MockFailure('运行通告不存在', '404');
      markOperationRead(currentUser(userId).user.id, notice.id);
      return { ...notice, read: true };
    },
  ),

  endpoint<Record<string, unknown>, PreflightExam[]>(
    {
      method: 'POST',
      path: '/api/flightdata/getexamlist',
      takes: '{ missionId? } (default: the next mission) — starts (or resumes) the attempt',
      returns:
        "PreflightExam[] the mission's exam { id, missionId, title, passCount 8, questions[{ id, type single|multiple|judge, stem, options[{ key, text }] }] (12 drawn anew for each attempt; none once passed), status notStarted|passed|failed, attempts, lastCorrect, deadline (departure) } (no answers); refused by the gate (Code 3001, 3002, 3007)",
    },
    ({ body, userId }) => {
      const { user, member } = currentUser(userId);
      const flight = str(body.missionId) ? missionFlight(member, str(body.missionId)) : nextMission(member);
      if (!flight) throw new MockFailure('暂无航班任务', '404');
      openPreparation(user, flight);
      const state = missionExam(user, flight.id);
      // A passed exam is shown as passed, whatever the gate says now; starting one asks the gate.
      if (!state?.passed) requireStep(user, flight, 'exam');
      const questions = state?.passed ? [] : openAttempt(user, flight);
      return [
        {
          id: examIdOf(flight.id),
          missionId: flight.id,
          flightNo: flight.flightNo,
          title: examTitle(user, flight),
          passCount: PASS_COUNT,
          questions: questions.map(({ answer: _a, explanation: _e, ...q }) => q),
          status: state?.passed ? 'passed' : state?.attempts ? 'failed' : 'notStarted',
          attempts: state?.attempts ?? 0,
          lastCorrect: state?.attempts ? state.lastCorrect : null,
          deadline: departureOf(flight),
        },
      ];
    },
  ),

  endpoint<Record<string, unknown>, ExamResult>(
    {
      method: 'POST',
      path: '/api/flightdata/submitexam',
      takes: '{ missionId, answers: { [questionId]: "A" | ["A","C"] }, duration? }',
      returns:
        'ExamResult { examId, missionId, total, correct, passed (≥ 8 correct), score, message, details[{ questionId, type, stem, options, yourAnswer, right, correctAnswer and explanation once passed }] }; passed before: Code 2001; no open attempt: 2004; refused by the gate (3001, 3002, 3007)',
    },
    ({ body, userId }) => {
      const { user, member } = currentUser(userId);
      const flight = missionFlight(member, str(body.missionId));
      if (!missionExam(user, flight.id)?.passed) requireStep(user, flight, 'exam');
      return markAttempt(user, flight, body.answers, num(body.duration, 0));
    },
  ),
];
