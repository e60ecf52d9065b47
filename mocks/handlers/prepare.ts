import type { HttpHandler } from 'msw';
import type { AircraftDetail, RouteCharacteristic, RouteData } from '@/api/schema/compinfo';
import type { Flight } from '@/api/schema/dynamics';
import type {
  AirportRiskFactor,
  DocTeleNo,
  FlightMission,
  FlightMissionDetail,
  HealthInfo,
  MissionAirport,
  MissionCount,
  MissionCrewMember,
  PlaneInfoStatus,
  PreExamRecord,
  PrepareFlight,
  PrepareNotice,
  PrepareStep,
  PreRecord,
  StepRecord,
} from '@/api/schema/prepare';
import { endpoint, MockFailure } from '../lib/route';
import {
  airportDocs,
  airportRiskFactors,
  highestRisk,
  routeCharacteristics,
  routeData,
} from '../db/companyinfo';
import {
  detailsSeen,
  examIdOf,
  examTitle,
  missionExam,
  PASS_COUNT,
  QUESTIONS_PER_ATTEMPT,
} from '../db/preflight';
import {
  declareHealth,
  finishPreparation,
  healthOf,
  markRead,
  missionFlight,
  missionFlights,
  missionOf,
  noticesFor,
  openPreparation,
  prepareFlightOf,
  preRecordOf,
  recordStep,
  stepsOf,
  toPrepare,
} from '../db/preparation';
import {
  currentUser,
  dayKey,
  dutyText,
  findAircraft,
  findAirport,
  findCrewMember,
  melOf,
  offsetOfDate,
  routeBetween,
  type MockUser,
} from '../db/seed';
import type { CrewMember } from '@/api/schema/dynamics';

type Body = Record<string, unknown>;

/**
 * The signed-in user and the mission named by body.missionId. Any read of a mission's preparation opens
 * it: the time the user spends on it counts from then (db/preparation recordStep).
 */
function mission(userId: string | null, body: Body): { user: MockUser; member: CrewMember; flight: Flight } {
  const { user, member } = currentUser(userId);
  const flight = missionFlight(member, body.missionId);
  openPreparation(user, flight);
  return { user, member, flight };
}

function inRange(flight: Flight, body: Body): boolean {
  const date = typeof body.date === 'string' && body.date ? body.date : null;
  if (date) return flight.flightDate === date;
  const start = typeof body.startDate === 'string' && body.startDate ? body.startDate : null;
  const end = typeof body.endDate === 'string' && body.endDate ? body.endDate : null;
  return (!start || flight.flightDate >= start) && (!end || flight.flightDate <= end);
}

/** Flights of the user matching the filters; without any, today's and later. */
function myMissions(member: CrewMember, body: Body): Flight[] {
  const filtered = Boolean(body.date || body.startDate || body.endDate);
  return missionFlights(member, filtered ? -1 : 0).filter((f) => inRange(f, body));
}

export function crewOf(flight: Flight, me: CrewMember): MissionCrewMember[] {
  return flight.crew.flatMap(({ crewId, duty }) => {
    const m = findCrewMember(crewId);
    if (!m) return [];
    return [
      {
        crewId,
        code: m.code,
        name: m.name,
        duty,
        dutyText: dutyText(duty),
        post: m.post,
        department: m.department,
        category: m.category,
        phone: m.phone,
        technicalLevel: m.technicalLevel,
        avatar: m.avatar,
        isMe: m.id === me.id,
      },
    ];
  });
}

export function planeDetail(registration: string): AircraftDetail {
  const plane = findAircraft(registration);
  if (!plane) throw new MockFailure('未找到该飞机');
  return { ...plane, deferredDefects: melOf(plane.id) };
}

function routeOf(flight: Flight): RouteData {
  const route = routeBetween(flight.from, flight.to);
  if (!route) throw new MockFailure('未找到该航线资料');
  return routeData(route);
}

/** Whom the crew call about this mission: crew control and aviation medicine first (a "not fit" day). */
function docTeleNos(flight: Flight): DocTeleNo[] {
  const dep = findAirport(flight.from);
  const arr = findAirport(flight.to);
  return [
    {
      kind: 'crewControl',
      name: '机组调度室',
      department: '运行控制中心',
      phone: '010-64590012',
      remark: '24小时值班；身体不适、换人、排班调整',
    },
    {
      kind: 'medical',
      name: '航医室',
      department: '航空卫生中心',
      phone: '010-64590066',
      remark: '航前体检与健康咨询（06:00–23:00）',
    },
    {
      kind: 'dispatch',
      name: '签派室',
      department: '运行控制中心',
      phone: '010-64590001',
      remark: '24小时值班；放行、飞行计划、备降',
    },
    {
      kind: 'maintenance',
      name: '机务维修控制中心（MCC）',
      department: '机务工程部',
      phone: '010-64590021',
      remark: '飞机故障与保留',
    },
    {
      kind: 'duty',
      name: '客舱服务部值班室',
      department: '客舱服务部',
      phone: '010-64590048',
      remark: '乘务排班、客舱事务',
    },
    {
      kind: 'station',
      name: `${dep?.city ?? flight.from}站调度`,
      department: '地面服务部',
      phone: '400-880-6188 转 1',
      remark: `${flight.from} 地面保障`,
    },
    {
      kind: 'station',
      name: `${arr?.city ?? flight.to}站调度`,
      department: '地面服务部',
      phone: '400-880-6188 转 2',
      remark: `${flight.to} 地面保障`,
    },
  ];
}

function missionAirports(flight: Flight): MissionAirport[] {
  const alternate = routeBetween(flight.from, flight.to)?.alternate;
  const roles: Array<[MissionAirport['role'], string | undefined]> = [
    ['起飞', flight.from],
    ['目的地', flight.to],
    ['备降', alternate],
  ];
  return roles.flatMap(([role, code]) => {
    const a = code ? findAirport(code) : undefined;
    if (!a) return [];
    return [
      {
        role,
        code3: a.code3,
        code4: a.code4,
        name: a.name,
        city: a.city,
        longitude: a.longitude,
        latitude: a.latitude,
        intelligenceBureau: a.intelligenceBureau,
        administrationBureau: a.administrationBureau,
        elevation: a.elevation,
        runways: a.runways,
        riskLevel: highestRisk(a.code3),
        docCount: airportDocs(a.code3).length,
      },
    ];
  });
}

/** The mission's pre-flight exam as far as it went (the right answers only once passed). */
function preExams(user: MockUser, flight: Flight): PreExamRecord[] {
  const state = missionExam(user, flight.id);
  const details = detailsSeen(state);
  return [
    {
      examId: examIdOf(flight.id),
      missionId: flight.id,
      title: examTitle(user, flight),
      state: state?.passed ? 2 : state?.attempts ? 1 : 0,
      passed: state?.passed ?? false,
      attempts: state?.attempts ?? 0,
      correctCount: state?.lastCorrect ?? 0,
      questionCount: details.length || QUESTIONS_PER_ATTEMPT,
      passCount: PASS_COUNT,
      lastTakenAt: state?.lastTakenAt ?? null,
      details,
    },
  ];
}

export const prepareHandlers: HttpHandler[] = [
  // ---------- /api/FlightMission ----------
  endpoint<Body, MissionCount>(
    {
      method: 'POST',
      path: '/api/FlightMission/GetFlightMissionCount',
      takes: '{}',
      returns: '{ today, tomorrow, total, unprepared } mission counts of the signed-in user',
    },
    ({ userId }) => {
      const { user, member } = currentUser(userId);
      const list = missionFlights(member);
      return {
        today: list.filter((f) => offsetOfDate(f.flightDate) === 0).length,
        tomorrow: list.filter((f) => offsetOfDate(f.flightDate) === 1).length,
        total: list.length,
        // Still to prepare: not finished, not closed at departure, not suspended.
        unprepared: list.filter((f) => toPrepare(user, f)).length,
      };
    },
  ),
  endpoint<Body, string[]>(
    {
      method: 'POST',
      path: '/api/FlightMission/GetFlightMissionIDs',
      takes: '{ date?, startDate?, endDate? } (YYYY-MM-DD; default today on)',
      returns: 'string[] mission ids (= flight ids) in departure order',
    },
    ({ userId, body }) => myMissions(currentUser(userId).member, body).map((f) => f.id),
  ),
  endpoint<Body, FlightMission[]>(
    {
      method: 'POST',
      path: '/api/FlightMission/GetFlightMission',
      takes: '{ date?, startDate?, endDate? } (default today on)',
      returns:
        'FlightMission[] { missionId, flightNo, flightDate, from/to(+Name), planned times, duty, reportTime, prepareState, fit, gate }',
    },
    ({ userId, body }) => {
      const { user, member } = currentUser(userId);
      return myMissions(member, body).map((f) => missionOf(user, member, f));
    },
  ),
  endpoint<Body, FlightMissionDetail>(
    {
      method: 'POST',
      path: '/api/FlightMission/GetFlightMissionDetail',
      takes: '{ missionId }',
      returns: 'FlightMissionDetail: FlightMission + gate, stand, passengers, alternates, crew[], steps[]',
    },
    ({ userId, body }) => {
      const { user, member, flight } = mission(userId, body);
      const alternate = routeBetween(flight.from, flight.to)?.alternate;
      return {
        ...missionOf(user, member, flight),
        gate: flight.gate,
        stand: flight.stand,
        passengers: flight.passengers.total,
        alternates: alternate ? [alternate] : [],
        crew: crewOf(flight, member),
        steps: stepsOf(user, flight),
      };
    },
  ),
  endpoint<Body, MissionCrewMember[]>(
    {
      method: 'POST',
      path: '/api/FlightMission/GetFlightMissionDetailPerson',
      takes: '{ missionId }',
      returns:
        'MissionCrewMember[] the crew of the mission { crewId, code, name, duty, dutyText, post, phone, isMe }',
    },
    ({ userId, body }) => {
      const { member, flight } = mission(userId, body);
      return crewOf(flight, member);
    },
  ),

  // ---------- /api/prepare ----------
  endpoint<Body, PlaneInfoStatus>(
    {
      method: 'POST',
      path: '/api/prepare/getplaneinfostatus',
      takes: '{ missionId }',
      returns: '{ registration, aircraftType, status normal|deferred, deferredCount, lastCheck, remark }',
    },
    ({ userId, body }) => {
      const { flight } = mission(userId, body);
      const plane = planeDetail(flight.registration);
      const open = plane.deferredDefects.filter((d) => d.state === 'deferred');
      return {
        registration: plane.registration,
        aircraftType: plane.type,
        status: open.length > 0 ? 'deferred' : 'normal',
        deferredCount: open.length,
        lastCheck: dayKey(-1),
        remark: open.length > 0 ? `带 ${open.length} 项保留故障放行，请查看MEL限制` : '飞机状态正常',
      };
    },
  ),
  endpoint<Body, PrepareStep[]>(
    {
      method: 'POST',
      path: '/api/prepare/getprestep',
      takes: '{ missionId }',
      returns:
        'PrepareStep[] { stepId, stepNo, name, screen, state 0|1|2, spentSeconds, suspended, blockedReason, blockedCode, maxSeconds }',
    },
    ({ userId, body }) => {
      const { user, flight } = mission(userId, body);
      return stepsOf(user, flight);
    },
  ),
  endpoint<Body, DocTeleNo[]>(
    {
      method: 'POST',
      path: '/api/prepare/getdocteleno',
      takes: '{ missionId }',
      returns:
        'DocTeleNo[] contact numbers for the mission { kind crewControl|medical|dispatch|maintenance|duty|station, name, department, phone, remark }',
    },
    ({ userId, body }) => docTeleNos(mission(userId, body).flight),
  ),
  endpoint<Body, RouteCharacteristic[]>(
    {
      method: 'POST',
      path: '/api/prepare/getroutefeature',
      takes: '{ missionId }',
      returns: 'RouteCharacteristic[] of the mission route { category, title, content, level }',
    },
    ({ userId, body }) => {
      const { flight } = mission(userId, body);
      const route = routeBetween(flight.from, flight.to);
      return route ? routeCharacteristics(route) : [];
    },
  ),
  endpoint<Body, RouteData>(
    {
      method: 'POST',
      path: '/api/prepare/getrouteinfo',
      takes: '{ missionId }',
      returns: 'RouteData: the core Route (segments, frequencies, distances, MSA, course) + fromName/toName',
    },
    ({ userId, body }) => routeOf(mission(userId, body).flight),
  ),
  endpoint<Body, AircraftDetail>(
    {
      method: 'POST',
      path: '/api/prepare/getplaneinfo',
      takes: '{ missionId }',
      returns: 'AircraftDetail: the core Aircraft + deferredDefects (MelItem[])',
    },
    ({ userId, body }) => planeDetail(mission(userId, body).flight.registration),
  ),
  endpoint<Body, MissionAirport[]>(
    {
      method: 'POST',
      path: '/api/prepare/getairportinfo',
      takes: '{ missionId }',
      returns:
        'MissionAirport[] departure, destination, alternate { role, code3, code4, name, city, longitude, latitude, intelligenceBureau, administrationBureau, elevation, runways, riskLevel, docCount }',
    },
    ({ userId, body }) => missionAirports(mission(userId, body).flight),
  ),
  endpoint<Body, HealthInfo>(
    {
      method: 'POST',
      path: '/api/prepare/GetBodyHealthInfo',
      takes: '{ missionId }',
      returns: 'HealthInfo { declared, fit, symptoms, description, declaredAt, symptomOptions }',
    },
    ({ userId, body }) => {
      const { user, flight } = mission(userId, body);
      return healthOf(user, flight);
    },
  ),
  endpoint<Body, PreExamRecord[]>(
    {
      method: 'POST',
      path: '/api/prepare/GetPreExamRecord',
      takes: '{ missionId }',
      returns:
        "PreExamRecord[] the mission's pre-flight exam { examId, missionId, title, state, passed, attempts, correctCount, questionCount, passCount, lastTakenAt, details[] (last attempt; right answers once passed) }",
    },
    ({ userId, body }) => {
      const { user, flight } = mission(userId, body);
      return preExams(user, flight);
    },
  ),
  endpoint<Body, PrepareNotice[]>(
    {
      method: 'POST',
      path: '/api/prepare/GetNoticeNewListDetail',
      takes: '{ missionId, noticeId? } — with noticeId the notice is opened (marked read)',
      returns:
        'PrepareNotice[] { noticeId, category, title, docNo, publishTime, mustRead, read, content }; one item when noticeId given',
    },
    ({ userId, body }) => {
      const { user, flight } = mission(userId, body);
      if (typeof body.noticeId === 'string' && body.noticeId) {
        const notice = noticesFor(user, flight).find((n) => n.noticeId === body.noticeId);
        if (!notice) throw new MockFailure('通告不存在');
        markRead(user, notice.noticeId);
        return [{ ...notice, read: true }];
      }
      return noticesFor(user, flight);
    },
  ),

  // ---------- /api/Prepare records ----------
  endpoint<Body, PreRecord>(
    {
      method: 'POST',
      path: '/api/Prepare/GetPreRecord',
      takes: '{ missionId }',
      returns:
        'PreRecord { startedAt, finishedAt, finished, spentMinutes, requiredMinutes, unreadNotices, steps: StepRecord[] }',
    },
    ({ userId, body }) => {
      const { user, flight } = mission(userId, body);
      return preRecordOf(user, flight);
    },
  ),
  endpoint<Body, StepRecord>(
    {
      method: 'POST',
      path: '/api/Prepare/AddOrUpdateStepRecord',
      takes: '{ missionId, stepId, spentSeconds, state? (2 = step done) }',
      returns:
        'StepRecord { stepId, name, state, spentSeconds (total), updatedAt }; refused by the gate (Code 3001 not fit, 3002 unread notices, 3007 closed, 3008 finished), over the elapsed time or 60 s (3010), past the step maximum (3011)',
    },
    ({ userId, body }) => {
      const { user, flight } = mission(userId, body);
      return recordStep(user, flight, body);
    },
  ),
  endpoint<Body, PreRecord>(
    {
      method: 'POST',
      path: '/api/Prepare/FinishPreRecord',
      takes: '{ missionId }',
      returns:
        'PreRecord finished; refused (Code) not fit 3001, unread notices 3002, not declared 3003, under the minutes (30 pilots / 20 cabin) 3004, exam not passed 3005, a step never worked on 3006, closed at departure 3007',
    },
    ({ userId, body }) => {
      const { user, flight } = mission(userId, body);
      return finishPreparation(user, flight);
    },
  ),
  endpoint<Body, HealthInfo>(
    {
      method: 'POST',
      path: '/api/health/updatehealth',
      takes:
        '{ missionId, fit: boolean, symptoms?: string[], description? } — not fit needs symptoms or a description',
      returns:
        'HealthInfo after the declaration; "not fit" suspends the later steps and is final (Code 3009 for any change; fit may be followed by not fit only)',
    },
    ({ userId, body }) => {
      const { user, flight } = mission(userId, body);
      return declareHealth(user, flight, body);
    },
  ),
  endpoint<Body, AirportRiskFactor[]>(
    {
      method: 'POST',
      path: '/api/airportinfo/getriskfactor',
      takes: '{ airportCode } or { missionId } (both ends and the alternate)',
      returns:
        'AirportRiskFactor[] { factorId, airportCode, category, level 高|中|低, title, description, measures }',
    },
    ({ userId, body }) => {
      if (typeof body.airportCode === 'string' && body.airportCode) {
        if (!findAirport(body.airportCode)) throw new MockFailure('未找到该机场');
        return airportRiskFactors(body.airportCode);
      }
      const { flight } = mission(userId, body);
      return missionAirports(flight).flatMap((a) => airportRiskFactors(a.code3));
    },
  ),
  endpoint<Body, PrepareFlight[]>(
    {
      method: 'POST',
      path: '/flightservice/Prepare/GetPrepareFlight',
      takes: '{ date?, startDate?, endDate? } (default today on)',
      returns:
        "PrepareFlight[] the user's missions in departure order with their preparation progress: FlightMission + { finishedSteps, totalSteps, spentMinutes }",
    },
    ({ userId, body }) => {
      const { user, member } = currentUser(userId);
      return myMissions(member, body).map((f) => prepareFlightOf(user, member, f));
    },
  ),
];
