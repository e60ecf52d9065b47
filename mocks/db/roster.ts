/**
 * The roster: what each crew member does on each day, from the one source every duty screen reads
 * (weekly tasks, the personal centre's week and its calendar export, flight hours and duty time, the
 * crew log, the missions of online preparation).
 *
 * - Yesterday to the day after tomorrow (the days the flight data holds): the seeded flights the member
 *   is crew on, else rest. These flights are the missions, with their preparation and their details.
 * - Earlier days, back to the first day of the month eleven months ago (twelve months of flight hours):
 *   a generated day, flown as planned, give or take a few minutes.
 * - Later days, up to four weeks ahead (the published roster): a generated day, planned only; its
 *   flights become missions once the flight data holds their day.
 *
 * A generated day is deterministic per member and date. The four demo accounts fly as one crew: their
 * generated days are drawn together, so they are on the same flights, as on the seeded days.
 */
import type { CrewDuty, CrewMember, Flight, FlightStatus } from '@/api/schema/dynamics';
import type { TaskKind } from '@/api/schema/flightdata';
import { aircraft } from './aircraft';
import { airportOf, distanceKm } from './airports';
import { beijingAt, dayKey, isoInZone, offsetOfDate } from './clock';
import { crewRoleOf, DEMO_CREW, familyOf } from './crew';
import { findFlight, flightsOfCrew } from './flights';
import { createRng, pad } from './random';
import { blockMinutesFor } from './routes';
import { timetable } from './timetable';
import { AIRLINE } from './company';

const MIN = 60_000;

/** Days the flight data holds (yesterday to the day after tomorrow): seeded flights, missions. */
export const SEEDED_FIRST = -1;
export const SEEDED_LAST = 2;
/** The published roster reaches four weeks ahead. */
export const ROSTER_LAST = 27;

/** The first day of the month eleven months ago: twelve calendar months of flight hours. */
export function rosterFirst(): number {
  const [y, m] = dayKey(0).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - 11;
  return offsetOfDate(`${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`);
}

/** One flight leg of a member's roster. */
export interface RosterSector {
  /** `FL<yyyymmdd>-HG<no>`, the flight id of the dynamics data on the seeded days. */
  flightId: string;
  flightNo: string;
  flightDate: string;
  offset: number;
  from: string;
  to: string;
  aircraftType: string;
  registration: string;
  /** ISO in the airport's zone. */
  plannedDeparture: string;
  plannedArrival: string;
  actualDeparture: string | null;
  actualArrival: string | null;
  duty: CrewDuty;
  status: FlightStatus;
  /** The flight is in the flight data (dynamics details, a mission with its preparation). */
  seeded: boolean;
  /** Landed (only then it counts in flight hours and can be logged). */
  flown: boolean;
}

/** A day of duty other than flying. */
export interface RosterActivity {
  title: string;
  /** Beijing minutes after midnight. */
  from: number;
  to: number;
  location: string;
  /** A simulator session: the one the simulator schedule lists (db/operations). */
  session?: SimulatorSlot;
}

/** A four-hour simulator session: pilots drawn to the same device and slot of a day train together. */
export interface SimulatorSlot {
  device: string;
  location: string;
  /** Beijing minutes after midnight. */
  start: number;
  trainingType: string;
}

const SIMULATORS: Record<string, string[]> = {
  A320系列: ['A320 全动模拟机 FFS-1', 'A320 全动模拟机 FFS-2'],
  B737: ['B737-800 全动模拟机 FFS-3'],
  A330: ['A330 全动模拟机 FFS-4'],
  B787: ['B787 全动模拟机 FFS-5'],
};
const SIM_SLOTS = [8 * 60, 13 * 60, 19 * 60];
const SIM_TRAINING = [
  '复训（第一阶段）',
  '复训（第二阶段）',
  '熟练检查',
  '本场训练',
  '转机型训练',
  '高原特殊机场训练',
];
export const SIM_MINUTES = 4 * 60;

function simulatorSlot(family: string, rng: ReturnType<typeof createRng>, date: string): SimulatorSlot {
  const devices = SIMULATORS[family] ?? SIMULATORS['A320系列']!;
  const device = rng.pick(devices);
  const start = rng.pick(SIM_SLOTS);
  // Pilots on the same device and slot are one session, whose training the day and slot decide.
  const training = createRng(`simulator-${date}-${device}-${start}`).pick(SIM_TRAINING);
  return {
    device,
    location: device.startsWith('B737') ? '成都训练中心' : '北京训练中心',
    start,
    trainingType: training,
  };
}

/** The demo crew's pilots have a simulator session nine days ago and one six days ahead. */
const DEMO_SIMULATOR_DAYS = [-9, 6];

export interface RosterDay {
  date: string;
  offset: number;
  kind: TaskKind;
  /** The legs of a flight day (cancelled ones included, as the flight data has them). */
  sectors: RosterSector[];
  /** What a standby, training, simulator or exam day holds; null on flight and rest days. */
  activity: RosterActivity | null;
}

/** Minutes off-blocks to on-blocks: actual once flown, planned before; a cancelled leg has none. */
export function blockMinutes(s: RosterSector): number {
  if (s.status === 'cancelled') return 0;
  const off = Date.parse(s.flown ? (s.actualDeparture ?? s.plannedDeparture) : s.plannedDeparture);
  const on = Date.parse(s.flown ? (s.actualArrival ?? s.plannedArrival) : s.plannedArrival);
  return Math.max(0, Math.round((on - off) / MIN));
}

/** Night time of a leg: most of it when it leaves after 18:00 or before 06:00 (Beijing). */
export function nightMinutes(s: RosterSector): number {
  const hour = Number(isoInZone(Date.parse(s.actualDeparture ?? s.plannedDeparture)).slice(11, 13));
  return hour >= 18 || hour < 6 ? Math.round(blockMinutes(s) * 0.6) : 0;
}

/** Pilots fly one leg and monitor the other: the captain flies the outbound (odd) numbers. */
export function pilotRole(s: RosterSector): 'PF' | 'PM' | 'CA' {
  if (s.duty !== 'captain' && s.duty !== 'firstOfficer') return 'CA';
  const outbound = Number(s.flightNo.slice(-1)) % 2 === 1;
  return outbound === (s.duty === 'captain') ? 'PF' : 'PM';
}

/** Report 90 minutes before the first departure (120 abroad), released 30 minutes after the last arrival. */
export function reportMinutesBefore(from: string, to: string): number {
  return airportOf(from).international || airportOf(to).international ? 120 : 90;
}
export const RELEASE_MINUTES = 30;

// ---------- Seeded days ----------

function seededSector(f: Flight, member: CrewMember): RosterSector {
  return {
    flightId: f.id,
    flightNo: f.flightNo,
    flightDate: f.flightDate,
    offset: offsetOfDate(f.flightDate),
    from: f.from,
    to: f.to,
    aircraftType: f.aircraftType,
    registration: f.registration,
    plannedDeparture: f.plannedDeparture,
    plannedArrival: f.plannedArrival,
    actualDeparture: f.actualDeparture,
    actualArrival: f.actualArrival,
    duty: f.crew.find((c) => c.crewId === member.id)?.duty ?? 'cabinCrew',
    status: f.status,
    seeded: true,
    flown: f.status === 'arrived' || f.status === 'diverted',
  };
}

// ---------- Generated days ----------

const BASE_AIRPORT: Record<string, string> = { 北京: 'PEK', 上海: 'SHA', 成都: 'CTU', 广州: 'CAN' };
const DEMO_IDS = new Set(Object.values(DEMO_CREW).map((m) => m.id));

/** Who draws a day together: the demo crew as one, everyone else alone. */
function teamOf(member: CrewMember) {
  const pilot = member.category === 'F';
  if (DEMO_IDS.has(member.id)) return { seed: 'demo-crew', base: 'PEK', family: 'A320系列', pilot };
  return {
    seed: member.id,
    base: BASE_AIRPORT[member.base] ?? 'PEK',
    family: pilot ? (member.qualifiedTypes[0] ?? 'A320系列') : null,
    pilot,
  };
}

function generatedDay(member: CrewMember, offset: number): RosterDay {
  const date = dayKey(offset);
  const team = teamOf(member);
  const rng = createRng(`roster-${team.seed}-${date}`);
  const drawn = rng.weighted<TaskKind>([
    ['flight', 40],
    ['rest', 32],
    ['standby', 12],
    ['training', 6],
    ['simulator', 6],
    ['exam', 4],
  ]);
  const simulator =
    drawn === 'simulator' || (team.seed === 'demo-crew' && DEMO_SIMULATOR_DAYS.includes(offset));
  // Only pilots train in the simulator; the rest of a crew drawn together trains on the ground.
  const kind: TaskKind = simulator ? (team.pilot ? 'simulator' : 'training') : drawn;
  const day = (activity: RosterActivity | null): RosterDay => ({
    date,
    offset,
    kind,
    sectors: [],
    activity,
  });
  switch (kind) {
    case 'flight':
      return { ...day(null), sectors: generatedLegs(member, offset, team, rng) };
    case 'standby':
      return day({ title: '机场备份', from: 6 * 60, to: 18 * 60, location: `${member.base}运行控制中心` });
    case 'training':
      return day({
        title: team.pilot ? '年度地面理论复训' : '应急生存复训',
        from: 9 * 60,
        to: 17 * 60,
        location: '训练中心',
      });
    case 'simulator': {
      const session = simulatorSlot(team.family ?? 'A320系列', rng, date);
      return day({
        title: `${session.trainingType}（模拟机）`,
        from: session.start,
        to: session.start + SIM_MINUTES,
        location: `${session.location} ${session.device}`,
        session,
      });
    }
    case 'exam':
      return day({ title: '季度安全知识考试', from: 10 * 60, to: 11 * 60, location: '线上' });
    default:
      return day(null);
  }
}

function generatedLegs(
  member: CrewMember,
  offset: number,
  team: ReturnType<typeof teamOf>,
  rng: ReturnType<typeof createRng>,
): RosterSector[] {
  const ofFamily = timetable.filter((r) => team.family === null || r.family === team.family);
  const fromBase = ofFamily.filter((r) => r.base === team.base);
  const pool = fromBase.length > 0 ? fromBase : ofFamily.length > 0 ? ofFamily : timetable;
  const rotation = rng.pick(pool);
  const fleet = aircraft.filter((a) => familyOf(a.type) === rotation.family);
  const plane = rng.pick(fleet.length > 0 ? fleet : aircraft);
  // A long-haul rotation is one leg a day, its direction alternating by day (as the flight data has it).
  const outboundDay = (offset + 10) % 2 === 0;
  const legs: Array<[string, string, number]> = rotation.longHaul
    ? outboundDay
      ? [[rotation.base, rotation.dest, rotation.number]]
      : [[rotation.dest, rotation.base, rotation.number + 1]]
    : [
        [rotation.base, rotation.dest, rotation.number],
        [rotation.dest, rotation.base, rotation.number + 1],
      ];
  const turn = rotation.family === 'A330' ? 90 : 55;
  const past = offset < SEEDED_FIRST;
  const duty = (crewRoleOf.get(member.id) ?? 'cabinCrew') as CrewDuty;
  let dep = beijingAt(offset, rotation.longHaul && !outboundDay ? 90 : rotation.departure);
  const out: RosterSector[] = [];
  for (const [from, to, number] of legs) {
    const block = blockMinutesFor(distanceKm(airportOf(from), airportOf(to)));
    const arr = dep + block * MIN;
    const late = rng.int(-5, 25) * MIN;
    const flightNo = `${AIRLINE.code}${number}`;
    out.push({
      flightId: `FL${dayKey(offset).replace(/-/g, '')}-${flightNo}`,
      flightNo,
      flightDate: dayKey(offset),
      offset,
      from,
      to,
      aircraftType: plane.type,
      registration: plane.registration,
      plannedDeparture: isoInZone(dep, airportOf(from).timeZone),
      plannedArrival: isoInZone(arr, airportOf(to).timeZone),
      actualDeparture: past ? isoInZone(dep + late, airportOf(from).timeZone) : null,
      actualArrival: past ? isoInZone(arr + late - rng.int(0, 10) * MIN, airportOf(to).timeZone) : null,
      duty,
      status: past ? 'arrived' : 'planned',
      seeded: false,
      flown: past,
    });
    dep = arr + turn * MIN;
  }
  return out;
}

// ---------- The roster ----------

/**
 * Flight time a month's roster stays under: the CCAR-121 limit is 100 hours a month (and 900 a year),
 * and a roster keeps a margin for delays. A flight day that would pass it becomes a rest day.
 */
export const MONTH_PLAN_MINUTES = 72 * 60;

const plannedMinutes = (legs: RosterSector[]) =>
  legs.reduce((sum, s) => (s.status === 'cancelled' ? sum : sum + blockMinutes(s)), 0);

function seededDay(member: CrewMember, offset: number): RosterDay {
  const date = dayKey(offset);
  const sectors = flightsOfCrew(member.id)
    .filter((f) => f.flightDate === date)
    .map((f) => seededSector(f, member));
  return { date, offset, kind: sectors.length > 0 ? 'flight' : 'rest', sectors, activity: null };
}

const memo = new Map<string, RosterDay>();

/** Rosters a whole calendar month of the member at once, in order, so the month stays under its plan. */
function rosterMonth(member: CrewMember, offset: number): void {
  const month = dayKey(offset).slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = offsetOfDate(`${month}-01`);
  const next = offsetOfDate(`${m === 12 ? y + 1 : y}-${pad(m === 12 ? 1 : m + 1)}-01`);
  let minutes = 0;
  for (let o = first; o < next; o += 1) {
    let day: RosterDay;
    if (o >= SEEDED_FIRST && o <= SEEDED_LAST) day = seededDay(member, o);
    else {
      day = generatedDay(member, o);
      if (day.kind === 'flight' && minutes + plannedMinutes(day.sectors) > MONTH_PLAN_MINUTES)
        day = { ...day, kind: 'rest', sectors: [] };
    }
    minutes += plannedMinutes(day.sectors);
    memo.set(`${member.id}|${o}`, day);
  }
}

/** The member's day `offset` days from today; null outside the roster (before its first day, after its last). */
export function rosterDay(member: CrewMember, offset: number): RosterDay | null {
  if (!(offset >= rosterFirst() && offset <= ROSTER_LAST)) return null;
  const key = `${member.id}|${offset}`;
  if (!memo.has(key)) rosterMonth(member, offset);
  return memo.get(key) ?? null;
}

/** The member's roster days between two offsets (inclusive), the days outside the roster left out. */
export function rosterDays(member: CrewMember, from: number, to: number): RosterDay[] {
  const out: RosterDay[] = [];
  for (let offset = Math.max(from, rosterFirst()); offset <= Math.min(to, ROSTER_LAST); offset += 1) {
    const day = rosterDay(member, offset);
    if (day) out.push(day);
  }
  return out;
}

/** The legs of the member's roster between two offsets, in time order. */
export function rosterSectors(member: CrewMember, from: number, to: number): RosterSector[] {
  return rosterDays(member, from, to)
    .flatMap((d) => d.sectors)
    .sort((a, b) => Date.parse(a.plannedDeparture) - Date.parse(b.plannedDeparture));
}

/** The flights of the member's roster that are missions (in the flight data), from `fromOffset` on. */
export function missionFlightsOf(member: CrewMember, fromOffset = 0): Flight[] {
  return rosterSectors(member, Math.max(fromOffset, SEEDED_FIRST), SEEDED_LAST)
    .filter((s) => s.seeded)
    .flatMap((s) => findFlight(s.flightId) ?? []);
}
