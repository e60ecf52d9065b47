import type { HttpHandler } from 'msw';
import type {
  AirportDoc,
  AirportInfo,
  AircraftDetail,
  BrsQuestionFlag,
  ExamAttempt,
  ExamHistory,
  ExamResult,
  ExamSummary,
  ExamTitle,
  FlightAdjustment,
  FlightHoursSummary,
  FlightPlan,
  NavAirwayLeg,
  PreCondition,
  PublicDoc,
  PublicDocToUser,
  PublicDocType,
  Question,
  RouteCharacteristic,
  RouteData,
  SimulatorSession,
  TestType,
  VideoTraining,
  WeatherData,
} from '@/api/schema/compinfo';
import type { Aircraft, CrewMember, MelItem } from '@/api/schema/dynamics';
import type { MissionCrewMember } from '@/api/schema/prepare';
import type { PersonalBaseInfo } from '@/api/schema/me';
import { endpoint, MockFailure } from '../lib/route';
import {
  airportDocs,
  airportInfos,
  filterRoutes,
  navLegs,
  routeCharacteristics,
  routeData,
  weatherData,
} from '../db/companyinfo';
import {
  examDef,
  examHistory,
  examResults,
  examSummaries,
  PASS_COUNT,
  startExam,
  submitExam,
} from '../db/exams';
import { flightAdjustments, flightPlanOf, hoursByType, simulatorSchedule } from '../db/operations';
import { flightHoursOf, monthHoursOf, recentHoursOf, yearHoursOf } from '../db/personal';
import { crewPreparation, missionFlight, missionFlights, preConditionOf } from '../db/preparation';
import { questionsOfType, testTypes } from '../db/questionbank';
import { courses, docsPushedTo, publicDocs, publicDocTypes, videos } from '../db/study';
import {
  aircraft,
  airports,
  createRng,
  currentUser,
  dayKey,
  findAircraft,
  findAirport,
  findCrewMember,
  flights,
  melItems,
  offsetOfDate,
  routes,
} from '../db/seed';
import { planeDetail } from './prepare';

type Body = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function keywordFilter<T>(list: T[], keyword: unknown, text: (item: T) => string): T[] {
  const k = str(keyword).toUpperCase();
  return k ? list.filter((item) => text(item).toUpperCase().includes(k)) : list;
}

function airportDocsOf(body: Body): AirportDoc[] {
  const code = str(body.airportCode);
  if (!code) return airports.flatMap((a) => airportDocs(a.code3));
  if (!findAirport(code)) throw new MockFailure('未找到该机场');
  return airportDocs(code);
}

function melOfRequest(body: Body): MelItem[] {
  const reg = str(body.registration);
  if (reg) {
    const plane = findAircraft(reg);
    if (!plane) throw new MockFailure('未找到该飞机');
    return melItems.filter((m) => m.aircraftId === plane.id);
  }
  const type = str(body.aircraftType);
  const ids = new Set(aircraft.filter((a) => !type || a.type === type).map((a) => a.id));
  return melItems.filter((m) => ids.has(m.aircraftId));
}

function questions(body: Body): Question[] {
  const typeId = str(body.typeId);
  const all = questionsOfType(typeId || undefined);
  if (typeId && all.length === 0) throw new MockFailure('题库类别不存在');
  return all;
}

function paged<T>(list: T[], body: Body, defaultSize = 0): T[] {
  const size = Number(body.pageSize) > 0 ? Number(body.pageSize) : defaultSize;
  if (!size) return list;
  const index = Math.max(1, Number(body.pageIndex) || 1);
  return list.slice((index - 1) * size, index * size);
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Monthly hours of a period on one type or all: the monthly figures of the last 12 months, each shared
 * out to the type by its part of the member's hours (as hoursByType shares the total out).
 */
function hoursOfPeriod(member: CrewMember, body: Body): Pick<FlightHoursSummary, 'period' | 'months'> {
  const all = flightHoursOf(member);
  const first = all[0]?.month ?? '';
  const last = all[all.length - 1]?.month ?? '';
  const fromMonth = str(body.fromMonth) || first;
  const toMonth = str(body.toMonth) || last;
  if (!MONTH.test(fromMonth) || !MONTH.test(toMonth) || fromMonth > toMonth)
    throw new MockFailure('统计期间不正确');
  const aircraftType = str(body.aircraftType);
  const types = hoursByType(member);
  const totalHours = types.reduce((sum, row) => sum + row.hours, 0);
  const typeHours = types.find((row) => row.aircraftType === aircraftType)?.hours ?? 0;
  const share = !aircraftType ? 1 : totalHours > 0 ? typeHours / totalHours : 0;
  const months = all
    .filter((m) => m.month >= fromMonth && m.month <= toMonth)
    .map((m) => ({
      month: m.month,
      hours: Math.round(m.flightHours * share * 10) / 10,
      sectors: Math.round(m.sectors * share),
    }));
  return {
    period: {
      fromMonth,
      toMonth,
      aircraftType,
      hours: Math.round(months.reduce((sum, m) => sum + m.hours, 0) * 10) / 10,
      sectors: months.reduce((sum, m) => sum + m.sectors, 0),
    },
    months,
  };
}

function crewDetail(member: CrewMember): PersonalBaseInfo {
  return { ...member, userName: '' };
}

export const compinfoHandlers: HttpHandler[] = [
  // ---------- /flightservice/CompInfo ----------
  endpoint<Body, AirportInfo[]>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetAllAirport',
      takes: '{ keyword? } (code, name or city)',
      returns:
        'AirportInfo[]: the core Airport (code3, code4, name, coordinates, bureaus, runways) + docCount',
    },
    ({ body }) =>
      keywordFilter(airportInfos(), body.keyword, (a) => `${a.code3}${a.code4}${a.name}${a.city}${a.pinyin}`),
  ),
  endpoint<Body, Aircraft[]>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetAllAircraft',
      takes: '{ keyword?, aircraftType? }',
      returns:
        'Aircraft[] the fleet (registration, type, subsidiary, engines, APU, weights, dates, deferredCount)',
    },
    ({ body }) =>
      keywordFilter(
        aircraft.filter((a) => !str(body.aircraftType) || a.type === str(body.aircraftType)),
        body.keyword,
        (a) => `${a.registration}${a.type}${a.model}${a.subsidiary}`,
      ),
  ),
  endpoint<Body, AircraftDetail>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetAircraftDetail',
      takes: '{ registration } or { aircraftId }',
      returns:
        'AircraftDetail: Aircraft + deferredDefects (MelItem[]: ddNo, title, applyDate, deferralLimit, type, state)',
    },
    ({ body }) => planeDetail(str(body.registration) || str(body.aircraftId)),
  ),
  endpoint<Body, RouteData[]>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetAllRouteData',
      takes: '{ routeId?, from?, to?, keyword? }',
      returns:
        'RouteData[]: Route (number, name, call signs/frequencies, WGS-84, km and NM, MSA, magnetic course, segments) + names',
    },
    ({ body }) => filterRoutes(body).map(routeData),
  ),
  endpoint<Body, FlightAdjustment[]>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetAllFlightAdjustment',
      takes: '{ date?, flightNo? }',
      returns:
        'FlightAdjustment[] delays, cancellations, diversions { flightNo, flightDate, type, before, after, reason, publishTime }',
    },
    ({ body }) =>
      flightAdjustments().filter(
        (a) =>
          (!str(body.date) || a.flightDate === str(body.date)) &&
          (!str(body.flightNo) || a.flightNo === str(body.flightNo)),
      ),
  ),
  endpoint<Body, PreCondition[]>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetAllPreCondit',
      takes: "{ missionId? , date? } (default: the user's missions from today on)",
      returns:
        "PreCondition[] pre-flight conditions and briefing of the user's missions { missionId, flightNo, meetingTime, meetingPlace, captainName, crewCount, preparedCount, state, items[{ kind report|briefing|release|aircraft|boarding, time, state, note }] }",
    },
    ({ userId, body }) => {
      const { user, member } = currentUser(userId);
      const list = str(body.missionId)
        ? [missionFlight(member, str(body.missionId))]
        : missionFlights(member).filter((f) => !str(body.date) || f.flightDate === str(body.date));
      return list.map((f) => preConditionOf(user, member, f));
    },
  ),
  endpoint<Body, RouteCharacteristic[]>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetAllRouteCharact',
      takes: '{ keyword? }',
      returns:
        'RouteCharacteristic[] of every route { charactId, routeId, from, to, category, title, content, level }',
    },
    ({ body }) =>
      keywordFilter(
        routes.flatMap(routeCharacteristics),
        body.keyword,
        (c) => `${c.title}${c.content}${c.from}${c.to}`,
      ),
  ),
  endpoint<Body, FlightHoursSummary>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetAllFlightHours',
      takes:
        '{ fromMonth?, toMonth? (YYYY-MM, within the last 12 months), aircraftType? } (default: the last 12 months, every type)',
      returns:
        'FlightHoursSummary { last30Days, last90Days, thisMonth, thisYear, total, monthLimit 100, yearLimit 900, byAircraftType[], period { fromMonth, toMonth, aircraftType, hours, sectors }, months[] { month, hours, sectors } }',
    },
    ({ userId, body }) => {
      const { member } = currentUser(userId);
      return {
        code: member.code,
        name: member.name,
        last30Days: recentHoursOf(member, 30),
        last90Days: recentHoursOf(member, 90),
        thisMonth: monthHoursOf(member),
        thisYear: yearHoursOf(member),
        total: member.totalHours,
        monthLimit: 100,
        yearLimit: 900,
        byAircraftType: hoursByType(member),
        ...hoursOfPeriod(member, body),
      };
    },
  ),
  endpoint<Body, FlightPlan[]>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetAllFlightPlan',
      takes: "{ missionId? , date?, flightNo? } (default: the user's missions)",
      returns:
        'FlightPlan[] { flightNo, routeString, cruiseLevel, costIndex, eet, times{offBlock,takeoff,landing,onBlock}, fuel{taxi,trip,contingency,alternate,finalReserve,extra,block}, ZFW/TOW/LW and limits, alternates[{code,name,distanceNm,fuel,minutes}], releasedBy/At }',
    },
    ({ userId, body }) => {
      const { member } = currentUser(userId);
      if (str(body.missionId)) return [flightPlanOf(missionFlight(member, str(body.missionId)))];
      const date = str(body.date);
      const flightNo = str(body.flightNo).toUpperCase();
      const list =
        date || flightNo
          ? flights.filter((f) => (!date || f.flightDate === date) && (!flightNo || f.flightNo === flightNo))
          : missionFlights(member);
      return list.filter((f) => f.status !== 'cancelled').map(flightPlanOf);
    },
  ),
  endpoint<Body, AirportDoc[]>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetAllAirportDoc',
      takes: '{ airportCode? } (IATA or ICAO; all airports without)',
      returns:
        'AirportDoc[] { docId, airportCode, category, name, chartNo, version, effectiveDate, pages, fileUrl (PDF) }',
    },
    ({ body }) => airportDocsOf(body),
  ),
  endpoint<Body, WeatherData[]>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetAllWeatherData',
      takes: '{ airportCode?, dayOffset? 0..2 }',
      returns:
        'WeatherData[] { airportCode, icao, name, metar, taf, wind, visibilityM, temperature, qnh, condition VMC|IMC }',
    },
    ({ body }) => {
      const offset = Math.min(2, Math.max(0, Number(body.dayOffset) || 0));
      const code = str(body.airportCode);
      if (code) {
        const w = weatherData(code, offset);
        if (!w) throw new MockFailure('未找到该机场');
        return [w];
      }
      return airports.flatMap((a) => weatherData(a.code3, offset) ?? []);
    },
  ),
  endpoint<Body, PublicDoc[]>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetAllPublicDoc',
      takes: '{ typeId?, keyword? }',
      returns:
        'PublicDoc[] { docId, typeId, typeName, title, docNo, department, publishDate, fileUrl (PDF), fileSizeKb, summary }',
    },
    ({ body }) =>
      keywordFilter(
        publicDocs.filter((d) => !str(body.typeId) || d.typeId === str(body.typeId)),
        body.keyword,
        (d) => `${d.title}${d.docNo}${d.summary}`,
      ),
  ),
  endpoint<Body, Question[]>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetTestQuestionTest',
      takes: '{ typeId?, count? (default 10, max 50) }',
      returns:
        'Question[] a random self-test { questionId, kind single|multiple|judge, stem, options, answer[], explanation }',
    },
    ({ body }) => {
      const count = Math.min(50, Math.max(1, Number(body.count) || 10));
      return createRng(`selftest-${Date.now()}`).shuffle(questions(body)).slice(0, count);
    },
  ),
  endpoint<Body, Question[]>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetTestQuestionPreview',
      takes: '{ typeId?, pageIndex?, pageSize? }',
      returns: 'Question[] with answers and explanations, in bank order',
    },
    ({ body }) => paged(questions(body), body),
  ),
  endpoint<Body, VideoTraining>(
    {
      method: 'POST',
      path: '/flightservice/CompInfo/GetVideoTraining',
      takes: '{ category?, courseId? }',
      returns:
        '{ videos: TrainingVideo[] (poster SVG, duration, url, streaming), courses: TrainingCourse[] (videoIds) }',
    },
    ({ body }) => {
      const category = str(body.category);
      const courseId = str(body.courseId);
      if (courseId && !courses.some((c) => c.courseId === courseId)) throw new MockFailure('课程不存在');
      return {
        videos: videos.filter(
          (v) => (!category || v.category === category) && (!courseId || v.courseId === courseId),
        ),
        courses: courses.filter(
          (c) => (!category || c.category === category) && (!courseId || c.courseId === courseId),
        ),
      };
    },
  ),
  endpoint<Body, TestType[]>(
    {
      method: 'GET',
      path: '/flightservice/CompInfo/GetTestTypeList',
      takes: '(no query)',
      returns: 'TestType[] { typeId, name, questionCount } of the question bank',
    },
    () => testTypes(),
  ),
  endpoint<Body, Question[]>(
    {
      method: 'GET',
      path: '/flightservice/CompInfo/GetTestQuestionTrain',
      takes: 'query typeId?, pageIndex?, pageSize? (default 20)',
      returns: 'Question[] for practice, with answers and explanations',
    },
    ({ body }) => paged(questions(body), body, 20),
  ),

  // ---------- /api/CompInfo ----------
  endpoint<Body, NavAirwayLeg[]>(
    {
      method: 'POST',
      path: '/api/CompInfo/GetTNavAirwayList',
      takes: '{ routeId?, from?, to?, keyword? }',
      returns:
        'NavAirwayLeg[] { routeNumber, seq, number (airway), name, callSign, frequency, coordinateSystem, distanceKm/Nm, minSafeAltitude, magneticCourse }',
    },
    ({ body }) => filterRoutes(body).flatMap(navLegs),
  ),
  endpoint<Body, RouteCharacteristic[]>(
    {
      method: 'POST',
      path: '/api/CompInfo/GetRouteCharactList',
      takes: '{ routeId? } or { from?, to? }',
      returns: 'RouteCharacteristic[] of the matching routes',
    },
    ({ body }) => filterRoutes(body).flatMap(routeCharacteristics),
  ),
  endpoint<Body, AirportDoc[]>(
    {
      method: 'POST',
      path: '/api/CompInfo/GetAllAirportDoc',
      takes: '{ airportCode? }',
      returns: 'AirportDoc[] (same as /flightservice/CompInfo/GetAllAirportDoc)',
    },
    ({ body }) => airportDocsOf(body),
  ),
  endpoint<Body, MelItem[]>(
    {
      method: 'POST',
      path: '/api/CompInfo/GetAllMEL',
      takes: '{ registration? } or { aircraftType? }',
      returns:
        'MelItem[] deferred and fixed items { ddNo, ataChapter, melRef, title, category, type, applyDate, deferralLimit, state, procedures }',
    },
    ({ body }) => melOfRequest(body),
  ),
  endpoint<Body, ExamAttempt>(
    {
      method: 'POST',
      path: '/api/CompInfo/AddExams',
      takes:
        '{ examId } starts (or resumes) an attempt; { examId, attemptId, answers: [{ questionId, answer: string[] }] } hands it in',
      returns:
        'ExamAttempt { attemptId, questions (no answers), deadline, submitted, result: { correctCount, passed (≥ 8), message } }',
    },
    ({ userId, body }) => {
      const { user } = currentUser(userId);
      if (body.answers !== undefined)
        return submitExam(user.id, user.type, body.examId, body.attemptId, body.answers);
      return startExam(user.id, user.type, body.examId);
    },
  ),
  endpoint<Body, ExamResult[]>(
    {
      method: 'POST',
      path: '/api/CompInfo/GetExams',
      takes: '{ examId? }',
      returns:
        "ExamResult[] the user's handed-in attempts, newest first { attemptId, correctCount, questionCount, passCount, passed, submittedAt }",
    },
    ({ userId, body }) => {
      const { user } = currentUser(userId);
      if (str(body.examId)) examDef(body.examId);
      return examResults(user.id, user.type, str(body.examId) || undefined);
    },
  ),
  endpoint<Body, ExamTitle>(
    {
      method: 'POST',
      path: '/api/CompInfo/GetExamTitle',
      takes: '{ examId }',
      returns:
        'ExamTitle { title, candidateNo, candidateName, department, questionCount, passCount 8, duration, rules[] }',
    },
    ({ userId, body }) => {
      const { member } = currentUser(userId);
      const def = examDef(body.examId);
      return {
        examId: def.examId,
        title: def.title,
        candidateNo: `${def.examId}-${member.code}`,
        candidateName: member.name,
        department: member.department,
        questionCount: def.count,
        passCount: PASS_COUNT,
        duration: def.duration,
        rules: [
          `共 ${def.count} 题，包括单选题、多选题和判断题，答对 ${PASS_COUNT} 题及以上为通过。`,
          `考试时间 ${def.duration} 分钟，超时未交卷视为放弃。`,
          '多选题须全部选对才得分。',
          '考试通过后不能再次答题；未通过可重新考试。',
        ],
      };
    },
  ),
  endpoint<Body, ExamSummary[]>(
    {
      method: 'POST',
      path: '/api/CompInfo/GetAllExam',
      takes: '{}',
      returns:
        'ExamSummary[] exams open to the user { examId, title, questionCount, passCount, duration, startDate, endDate, state, passed, bestCorrect, attempts }',
    },
    ({ userId }) => {
      const { user } = currentUser(userId);
      return examSummaries(user.id, user.type);
    },
  ),
  endpoint<Body, ExamHistory[]>(
    {
      method: 'POST',
      path: '/api/CompInfo/GetAllExamDetailed',
      takes: '{ examId?, attemptId? }',
      returns:
        'ExamHistory[] handed-in attempts with items { stem, options, myAnswer, answer, correct, explanation }',
    },
    ({ userId, body }) => {
      const { user } = currentUser(userId);
      return examHistory(user.id, user.type, str(body.examId) || undefined, str(body.attemptId) || undefined);
    },
  ),
  endpoint<Body, PublicDocToUser[]>(
    {
      method: 'POST',
      path: '/api/CompInfo/GetPubdocToUser',
      takes: '{}',
      returns: "PublicDocToUser[]: PublicDoc + pushedAt, mustRead — documents pushed to the user's crew side",
    },
    ({ userId }) => {
      const { user } = currentUser(userId);
      return docsPushedTo(user.type).map(({ doc, mustRead, pushedDaysAgo }) => ({
        ...doc,
        pushedAt: dayKey(-pushedDaysAgo),
        mustRead,
      }));
    },
  ),
  endpoint<Body, MissionCrewMember[]>(
    {
      method: 'POST',
      path: '/api/CompInfo/PreConditonCrewList',
      takes: '{ missionId }',
      returns:
        "PreConditionCrew[] the crew of the mission with where each one's preparation stands: MissionCrewMember + { prepareState, declared, openSteps[], finishedAt }",
    },
    ({ userId, body }) => {
      const { member } = currentUser(userId);
      return crewPreparation(missionFlight(member, body.missionId), member);
    },
  ),
  endpoint<Body, PersonalBaseInfo[]>(
    {
      method: 'POST',
      path: '/api/CompInfo/PrepareCrewInfo',
      takes: '{ missionId, code? }',
      returns: 'CrewMember[] full records of the mission crew (or of the one with staff code `code`)',
    },
    ({ userId, body }) => {
      const { member } = currentUser(userId);
      const flight = missionFlight(member, body.missionId);
      const people = flight.crew.flatMap((c) => findCrewMember(c.crewId) ?? []);
      const code = str(body.code).toUpperCase();
      const chosen = code ? people.filter((p) => p.code.toUpperCase() === code) : people;
      if (code && chosen.length === 0) throw new MockFailure('该人员不在本航班机组中');
      return chosen.map(crewDetail);
    },
  ),
  endpoint<Body, BrsQuestionFlag>(
    {
      method: 'POST',
      path: '/api/CompInfo/GetIsBrsQuesFlag',
      takes: '{ missionId? }',
      returns:
        '{ mustAnswer, questionnaireId, title, reason } — pilots with a mission today answer the pre-flight questionnaire',
    },
    ({ userId }) => {
      const { user, member } = currentUser(userId);
      const todays = missionFlights(member).filter((f) => offsetOfDate(f.flightDate) === 0);
      const pilot = user.type === 'F';
      const mustAnswer = pilot && todays.length > 0;
      return {
        mustAnswer,
        questionnaireId: pilot ? 'BRS-F-01' : 'BRS-C-01',
        title: pilot ? '飞行前疲劳与状态自评问卷' : '乘务员航前状态自评问卷',
        reason: mustAnswer
          ? `今日有 ${todays.length} 个航班任务，执行前须完成问卷`
          : todays.length > 0
            ? '今日问卷为自愿填写'
            : '今日无航班任务',
      };
    },
  ),
  endpoint<Body, SimulatorSession[]>(
    {
      method: 'POST',
      path: '/api/CompInfo/FlightPubScheduleList',
      takes: '{ startDate?, endDate?, mine? }',
      returns:
        'SimulatorSession[] { date, startTime, endTime, device, location, trainingType, instructor, crew[], mine, state }',
    },
    ({ userId, body }) => {
      const { member } = currentUser(userId);
      const start = str(body.startDate) || dayKey(-14);
      const end = str(body.endDate) || dayKey(28);
      const mine = body.mine === true || body.mine === 'true';
      return simulatorSchedule(member).filter((s) => s.date >= start && s.date <= end && (!mine || s.mine));
    },
  ),
  endpoint<Body, PublicDocType[]>(
    {
      method: 'GET',
      path: '/api/CompInfo/GetPublicDocTypeList',
      takes: '(no query)',
      returns: 'PublicDocType[] { typeId, name, count }',
    },
    () => publicDocTypes(),
  ),
];
