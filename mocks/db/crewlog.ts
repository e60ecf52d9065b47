/**
 * Crew logs. The sectors a member flew: the seeded flights of yesterday and today (the same flights as
 * the dynamics list) plus a month of earlier history generated from the member's base routes (the seed
 * holds no flights before yesterday). Earlier sectors come logged; yesterday's and today's wait for the
 * user. Add/update is stateful per user and reset to the seed.
 */
import type { CrewDuty, CrewMember, Flight } from '@/api/schema/dynamics';
import type { CrewLog, CrewLogFlight, CrewLogRole } from '@/api/schema/crewlog';
import { MockFailure } from '../lib/route';
import { onReset } from '../lib/reset';
import {
  aircraft,
  beijingText,
  createRng,
  dayKey,
  dutyText,
  familyOf,
  findAirport,
  flightsOfCrew,
  isoInZone,
  beijingAt,
  offsetOfDate,
  pad,
  persistent,
  routes,
} from './seed';

/** A flown sector as the crew log sees it. */
export interface Sector {
  flightId: string;
  flightNo: string;
  flightDate: string;
  from: string;
  to: string;
  aircraftType: string;
  registration: string;
  plannedDeparture: string;
  plannedArrival: string;
  actualDeparture: string | null;
  actualArrival: string | null;
  duty: CrewDuty;
  /** The flight has landed (only then it can be logged). */
  flown: boolean;
}

const HISTORY_DAYS = 30;

function fromFlight(f: Flight, member: CrewMember): Sector {
  return {
    flightId: f.id,
    flightNo: f.flightNo,
    flightDate: f.flightDate,
    from: f.from,
    to: f.to,
    aircraftType: f.aircraftType,
    registration: f.registration,
    plannedDeparture: f.plannedDeparture,
    plannedArrival: f.plannedArrival,
    actualDeparture: f.actualDeparture,
    actualArrival: f.actualArrival,
    duty: f.crew.find((c) => c.crewId === member.id)?.duty ?? 'cabinCrew',
    flown: f.status === 'arrived' || f.status === 'diverted',
  };
}

/** Earlier sectors: an out-and-back from the member's base every two to three days. */
function history(member: CrewMember, duty: CrewDuty): Sector[] {
  const rng = createRng(`crewlog-history-${member.code}`);
  const base = findAirport(member.base)?.code3 ?? 'PEK';
  const outbound = routes.filter((r) => r.from === base && r.blockMinutes < 300);
  const pool = outbound.length > 0 ? outbound : routes.filter((r) => r.blockMinutes < 300);
  // Planes of the member's type ratings (cabin crew fly the A320 family of the base).
  const rated = aircraft.filter((a) => member.qualifiedTypes.includes(familyOf(a.type)));
  const fleet = rated.length > 0 ? rated : aircraft.filter((a) => familyOf(a.type) === 'A320系列');
  const out: Sector[] = [];
  for (let offset = -HISTORY_DAYS; offset <= -2; offset += rng.int(2, 3)) {
    const route = rng.pick(pool);
    const back = routes.find((r) => r.from === route.to && r.to === route.from);
    const number = 1100 + rng.int(0, 449) * 2 + 1;
    const plane = rng.pick(fleet);
    let dep = rng.int(7 * 60, 11 * 60);
    for (const [leg, r] of [
      [0, route],
      [1, back],
    ] as const) {
      if (!r) continue;
      const arr = dep + r.blockMinutes;
      const late = rng.int(-5, 25);
      out.push({
        flightId: `FL${dayKey(offset).replace(/-/g, '')}-HG${number + leg}`,
        flightNo: `HG${number + leg}`,
        flightDate: dayKey(offset),
        from: r.from,
        to: r.to,
        aircraftType: plane.type,
        registration: plane.registration,
        plannedDeparture: isoInZone(beijingAt(offset, dep)),
        plannedArrival: isoInZone(beijingAt(offset, arr)),
        actualDeparture: isoInZone(beijingAt(offset, dep + late)),
        actualArrival: isoInZone(beijingAt(offset, arr + late - rng.int(0, 10))),
        duty,
        flown: true,
      });
      dep = arr + 55;
    }
  }
  return out;
}

export function sectorsOf(member: CrewMember): Sector[] {
  const seeded = flightsOfCrew(member.id).filter((f) => offsetOfDate(f.flightDate) <= 0);
  const duty =
    seeded[0]?.crew.find((c) => c.crewId === member.id)?.duty ??
    (member.category === 'F' ? 'captain' : 'cabinCrew');
  return [...history(member, duty), ...seeded.map((f) => fromFlight(f, member))].sort((a, b) =>
    a.plannedDeparture.localeCompare(b.plannedDeparture),
  );
}

export function findSector(member: CrewMember, flightId: unknown): Sector {
  const sector = sectorsOf(member).find((s) => s.flightId === flightId);
  if (!sector) {
    const future = flightsOfCrew(member.id).some((f) => f.id === flightId);
    throw new MockFailure(future ? '航班尚未执行，暂不能填写飞行日志' : '未找到该航段');
  }
  return sector;
}

// ---------- Logs ----------

const hhmm = (iso: string | null): string => (iso ? iso.slice(11, 16) : '');
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
/** Minutes from a to b on a 24-hour clock (over midnight allowed). */
const span = (a: string, b: string) => (minutesOf(b) - minutesOf(a) + 1440) % 1440;
const addMinutes = (t: string, n: number) => {
  const m = (minutesOf(t) + n + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

const defaultRole = (s: Sector, index: number): CrewLogRole =>
  s.duty === 'captain' || s.duty === 'firstOfficer'
    ? index % 2 === (s.duty === 'captain' ? 0 : 1)
      ? 'PF'
      : 'PM'
    : 'CA';

/** The log as it would be written from the flight's times (a template for new logs, the seed's logs). */
function draft(s: Sector, index: number): CrewLog {
  const blockOffTime = hhmm(s.actualDeparture ?? s.plannedDeparture);
  const blockOnTime = hhmm(s.actualArrival ?? s.plannedArrival);
  const takeOffTime = addMinutes(blockOffTime, 12);
  const landingTime = addMinutes(blockOnTime, -7);
  const role = defaultRole(s, index);
  const blockMinutes = span(blockOffTime, blockOnTime);
  const dep = Number(blockOffTime.slice(0, 2));
  return {
    logId: null,
    isNew: true,
    flightId: s.flightId,
    flightNo: s.flightNo,
    flightDate: s.flightDate,
    from: s.from,
    to: s.to,
    registration: s.registration,
    aircraftType: s.aircraftType,
    blockOffTime,
    takeOffTime,
    landingTime,
    blockOnTime,
    role,
    landings: role === 'PF' ? 1 : 0,
    blockMinutes,
    airMinutes: span(takeOffTime, landingTime),
    nightMinutes: dep >= 18 || dep < 6 ? Math.round(blockMinutes * 0.6) : 0,
    instrumentMinutes: role === 'CA' ? 0 : Math.min(30, blockMinutes),
    remarks: '',
    updatedAt: null,
  };
}

/** userId -> flightId -> log. */
let logs = new Map<string, Record<string, CrewLog>>();
let sequence = 0;
onReset(() => {
  logs = new Map();
  sequence = 0;
});
persistent(
  'crewLogs',
  () => ({ logs: [...logs], sequence }),
  (data) => {
    const d = data as { logs?: Array<[string, Record<string, CrewLog>]>; sequence?: number };
    logs = new Map(d.logs ?? []);
    sequence = d.sequence ?? 0;
  },
);

function logsOf(userId: string, member: CrewMember): Record<string, CrewLog> {
  let mine = logs.get(userId);
  if (!mine) {
    mine = {};
    // History comes logged, except the two most recent history sectors.
    const past = sectorsOf(member).filter((s) => offsetOfDate(s.flightDate) <= -2);
    past.slice(0, Math.max(0, past.length - 2)).forEach((s, i) => {
      const written = draft(s, i);
      const at = Date.parse(s.actualArrival ?? s.plannedArrival) + 40 * 60_000;
      mine![s.flightId] = {
        ...written,
        logId: `CL-${member.code}-${pad(i + 1, 3)}`,
        isNew: false,
        updatedAt: beijingText(at),
      };
    });
    logs.set(userId, mine);
  }
  return mine;
}

export function logList(userId: string, member: CrewMember, start?: string, end?: string): CrewLogFlight[] {
  const mine = logsOf(userId, member);
  return sectorsOf(member)
    .filter((s) => (!start || s.flightDate >= start) && (!end || s.flightDate <= end))
    .reverse()
    .map((s) => ({
      flightId: s.flightId,
      flightNo: s.flightNo,
      flightDate: s.flightDate,
      from: s.from,
      fromName: findAirport(s.from)?.name ?? s.from,
      to: s.to,
      toName: findAirport(s.to)?.name ?? s.to,
      aircraftType: s.aircraftType,
      registration: s.registration,
      plannedDeparture: s.plannedDeparture,
      plannedArrival: s.plannedArrival,
      duty: s.duty,
      dutyText: dutyText(s.duty),
      flown: s.flown,
      logState: mine[s.flightId] ? 1 : 0,
      logId: mine[s.flightId]?.logId ?? null,
    }));
}

export function logOf(userId: string, member: CrewMember, flightId: unknown): CrewLog {
  const sector = findSector(member, flightId);
  const saved = logsOf(userId, member)[sector.flightId];
  if (saved) return saved;
  const index = sectorsOf(member).indexOf(
    sectorsOf(member).find((s) => s.flightId === sector.flightId) as Sector,
  );
  return draft(sector, index);
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function writeLog(userId: string, member: CrewMember, body: Record<string, unknown>): CrewLog {
  const sector = findSector(member, body.flightId);
  if (!sector.flown) throw new MockFailure('航班尚未落地，暂不能填写飞行日志');
  const times = ['blockOffTime', 'takeOffTime', 'landingTime', 'blockOnTime'] as const;
  const labels = {
    blockOffTime: '撤轮挡时间',
    takeOffTime: '起飞时间',
    landingTime: '落地时间',
    blockOnTime: '挡轮挡时间',
  };
  const value: Record<string, string> = {};
  for (const key of times) {
    const v = typeof body[key] === 'string' ? (body[key] as string).trim() : '';
    if (!v) throw new MockFailure(`请填写${labels[key]}`);
    if (!TIME.test(v)) throw new MockFailure(`${labels[key]}格式应为 HH:mm`);
    value[key] = v;
  }
  const [off, to, ldg, on] = times.map((k) => value[k] as string) as [string, string, string, string];
  const block = span(off, on);
  if (
    span(off, to) > block ||
    span(off, ldg) > block ||
    span(to, ldg) > block ||
    span(off, to) > span(off, ldg)
  ) {
    throw new MockFailure('时间顺序应为：撤轮挡 ≤ 起飞 ≤ 落地 ≤ 挡轮挡');
  }
  if (block === 0 || block > 18 * 60) throw new MockFailure('航段时间不合理，请核对');
  const pilot = sector.duty === 'captain' || sector.duty === 'firstOfficer';
  const role = body.role;
  if (pilot ? role !== 'PF' && role !== 'PM' : role !== 'CA') {
    throw new MockFailure(pilot ? '请选择操纵角色（PF/PM）' : '客舱机组的角色应为 CA');
  }
  const landings = Number(body.landings ?? 0);
  if (!Number.isInteger(landings) || landings < 0 || landings > 3) throw new MockFailure('着陆次数应为 0～3');
  if (role === 'PF' && landings < 1) throw new MockFailure('PF 航段至少记录 1 次着陆');
  const night = Number(body.nightMinutes ?? 0);
  const instrument = Number(body.instrumentMinutes ?? 0);
  if (!(night >= 0 && night <= block)) throw new MockFailure('夜航时间不能超过航段时间');
  if (!(instrument >= 0 && instrument <= block)) throw new MockFailure('仪表时间不能超过航段时间');
  const remarks = typeof body.remarks === 'string' ? body.remarks.trim().slice(0, 200) : '';
  const mine = logsOf(userId, member);
  const old = mine[sector.flightId];
  sequence += 1;
  const log: CrewLog = {
    ...draft(sector, 0),
    logId: old?.logId ?? `CL-${member.code}-N${pad(sequence, 3)}`,
    isNew: false,
    blockOffTime: off,
    takeOffTime: to,
    landingTime: ldg,
    blockOnTime: on,
    role: role as CrewLogRole,
    landings,
    blockMinutes: block,
    airMinutes: span(to, ldg),
    nightMinutes: Math.round(night),
    instrumentMinutes: Math.round(instrument),
    remarks,
    updatedAt: beijingText(Date.now()),
  };
  mine[sector.flightId] = log;
  return log;
}

export function writtenLogs(userId: string, member: CrewMember): CrewLog[] {
  return Object.values(logsOf(userId, member)).sort((a, b) => a.flightDate.localeCompare(b.flightDate));
}
