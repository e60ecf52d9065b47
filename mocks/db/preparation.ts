/**
 * Flight missions and online preparation. A mission is a seeded flight on which the user is crew (its
 * id is the flight id). Per user and mission the backend keeps the fitness declaration, the step records
 * and the finish; per user, which notices were read.
 *
 * The gate (`gateOf`) is decided here and nowhere else, answered with every mission, and every write of
 * a later step asks it (`requireStep`): time records, the exam, risk feedback and report, the cabin
 * message, the finish. Rules:
 * - a "not fit" declaration needs symptoms, suspends every step after the health step and is final:
 *   only crew control ends the suspension (`endSuspension`, the built-in backend's switch for it);
 * - unread must-read notices come before every step after the notice step (§5);
 * - the preparation closes at the flight's departure: one not finished by then is not completed in time;
 * - time is elapsed time: a record claims no more seconds than have passed since the preparation was
 *   opened (less what was already counted), at most RECORD_MAX_SECONDS, and a step counts at most its
 *   own maximum;
 * - finishing needs "fit", every must-read notice read, every required step worked on, this flight's
 *   exam passed and the required minutes of the user's crew category (PREPARE_RULES).
 */
import type { PreCondition, PreConditionItem } from '@/api/schema/compinfo';
import type { CrewMember, Flight } from '@/api/schema/dynamics';
import type {
  FlightMission,
  HealthInfo,
  PreConditionCrew,
  PrepareFlight,
  PrepareGate,
  PrepareNotice,
  PrepareStep,
  PrepareStepKey,
  PreRecord,
  ProgressState,
  StepRecord,
} from '@/api/schema/prepare';
import { REFUSAL } from '@/api/schema/codes';
import { MockFailure } from '../lib/route';
import { onReset } from '../lib/reset';
import { markSafetyRead, readSafetyIds } from './flightdata-state';
import { flightPlanOf } from './operations';
import { examPassed } from './preflight';
import { missionNotices, safetyAsNotices } from './prepnotices';
import { missionFlightsOf } from './roster';
import {
  beijingText,
  createRng,
  dutyText,
  findAircraft,
  findAirport,
  findCrewMember,
  findFlight,
  isoInZone,
  melOf,
  persistent,
  users,
  type MockUser,
} from './seed';

type StepRule = [key: PrepareStepKey, name: string, screen: string, maxMinutes: number];

/**
 * Per crew category: the steps in order (each with the most minutes it counts toward the required
 * minutes, so the minutes are spread over the steps) and the minutes the preparation must reach.
 */
export const PREPARE_RULES: Record<'F' | 'C', { requiredMinutes: number; steps: StepRule[] }> = {
  F: {
    requiredMinutes: 30,
    steps: [
      ['health', '身体状况申报', '/Prepare/Health', 5],
      ['notice', '通告阅读', '/Prepare/ImportantNotice', 20],
      ['route', '航线资料', '/Prepare/FlightRouteData', 15],
      ['plane', '飞机信息与保留故障', '/Prepare/PlaneInfo', 15],
      ['airport', '机场资料', '/Prepare/AirportInfo', 15],
      ['weather', '气象资料', '/Prepare/Weather', 15],
      ['risk', '风险评估', '/Prepare/Risk', 15],
      ['exam', '准备考试', '/Prepare/Examination', 20],
    ],
  },
  C: {
    requiredMinutes: 20,
    steps: [
      ['health', '身体状况申报', '/Prepare/Health', 5],
      ['notice', '通告阅读', '/Prepare/ImportantNotice', 15],
      ['cabin', '旅客信息与号位', '/Prepare/VIPInformation', 15],
      ['weather', '气象资料', '/Prepare/Weather', 10],
      ['exam', '准备考试', '/Prepare/Examination', 15],
    ],
  },
};

/** One time record holds what the app gathers between two sends (30 s), with room for a late timer. */
export const RECORD_MAX_SECONDS = 60;
/** Clocks and rounding: a record may claim this much more than the backend saw pass. */
const GRACE_SECONDS = 2;
/** Steps that are done by their own act rather than by time: the declaration, the notices, the exam. */
const DONE_BY_ACT: PrepareStepKey[] = ['health', 'notice', 'exam'];

export const SYMPTOM_OPTIONS = [
  '感冒发热',
  '头痛头晕',
  '咽喉肿痛',
  '耳鼻不适',
  '腹泻呕吐',
  '睡眠不足',
  '服用药物',
  '其他',
];
export const UNREAD_NOTICES = '您还有未读的通告，请阅读后再继续';
export const SUSPENDED = '您已申报不适宜飞行，后续准备步骤已暂停';
export const NOT_FIT_NEEDS_SYMPTOMS = '您选择了不适宜飞行，请输入或选择症状后提交，后续准备步骤将被暂停';
const CLOSED = '航班已起飞，本次在线准备未按时完成，已关闭';
const CANCELLED = '航班已取消，无需进行在线准备';
const FINISHED = '本航班的在线准备已完成';
/** Who ends a suspension (the built-in backend's name for crew control). */
export const CREW_CONTROL = '运行控制中心机组调度';

const rulesOf = (user: Pick<MockUser, 'type'>) => PREPARE_RULES[user.type === 'F' ? 'F' : 'C'];

interface Health {
  fit: boolean;
  symptoms: string[];
  description: string;
  declaredAt: string;
}
interface Steps {
  [step: string]: { spentSeconds: number; state: ProgressState; updatedAt: string };
}
interface Record_ {
  startedAt: string | null;
  finishedAt: string | null;
  health: Health | null;
  steps: Steps;
  /** When the backend first served this mission's preparation to the user (ms): time counts from it. */
  openedAt?: number;
  /** Up to when the time already recorded has been counted (ms); the next record starts there. */
  countedUntil?: number;
  /** "Not fit" declarations whose suspension crew control ended. */
  history?: Array<Health & { endedAt: string; endedBy: string }>;
}

/** `${userId}|${missionId}` -> record; userId -> ids of notices read. */
let records = new Map<string, Record_>();
let reads = new Map<string, string[]>();

onReset(() => {
  records = new Map();
  reads = new Map();
});
persistent(
  'preparation',
  () => ({ records: [...records.entries()], reads: [...reads.entries()] }),
  (data) => {
    const saved = data as { records?: Array<[string, Record_]>; reads?: Array<[string, string[]]> };
    records = new Map(saved.records ?? []);
    reads = new Map(saved.reads ?? []);
  },
);

function recordOf(userId: string, missionId: string): Record_ {
  const key = `${userId}|${missionId}`;
  let record = records.get(key);
  if (!record) {
    record = { startedAt: null, finishedAt: null, health: null, steps: {} };
    records.set(key, record);
  }
  return record;
}

const peek = (userId: string, missionId: string) => records.get(`${userId}|${missionId}`);

// ---------- Missions ----------

/** The flights of the member's roster that are missions, from `fromOffset` days on (default today). */
export function missionFlights(member: CrewMember, fromOffset = 0): Flight[] {
  return missionFlightsOf(member, fromOffset);
}

/** The mission (flight) of the user, or a business failure when the user is not on it. */
export function missionFlight(member: CrewMember, missionId: unknown): Flight {
  const flight = typeof missionId === 'string' ? findFlight(missionId) : undefined;
  if (!flight || !flight.crew.some((c) => c.crewId === member.id)) throw new MockFailure('未找到该航班任务');
  return flight;
}

/** The mission a screen shows when none is given: the next one still to fly. */
export function nextMission(member: CrewMember): Flight | undefined {
  const list = missionFlights(member);
  return list.find((f) => !hasLeft(f)) ?? list[0];
}

export function dutyOf(flight: Flight, member: CrewMember) {
  const duty = flight.crew.find((c) => c.crewId === member.id)?.duty ?? 'cabinCrew';
  return { duty, dutyText: dutyText(duty) };
}

const nameOf = (code: string) => findAirport(code)?.name ?? code;

export function reportTime(flight: Flight): string {
  const minutes = findAirport(flight.from)?.international || findAirport(flight.to)?.international ? 120 : 90;
  const dep = Date.parse(flight.plannedDeparture) - minutes * 60_000;
  return new Date(dep + 8 * 3600_000).toISOString().slice(0, 19) + '+08:00';
}

/** The departure the preparation closes at: the actual one, else the estimate, else the plan. */
export const departureOf = (flight: Flight): string =>
  flight.actualDeparture ?? flight.estimatedDeparture ?? flight.plannedDeparture;

/** The flight has left (or will not fly): its preparation is over. */
function hasLeft(flight: Flight): boolean {
  if (['departed', 'arrived', 'diverted', 'cancelled'].includes(flight.status)) return true;
  return Date.now() >= Date.parse(departureOf(flight));
}

/** The user opens this mission's preparation (any of its reads): time counts from the first opening. */
export function openPreparation(user: MockUser, flight: Flight): void {
  recordOf(user.id, flight.id).openedAt ??= Date.now();
}

export function missionOf(user: MockUser, member: CrewMember, flight: Flight): FlightMission {
  const record = peek(user.id, flight.id);
  return {
    missionId: flight.id,
    flightId: flight.id,
    flightNo: flight.flightNo,
    flightDate: flight.flightDate,
    from: flight.from,
    fromName: nameOf(flight.from),
    to: flight.to,
    toName: nameOf(flight.to),
    plannedDeparture: flight.plannedDeparture,
    plannedArrival: flight.plannedArrival,
    aircraftType: flight.aircraftType,
    registration: flight.registration,
    ...dutyOf(flight, member),
    reportTime: reportTime(flight),
    flightStatus: flight.status,
    prepareState: stateOf(user, flight.id),
    fit: record?.health ? record.health.fit : null,
    requiredMinutes: rulesOf(user).requiredMinutes,
    prepareGate: gateOf(user, flight),
  };
}

/** A mission with its progress, as the task list shows it (GetPrepareFlight). */
export function prepareFlightOf(user: MockUser, member: CrewMember, flight: Flight): PrepareFlight {
  const record = preRecordOf(user, flight);
  return {
    ...missionOf(user, member, flight),
    finishedSteps: record.steps.filter((s) => s.state === 2).length,
    totalSteps: record.steps.length,
    spentMinutes: record.spentMinutes,
  };
}

/** Missions still to prepare: not finished, not closed, not suspended (GetFlightMissionCount `unprepared`). */
export const toPrepare = (user: MockUser, flight: Flight): boolean => {
  const state = gateOf(user, flight).state;
  return state === 'open' || state === 'unread';
};

// ---------- Notices ----------

/** Safety notices keep their read state in the flight-data state (shared with getsafetynotice). */
const isSafety = (noticeId: string) => safetyAsNotices.some((n) => n.noticeId === noticeId);

export function noticesFor(user: MockUser, flight: Flight): PrepareNotice[] {
  const read = new Set([...(reads.get(user.id) ?? []), ...readSafetyIds(user.id)]);
  return missionNotices(flight, user.type).map((n) => ({ ...n, read: read.has(n.noticeId) }));
}

export function markRead(user: MockUser, noticeId: string): void {
  if (isSafety(noticeId)) {
    markSafetyRead(user.id, noticeId);
    return;
  }
  const list = reads.get(user.id) ?? [];
  if (!list.includes(noticeId)) reads.set(user.id, [...list, noticeId]);
}

export const unreadCount = (user: MockUser, flight: Flight) =>
  noticesFor(user, flight).filter((n) => n.mustRead && !n.read).length;

// ---------- The gate: one place decides what may be done ----------

/** What may be done on this mission's preparation now (see PrepareGate). */
export function gateOf(user: MockUser, flight: Flight): PrepareGate {
  const record = peek(user.id, flight.id);
  const unread = unreadCount(user, flight);
  const base = { unreadNotices: unread, closesAt: departureOf(flight) };
  if (record?.finishedAt) return { ...base, state: 'finished', code: REFUSAL.finished, reason: FINISHED };
  if (record?.health?.fit === false)
    return { ...base, state: 'suspended', code: REFUSAL.suspended, reason: SUSPENDED };
  if (hasLeft(flight))
    return {
      ...base,
      state: 'closed',
      code: REFUSAL.closed,
      reason: flight.status === 'cancelled' ? CANCELLED : CLOSED,
    };
  if (unread > 0) return { ...base, state: 'unread', code: REFUSAL.unreadNotices, reason: UNREAD_NOTICES };
  return { ...base, state: 'open', code: '', reason: '' };
}

/** Whether a write of this step is refused now, and why: the gate applied to one step. */
function refusalFor(
  user: MockUser,
  flight: Flight,
  stepId: PrepareStepKey,
  options: { completing?: boolean; afterFinish?: boolean } = {},
): { code: string; reason: string } | null {
  const gate = gateOf(user, flight);
  // Every step but the declaration and the notices comes after the notices (§5), in both crew orders.
  const afterNotices = stepId !== 'health' && stepId !== 'notice';
  switch (gate.state) {
    case 'finished':
      return options.afterFinish ? null : gate;
    case 'suspended':
      return stepId === 'health' ? null : gate;
    case 'closed':
      return gate;
    case 'unread':
      return afterNotices || (stepId === 'notice' && options.completing) ? gate : null;
    default:
      return null;
  }
}

/**
 * Asks the gate for a write of `stepId` (the time record, the exam, a risk feedback or report, a cabin
 * message) and refuses it with the gate's code when it may not be done now. `afterFinish`: the write is
 * still taken once the preparation is finished (risk feedback, cabin messages).
 */
export function requireStep(
  user: MockUser,
  flight: Flight,
  stepId: PrepareStepKey,
  options: { completing?: boolean; afterFinish?: boolean } = {},
): void {
  const refusal = refusalFor(user, flight, stepId, options);
  if (refusal) throw new MockFailure(refusal.reason, refusal.code);
}

/** The mission of a write about a flight the user may not be crew on (a risk of any flight): its gate then. */
export function requireStepIfCrew(
  user: MockUser,
  member: CrewMember,
  flightId: string,
  stepId: PrepareStepKey,
  options: { afterFinish?: boolean } = {},
): void {
  const flight = findFlight(flightId);
  if (flight && flight.crew.some((c) => c.crewId === member.id)) requireStep(user, flight, stepId, options);
}

// ---------- Steps and records ----------

function spentSeconds(record: Record_ | undefined): number {
  return Object.values(record?.steps ?? {}).reduce((sum, s) => sum + s.spentSeconds, 0);
}

function stateOf(user: MockUser, missionId: string): ProgressState {
  const record = peek(user.id, missionId);
  if (record?.finishedAt) return 2;
  return record && (record.startedAt || record.health) ? 1 : 0;
}

/** A step's state: health from the declaration, exam from this mission's exam, the others from their record. */
function stepState(user: MockUser, flight: Flight, stepId: PrepareStepKey): ProgressState {
  const record = peek(user.id, flight.id);
  if (stepId === 'health' && record?.health) return 2;
  if (stepId === 'exam' && examPassed(user, flight.id)) return 2;
  return record?.steps[stepId]?.state ?? 0;
}

export function stepsOf(user: MockUser, flight: Flight): PrepareStep[] {
  const record = peek(user.id, flight.id);
  const notFit = record?.health?.fit === false;
  return rulesOf(user).steps.map(([stepId, name, screen, maxMinutes], i) => {
    const refusal = refusalFor(user, flight, stepId);
    return {
      stepId,
      stepNo: i + 1,
      name,
      screen,
      state: stepState(user, flight, stepId),
      spentSeconds: record?.steps[stepId]?.spentSeconds ?? 0,
      suspended: notFit && stepId !== 'health',
      blockedReason: refusal?.reason ?? '',
      blockedCode: refusal?.code ?? '',
      maxSeconds: maxMinutes * 60,
    };
  });
}

export function preRecordOf(user: MockUser, flight: Flight): PreRecord {
  const record = peek(user.id, flight.id);
  const steps: StepRecord[] = stepsOf(user, flight).map((s) => ({
    stepId: s.stepId,
    name: s.name,
    state: s.state,
    spentSeconds: s.spentSeconds,
    updatedAt:
      record?.steps[s.stepId]?.updatedAt ??
      (s.stepId === 'health' ? (record?.health?.declaredAt ?? null) : null),
  }));
  return {
    missionId: flight.id,
    userId: user.id,
    startedAt: record?.startedAt ?? null,
    finishedAt: record?.finishedAt ?? null,
    finished: Boolean(record?.finishedAt),
    spentMinutes: Math.floor(spentSeconds(record) / 60),
    requiredMinutes: rulesOf(user).requiredMinutes,
    unreadNotices: unreadCount(user, flight),
    steps,
  };
}

/**
 * Adds the seconds of one visit to a step (state 2 completes it). Time is elapsed time: a record claims
 * at most RECORD_MAX_SECONDS, and no more than has passed since the preparation was opened less the
 * time counted already; a step counts up to its own maximum (the rest of a record that reaches it is not
 * counted, a record once it is reached is refused).
 */
export function recordStep(
  user: MockUser,
  flight: Flight,
  body: { stepId?: unknown; spentSeconds?: unknown; state?: unknown },
): StepRecord {
  const step = rulesOf(user).steps.find(([key]) => key === body.stepId);
  if (!step) throw new MockFailure('准备步骤不存在');
  const [stepId, name, , maxMinutes] = step;
  const seconds = Number(body.spentSeconds ?? 0);
  if (!Number.isInteger(seconds) || seconds < 0) throw new MockFailure('准备时长不正确');
  const finishing = Number(body.state) === 2;
  requireStep(user, flight, stepId, { completing: finishing });
  if (seconds > RECORD_MAX_SECONDS)
    throw new MockFailure(`一次记录的准备时长不能超过 ${RECORD_MAX_SECONDS} 秒`, REFUSAL.timeNotElapsed);
  const record = recordOf(user.id, flight.id);
  const now = Date.now();
  record.openedAt ??= now;
  const from = Math.max(record.countedUntil ?? 0, record.openedAt);
  if (seconds > (now - from) / 1000 + GRACE_SECONDS)
    throw new MockFailure('记录的准备时长超过了实际经过的时间', REFUSAL.timeNotElapsed);
  const text = beijingText(now);
  const saved = record.steps[stepId] ?? { spentSeconds: 0, state: 0 as ProgressState, updatedAt: text };
  const room = maxMinutes * 60 - saved.spentSeconds;
  if (seconds > 0 && room <= 0)
    throw new MockFailure(`该步骤最多计入 ${maxMinutes} 分钟准备时长`, REFUSAL.stepMaxReached);
  const counted = Math.min(seconds, Math.max(0, room));
  record.countedUntil = from + counted * 1000;
  record.startedAt ??= text;
  const state: ProgressState = finishing ? 2 : saved.state === 2 ? 2 : counted > 0 || saved.state > 0 ? 1 : 0;
  record.steps[stepId] = { spentSeconds: saved.spentSeconds + counted, state, updatedAt: text };
  return { stepId, name, state, spentSeconds: saved.spentSeconds + counted, updatedAt: text };
}

/** Steps required but never worked on (the declaration, the notices and the exam have their own rules). */
function stepsNotWorkedOn(user: MockUser, flight: Flight): PrepareStep[] {
  return stepsOf(user, flight).filter((s) => !DONE_BY_ACT.includes(s.stepId) && s.state === 0);
}

export function finishPreparation(user: MockUser, flight: Flight): PreRecord {
  const record = recordOf(user.id, flight.id);
  if (record.finishedAt) return preRecordOf(user, flight);
  const gate = gateOf(user, flight);
  if (gate.state === 'suspended' || gate.state === 'closed') throw new MockFailure(gate.reason, gate.code);
  if (!record.health) throw new MockFailure('请先完成身体状况申报', REFUSAL.notDeclared);
  if (gate.state === 'unread') throw new MockFailure(gate.reason, gate.code);
  const open = stepsNotWorkedOn(user, flight);
  if (open.length > 0)
    throw new MockFailure(`以下准备步骤尚未进行：${open.map((s) => s.name).join('、')}`, REFUSAL.stepsOpen);
  if (!examPassed(user, flight.id)) throw new MockFailure('请先通过本航班的准备考试', REFUSAL.examNotPassed);
  const required = rulesOf(user).requiredMinutes;
  if (spentSeconds(record) < required * 60)
    throw new MockFailure(`在线准备需达到 ${required} 分钟才能完成`, REFUSAL.minutes);
  record.finishedAt = beijingText(Date.now());
  return preRecordOf(user, flight);
}

// ---------- Health ----------

export function healthOf(user: MockUser, flight: Flight): HealthInfo {
  const record = peek(user.id, flight.id);
  const health = record?.health ?? null;
  return {
    missionId: flight.id,
    declared: health !== null,
    fit: health ? health.fit : null,
    symptoms: health?.symptoms ?? [],
    description: health?.description ?? '',
    declaredAt: health?.declaredAt ?? null,
    symptomOptions: SYMPTOM_OPTIONS,
    final: health?.fit === false || Boolean(record?.finishedAt),
    history: (record?.history ?? []).map(({ symptoms, description, declaredAt, endedAt, endedBy }) => ({
      symptoms,
      description,
      declaredAt,
      endedAt,
      endedBy,
    })),
  };
}

/**
 * The fitness declaration. It is final: "not fit" cannot be replaced by the crew member (crew control
 * ends the suspension), and "fit" can only be followed by "not fit" (feeling unwell later), never
 * declared twice.
 */
export function declareHealth(
  user: MockUser,
  flight: Flight,
  body: { fit?: unknown; symptoms?: unknown; description?: unknown },
): HealthInfo {
  if (typeof body.fit !== 'boolean' && body.fit !== 'true' && body.fit !== 'false')
    throw new MockFailure('请选择是否适宜飞行');
  const fit = body.fit === true || body.fit === 'true';
  const symptoms = Array.isArray(body.symptoms) ? body.symptoms.map(String).filter((s) => s.trim()) : [];
  const description = typeof body.description === 'string' ? body.description.trim() : '';
  requireStep(user, flight, 'health');
  const record = recordOf(user.id, flight.id);
  if (record.health?.fit === false)
    throw new MockFailure('您已申报不适宜飞行，申报不可更改，请联系机组调度', REFUSAL.declared);
  if (record.health && fit) throw new MockFailure('您已申报适宜飞行，申报不可重复提交', REFUSAL.declared);
  if (!fit && symptoms.length === 0 && !description) throw new MockFailure(NOT_FIT_NEEDS_SYMPTOMS);
  const now = beijingText(Date.now());
  record.startedAt ??= now;
  record.health = {
    fit,
    symptoms: fit ? [] : symptoms,
    description: fit ? '' : description,
    declaredAt: now,
  };
  return healthOf(user, flight);
}

/**
 * Crew control ends a suspension: the "not fit" declaration goes into the mission's history with when
 * and by whom, and the crew member declares again. The built-in backend's switch for what a crew
 * control system does (`crewMock.endSuspension()` in the browser, `POST /mock/crew-control/end-suspension`
 * on `npm run api`). Returns how many suspensions ended.
 */
export function endSuspension(filter: { userName?: string; missionId?: string } = {}): number {
  let ended = 0;
  for (const [key, record] of records) {
    const [userId, missionId] = key.split('|');
    const user = users.find((u) => u.id === userId);
    if (filter.userName && user?.userName !== filter.userName) continue;
    if (filter.missionId && missionId !== filter.missionId) continue;
    if (record.health?.fit !== false) continue;
    (record.history ??= []).push({
      ...record.health,
      endedAt: beijingText(Date.now()),
      endedBy: CREW_CONTROL,
    });
    record.health = null;
    ended += 1;
  }
  return ended;
}

// ---------- The crew's preparation, for the briefing ----------

/** Where a crew member's preparation of this flight stands: their own record for a demo user, else seeded. */
export function crewPreparation(flight: Flight, me: CrewMember): PreConditionCrew[] {
  return flight.crew.flatMap(({ crewId, duty }) => {
    const member = findCrewMember(crewId);
    if (!member) return [];
    const base = {
      crewId,
      code: member.code,
      name: member.name,
      duty,
      dutyText: dutyText(duty),
      post: member.post,
      department: member.department,
      category: member.category,
      phone: member.phone,
      technicalLevel: member.technicalLevel,
      avatar: member.avatar,
      isMe: member.id === me.id,
    };
    const user = users.find((u) => u.crewId === crewId);
    if (user) {
      const record = preRecordOf(user, flight);
      return [
        {
          ...base,
          prepareState: stateOf(user, flight.id),
          declared: peek(user.id, flight.id)?.health != null,
          openSteps: record.steps.filter((s) => s.state !== 2).map((s) => s.stepId),
          finishedAt: record.finishedAt,
        },
      ];
    }
    return [{ ...base, ...seededPreparation(flight, crewId, member.category === 'F' ? 'F' : 'C') }];
  });
}

/** A colleague who is not a demo account: prepared the nearer the flight is, the same on every call. */
function seededPreparation(flight: Flight, crewId: string, side: 'F' | 'C') {
  const rng = createRng(`crew-prep-${flight.id}-${crewId}`);
  const steps = PREPARE_RULES[side].steps.map(([key]) => key);
  const hours = (Date.parse(flight.plannedDeparture) - Date.now()) / 3600_000;
  const roll = rng.next();
  const finishedBy = Date.parse(flight.plannedDeparture) - rng.int(70, 200) * 60_000;
  if (hasLeft(flight) || (hours < 3 && roll < 0.8) || (hours < 12 && roll < 0.35)) {
    return {
      prepareState: 2 as ProgressState,
      declared: true,
      openSteps: [],
      finishedAt: beijingText(Math.min(finishedBy, Date.now())),
    };
  }
  const started = hours < 30 && roll < 0.75;
  const done = started ? rng.int(1, steps.length - 2) : 0;
  return {
    prepareState: (started ? 1 : 0) as ProgressState,
    declared: done > 0,
    openSteps: steps.slice(done),
    finishedAt: null,
  };
}

// ---------- Pre-flight conditions and briefing ----------

/**
 * The conditions of a flight in the order they come (GetAllPreCondit): report, crew briefing, dispatch
 * release, aircraft release, boarding; each done once its time has passed (the aircraft once released).
 */
export function preConditionOf(user: MockUser, member: CrewMember, flight: Flight): PreCondition {
  const departure = Date.parse(flight.plannedDeparture);
  const report = Date.parse(reportTime(flight));
  const briefing = report + 15 * 60_000;
  const plan = flightPlanOf(flight);
  const released = departure - 2 * 3600_000;
  const boarding = departure - 40 * 60_000;
  const zone = findAirport(flight.from)?.timeZone;
  const plane = findAircraft(flight.registration);
  const deferred = plane ? melOf(plane.id).filter((d) => d.state === 'deferred').length : 0;
  const now = Date.now();
  const due = (at: number): ProgressState => (now >= at ? 2 : 0);
  const place = `${findAirport(flight.from)?.city ?? flight.from}运行中心 ${flight.gate.replace(/\D/g, '').slice(0, 1) || '2'}号准备室`;
  const captain = findCrewMember(flight.crew.find((c) => c.duty === 'captain')?.crewId ?? '');
  const items: PreConditionItem[] = [
    { kind: 'report', time: isoInZone(report, zone), state: due(report), note: `${place} 签到` },
    {
      kind: 'briefing',
      time: isoInZone(briefing, zone),
      state: due(briefing),
      note: `${place}，机长 ${captain?.name ?? ''} 主持航前协同`,
    },
    {
      kind: 'release',
      time: isoInZone(released, zone),
      state: due(released),
      note: `签派员 ${plan.releasedBy}，备降 ${plan.alternates.map((a) => a.code).join('、') || '无'}`,
    },
    {
      kind: 'aircraft',
      time: isoInZone(departure - 60 * 60_000, zone),
      state: due(departure - 60 * 60_000),
      note:
        deferred > 0
          ? `${flight.registration} 带 ${deferred} 项保留故障放行`
          : `${flight.registration} 适航放行`,
    },
    {
      kind: 'boarding',
      time: isoInZone(boarding, zone),
      state: due(boarding),
      note: `${flight.gate || '—'} 登机口`,
    },
  ];
  const crew = crewPreparation(flight, member);
  return {
    missionId: flight.id,
    flightNo: flight.flightNo,
    flightDate: flight.flightDate,
    from: flight.from,
    to: flight.to,
    plannedDeparture: flight.plannedDeparture,
    meetingTime: isoInZone(briefing, zone),
    meetingPlace: place,
    captainName: captain?.name ?? '',
    crewCount: flight.crew.length,
    preparedCount: crew.filter((c) => c.prepareState === 2).length,
    state: stateOf(user, flight.id),
    items,
  };
}
