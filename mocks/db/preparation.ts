/**
 * Flight missions and online preparation. A mission is a seeded flight on which the user is crew (its
 * id is the flight id). Per user and mission the backend keeps the fitness declaration, the step records
 * and the finish; per user, which notices were read. Rules:
 * - finishing needs the required minutes of the user's crew category (PREPARE_RULES) and no unread
 *   must-read notice;
 * - a "not fit" declaration needs symptoms and suspends every step after the health step.
 */
import type { CrewMember, Flight } from '@/api/schema/dynamics';
import type {
  FlightMission,
  HealthInfo,
  PrepareNotice,
  PrepareStep,
  PrepareStepKey,
  PreRecord,
  ProgressState,
  StepRecord,
} from '@/api/schema/prepare';
import { MockFailure } from '../lib/route';
import { onReset } from '../lib/reset';
import { examAttempt, markSafetyRead, readSafetyIds } from './flightdata-state';
import { preflightExams } from './preflight';
import { missionNotices, safetyAsNotices } from './prepnotices';
import { missionFlightsOf } from './roster';
import { beijingText, dutyText, findAirport, findFlight, persistent, type MockUser } from './seed';

/** Per crew category: the steps in order and the minutes the preparation must reach. */
export const PREPARE_RULES: Record<
  'F' | 'C',
  { requiredMinutes: number; steps: Array<[PrepareStepKey, string, string]> }
> = {
  F: {
    requiredMinutes: 30,
    steps: [
      ['health', '身体状况申报', '/Prepare/Health'],
      ['notice', '通告阅读', '/Prepare/ImportantNotice'],
      ['route', '航线资料', '/Prepare/FlightRouteData'],
      ['plane', '飞机信息与保留故障', '/Prepare/PlaneInfo'],
      ['airport', '机场资料', '/Prepare/AirportInfo'],
      ['weather', '气象资料', '/Prepare/Weather'],
      ['risk', '风险评估', '/Prepare/Risk'],
      ['exam', '准备考试', '/Prepare/Examination'],
    ],
  },
  C: {
    requiredMinutes: 20,
    steps: [
      ['health', '身体状况申报', '/Prepare/Health'],
      ['notice', '通告阅读', '/Prepare/ImportantNotice'],
      ['cabin', '旅客信息与号位', '/Prepare/VIPInformation'],
      ['weather', '气象资料', '/Prepare/Weather'],
      ['exam', '准备考试', '/Prepare/Examination'],
    ],
  },
};

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

const rulesOf = (user: MockUser) => PREPARE_RULES[user.type === 'F' ? 'F' : 'C'];

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

/** The mission a cabin screen shows when none is given: the next one not yet arrived. */
export function nextMission(member: CrewMember): Flight | undefined {
  const list = missionFlights(member);
  return list.find((f) => f.status !== 'arrived' && f.status !== 'cancelled') ?? list[0];
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
  };
}

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

// ---------- Steps and records ----------

function spentSeconds(record: Record_ | undefined): number {
  return Object.values(record?.steps ?? {}).reduce((sum, s) => sum + s.spentSeconds, 0);
}

function stateOf(user: MockUser, missionId: string): ProgressState {
  const record = peek(user.id, missionId);
  if (record?.finishedAt) return 2;
  return record && (record.startedAt || record.health) ? 1 : 0;
}

/** Whether the user passed a pre-flight exam of his crew side (the exam step is then complete). */
function passedExam(user: MockUser): boolean {
  const audience = user.type === 'F' ? 'F' : 'C';
  return preflightExams.some((e) => e.audience === audience && examAttempt(user.id, e.id)?.passed);
}

/** A step's state: health from the declaration, exam from the exam, the others from their record. */
function stepState(user: MockUser, record: Record_ | undefined, stepId: PrepareStepKey): ProgressState {
  if (stepId === 'health' && record?.health) return 2;
  if (stepId === 'exam' && passedExam(user)) return 2;
  return record?.steps[stepId]?.state ?? 0;
}

export function stepsOf(user: MockUser, flight: Flight): PrepareStep[] {
  const record = peek(user.id, flight.id);
  const notFit = record?.health?.fit === false;
  const unread = unreadCount(user, flight);
  const order = rulesOf(user).steps;
  const noticeNo = order.findIndex(([key]) => key === 'notice');
  return order.map(([stepId, name, screen], i) => {
    const saved = record?.steps[stepId];
    const suspended = notFit && stepId !== 'health';
    const blockedReason = suspended ? SUSPENDED : unread > 0 && i > noticeNo ? UNREAD_NOTICES : '';
    return {
      stepId,
      stepNo: i + 1,
      name,
      screen,
      state: stepState(user, record, stepId),
      spentSeconds: saved?.spentSeconds ?? 0,
      suspended,
      blockedReason,
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

export function recordStep(
  user: MockUser,
  flight: Flight,
  body: { stepId?: unknown; spentSeconds?: unknown; state?: unknown },
): StepRecord {
  const step = rulesOf(user).steps.find(([key]) => key === body.stepId);
  if (!step) throw new MockFailure('准备步骤不存在');
  const seconds = Number(body.spentSeconds ?? 0);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 4 * 3600) throw new MockFailure('准备时长不正确');
  const record = recordOf(user.id, flight.id);
  if (record.finishedAt) throw new MockFailure('本航班的在线准备已完成');
  const stepId = step[0];
  if (record.health?.fit === false && stepId !== 'health') throw new MockFailure(SUSPENDED);
  const index = rulesOf(user).steps.indexOf(step);
  const noticeNo = rulesOf(user).steps.findIndex(([key]) => key === 'notice');
  const finishing = Number(body.state) === 2;
  if ((index > noticeNo || (stepId === 'notice' && finishing)) && unreadCount(user, flight) > 0) {
    throw new MockFailure(UNREAD_NOTICES);
  }
  const now = beijingText(Date.now());
  record.startedAt ??= now;
  const saved = record.steps[stepId] ?? { spentSeconds: 0, state: 0 as ProgressState, updatedAt: now };
  const state: ProgressState = finishing ? 2 : saved.state === 2 ? 2 : 1;
  record.steps[stepId] = { spentSeconds: saved.spentSeconds + Math.round(seconds), state, updatedAt: now };
  return {
    stepId,
    name: step[1],
    state,
    spentSeconds: saved.spentSeconds + Math.round(seconds),
    updatedAt: now,
  };
}

export function finishPreparation(user: MockUser, flight: Flight): PreRecord {
  const record = recordOf(user.id, flight.id);
  if (record.finishedAt) return preRecordOf(user, flight);
  if (!record.health) throw new MockFailure('请先完成身体状况申报');
  if (record.health.fit === false) throw new MockFailure(SUSPENDED);
  if (unreadCount(user, flight) > 0) throw new MockFailure(UNREAD_NOTICES);
  const required = rulesOf(user).requiredMinutes;
  if (spentSeconds(record) < required * 60) throw new MockFailure(`在线准备需达到 ${required} 分钟才能完成`);
  record.finishedAt = beijingText(Date.now());
  return preRecordOf(user, flight);
}

// ---------- Health ----------

export function healthOf(user: MockUser, flight: Flight): HealthInfo {
  const health = peek(user.id, flight.id)?.health ?? null;
  return {
    missionId: flight.id,
    declared: health !== null,
    fit: health ? health.fit : null,
    symptoms: health?.symptoms ?? [],
    description: health?.description ?? '',
    declaredAt: health?.declaredAt ?? null,
    symptomOptions: SYMPTOM_OPTIONS,
  };
}

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
  if (!fit && symptoms.length === 0 && !description) throw new MockFailure(NOT_FIT_NEEDS_SYMPTOMS);
  const record = recordOf(user.id, flight.id);
  if (record.finishedAt) throw new MockFailure('本航班的在线准备已完成，如身体状况变化请联系签派');
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
