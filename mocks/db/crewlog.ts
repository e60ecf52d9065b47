/**
 * Crew logs of the sectors of the member's roster (db/roster): the legs flown up to today, the seeded
 * flights of yesterday and today (the same flights as the dynamics list) and the generated history
 * before them. History comes logged except its last two sectors; yesterday's and today's wait for the
 * user. What the user writes is kept per user and reset to the seed.
 *
 * The list length switch (mockSettings.listLength = n) takes the list without dates back as far as n
 * sectors need: through the roster's twelve months, then, for more, through earlier years re-dated from
 * the roster (earlierDay). Every call (the list, a log, writing one, the PF/PM totals) sees the same days.
 */
import type { CrewMember } from '@/api/schema/dynamics';
import type { CrewLog, CrewLogFlight, CrewLogRole } from '@/api/schema/crewlog';
import { CLOCK_TIME } from '@/lib/clockTime';
import { MockFailure } from '../lib/route';
import { onReset } from '../lib/reset';
import { mockSettings } from '../lib/settings';
import {
  airportOf,
  beijingText,
  dayKey,
  dutyText,
  findAirport,
  isoInZone,
  offsetOfDate,
  pad,
  persistent,
} from './seed';
import {
  nightMinutes,
  pilotRole,
  rosterDay,
  rosterFirst,
  rosterSectors,
  SEEDED_FIRST,
  type RosterSector,
} from './roster';

/** A flown (or not yet flown) sector as the crew log sees it: a leg of the roster. */
export type Sector = RosterSector;

/** The list without dates: the last 30 days to today (further back with the list length switch). */
const LIST_DAYS = 30;
/** However long the list length asked, the crew log reaches back ten years at most. */
const MAX_REACH_DAYS = 3650;
/** A year in whole weeks: the timetable repeats by the week, so its flights fall on the same weekdays. */
const YEAR_DAYS = 364;
const DAY_MS = 86_400_000;

/**
 * A day before the roster's first (twelve months back), for the list length switch only: the roster's
 * day a year (52 weeks, or a multiple) later, flown again on this date — the timetable's flights, times
 * and aircraft, as the data model has them. A day whose counterpart is yesterday or later (not flown in
 * the roster's history) is a rest day. Kept once built.
 */
const earlierDays = new Map<string, Sector[]>();
function earlierDay(member: CrewMember, offset: number): Sector[] {
  const key = `${member.id}|${offset}`;
  const known = earlierDays.get(key);
  if (known) return known;
  let source = offset;
  while (source < rosterFirst()) source += YEAR_DAYS;
  const shift = (offset - source) * DAY_MS;
  const date = dayKey(offset);
  const at = (iso: string, code: string) => isoInZone(Date.parse(iso) + shift, airportOf(code).timeZone);
  const sectors =
    source >= SEEDED_FIRST
      ? []
      : (rosterDay(member, source)?.sectors ?? []).map((s) => ({
          ...s,
          flightId: `FL${date.replace(/-/g, '')}-${s.flightNo}`,
          flightDate: date,
          offset,
          plannedDeparture: at(s.plannedDeparture, s.from),
          plannedArrival: at(s.plannedArrival, s.to),
          actualDeparture: s.actualDeparture && at(s.actualDeparture, s.from),
          actualArrival: s.actualArrival && at(s.actualArrival, s.to),
        }));
  earlierDays.set(key, sectors);
  return sectors;
}

/** The member's legs of one day: the roster's, or before it an earlier year's (earlierDay). */
const daySectors = (member: CrewMember, offset: number): Sector[] =>
  offset >= rosterFirst() ? (rosterDay(member, offset)?.sectors ?? []) : earlierDay(member, offset);

/** The first day of the list without dates, per member and list length. */
const reaches = new Map<string, number>();

/**
 * The first day of the list without dates: 30 days back, or with the list length switch as far back as
 * its n sectors need (whole days, at most ten years).
 */
function listFrom(member: CrewMember): number {
  const length = mockSettings.listLength;
  if (!(length > 0)) return -LIST_DAYS;
  const key = `${member.id}|${length}`;
  let from = reaches.get(key);
  if (from === undefined) {
    from = -LIST_DAYS;
    let count = rosterSectors(member, from, 0).length;
    while (count < length && from > -MAX_REACH_DAYS) {
      from -= 1;
      count += daySectors(member, from).length;
    }
    reaches.set(key, from);
  }
  return from;
}

/** The first day of the crew log: the roster's first, or earlier when the list length switch reaches back. */
const earliest = (member: CrewMember) => Math.min(rosterFirst(), listFrom(member));

/** The date the list without dates starts on (the PF/PM totals without dates count the same sectors). */
export const listStart = (member: CrewMember): string => dayKey(listFrom(member));

/** Sector lists by member and range: a page request does not gather a year of days again. */
const sectorLists = new Map<string, readonly Sector[]>();

/** The member's sectors between two offsets, today at the latest, in time order. */
export function sectorsOf(member: CrewMember, from = -LIST_DAYS, to = 0): readonly Sector[] {
  const start = Math.max(from, earliest(member));
  const end = Math.min(to, 0);
  const key = `${member.id}|${start}|${end}`;
  const known = sectorLists.get(key);
  if (known) return known;
  const first = rosterFirst();
  const earlier: Sector[] = [];
  for (let offset = start; offset < first && offset <= end; offset += 1)
    earlier.push(...earlierDay(member, offset));
  const sectors = [...earlier, ...rosterSectors(member, Math.max(start, first), end)];
  if (sectorLists.size > 64) sectorLists.clear();
  sectorLists.set(key, sectors);
  return sectors;
}

export function findSector(member: CrewMember, flightId: unknown): Sector {
  const match = typeof flightId === 'string' ? /^FL(\d{4})(\d{2})(\d{2})-/.exec(flightId) : null;
  const offset = match ? offsetOfDate(`${match[1]}-${match[2]}-${match[3]}`) : Number.NaN;
  const day = offset >= earliest(member) ? daySectors(member, offset) : [];
  const sector = day.find((s) => s.flightId === flightId);
  if (!sector) throw new MockFailure('未找到该航段');
  if (offset > 0) throw new MockFailure('航班尚未执行，暂不能填写飞行日志');
  return sector;
}

/** History before yesterday comes logged, except its two most recent sectors. */
function comesLogged(member: CrewMember, s: Sector): boolean {
  if (s.offset > -2 || !s.flown) return false;
  const recent = sectorsOf(member, -LIST_DAYS, -2).filter((x) => x.flown);
  return !recent.slice(-2).some((x) => x.flightId === s.flightId);
}

// ---------- Logs ----------

/** "HH:mm" Beijing time of an instant (the crew log is written in Beijing time, whatever the airport). */
const hhmm = (iso: string): string => isoInZone(Date.parse(iso)).slice(11, 16);
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
/** Minutes from a to b on a 24-hour clock (over midnight allowed). */
const span = (a: string, b: string) => (minutesOf(b) - minutesOf(a) + 1440) % 1440;
const addMinutes = (t: string, n: number) => {
  const m = (minutesOf(t) + n + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

/** The log as it would be written from the flight's times (a template for new logs, the seed's logs). */
function draft(s: Sector): CrewLog {
  const blockOffTime = hhmm(s.actualDeparture ?? s.plannedDeparture);
  const blockOnTime = hhmm(s.actualArrival ?? s.plannedArrival);
  const takeOffTime = addMinutes(blockOffTime, 12);
  const landingTime = addMinutes(blockOnTime, -7);
  const role: CrewLogRole = pilotRole(s);
  const blockMinutes = span(blockOffTime, blockOnTime);
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
    nightMinutes: nightMinutes(s),
    instrumentMinutes: role === 'CA' ? 0 : Math.min(30, blockMinutes),
    remarks: '',
    updatedAt: null,
  };
}

/** A log of the history as the seed has it written, 40 minutes after the arrival. */
function seededLog(member: CrewMember, s: Sector): CrewLog {
  return {
    ...draft(s),
    logId: `CL-${member.code}-${s.flightDate.replace(/-/g, '')}-${s.flightNo}`,
    isNew: false,
    updatedAt: beijingText(Date.parse(s.actualArrival ?? s.plannedArrival) + 40 * 60_000),
  };
}

/** userId -> flightId -> the log the user wrote. */
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

/** The saved log of a sector: written by the user, else the seed's, else none. */
function savedLog(userId: string, member: CrewMember, s: Sector): CrewLog | undefined {
  return logs.get(userId)?.[s.flightId] ?? (comesLogged(member, s) ? seededLog(member, s) : undefined);
}

/** Offsets of a date range; without dates the last 30 days (or the list length's reach) to today. */
function rangeOf(member: CrewMember, start?: string, end?: string): [number, number] {
  const from = start ? offsetOfDate(start) : Number.NaN;
  const to = end ? offsetOfDate(end) : 0;
  return [Number.isNaN(from) ? listFrom(member) : from, Number.isNaN(to) ? 0 : to];
}

export function logList(userId: string, member: CrewMember, start?: string, end?: string): CrewLogFlight[] {
  // A copy to turn newest first: the kept list stays in time order.
  return sectorsOf(member, ...rangeOf(member, start, end))
    .slice()
    .reverse()
    .map((s) => {
      const saved = savedLog(userId, member, s);
      return {
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
        logState: saved ? 1 : 0,
        logId: saved?.logId ?? null,
      };
    });
}

export function logOf(userId: string, member: CrewMember, flightId: unknown): CrewLog {
  const sector = findSector(member, flightId);
  return savedLog(userId, member, sector) ?? draft(sector);
}

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
    if (!CLOCK_TIME.test(v)) throw new MockFailure(`${labels[key]}格式应为 24 小时制 HH:mm`);
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
  const mine = logs.get(userId) ?? {};
  logs.set(userId, mine);
  const old = savedLog(userId, member, sector);
  sequence += 1;
  const log: CrewLog = {
    ...draft(sector),
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

/** The saved logs of the sectors between two dates (default the last 30 days), oldest first. */
export function savedLogs(userId: string, member: CrewMember, start?: string, end?: string): CrewLog[] {
  return sectorsOf(member, ...rangeOf(member, start, end)).flatMap((s) => savedLog(userId, member, s) ?? []);
}
