/**
 * Flights of yesterday, today, tomorrow and the day after: the daily timetable flown by the fleet,
 * 50 a day (200 in all), each with aircraft, crew, times, status, load and handling data. Statuses are
 * computed against the moment the server started. The volume switch (mockSettings.volume) adds
 * generated flights to a day for benchmarks; they are resolvable by id like the seeded ones.
 */
import type {
  Aircraft,
  CrewDuty,
  DayKey,
  Flight,
  FlightCrewAssignment,
  FlightStatus,
  PassengerFigures,
} from '@/api/schema/dynamics';
import { aircraft } from './aircraft';
import { airportOf, distanceKm } from './airports';
import { beijingAt, DAY_KEY_LIST, DAY_KEYS, dayKey, isoInZone, offsetOfDate, serverStart } from './clock';
import { crewMembers, crewRoleOf, DEMO_CREW, familyOf, type CrewRole } from './crew';
import { AIRLINE } from './company';
import { createRng, pad, type Rng } from './random';
import { blockMinutesFor, routeBetween, routes } from './routes';
import { timetable, type Rotation } from './timetable';

const MIN = 60_000;

export const DELAY_REASONS = [
  '天气原因（目的地雷雨）',
  '流量控制',
  '前序航班延误',
  '机械故障排查',
  '旅客原因（办理手续晚到）',
  '空管原因',
  '机场保障原因（除冰排队）',
  '军事活动',
  '航班时刻调整',
];

const DUTY_TEXT: Record<CrewDuty, string> = {
  captain: '机长',
  firstOfficer: '副驾驶',
  purser: '乘务长',
  cabinCrew: '乘务员',
  securityOfficer: '航空安全员',
};
export const dutyText = (duty: CrewDuty): string => DUTY_TEXT[duty];

export const STATUS_TEXT: Record<FlightStatus, string> = {
  planned: '计划',
  departed: '起飞',
  arrived: '到达',
  delayed: '延误',
  cancelled: '取消',
  diverted: '备降',
};

/** Flights the seed holds per day key (the timetable). */
export const SEEDED_PER_DAY = timetable.reduce((n, r) => n + (r.longHaul ? 1 : 2), 0);

const familyOfAircraft = (a: Aircraft) => familyOf(a.type);
/** Orders flights by the instant of their planned departure (offsets differ abroad). */
export const byDeparture = (a: Flight, b: Flight): number =>
  Date.parse(a.plannedDeparture) - Date.parse(b.plannedDeparture);
const idOf = (date: string, suffix: string) => `FL${date.replace(/-/g, '')}-${suffix}`;

interface Disruption {
  kind: 'none' | 'delay' | 'cancel' | 'divert';
  minutes: number;
  reason: string | null;
}

function passengersFor(plane: Aircraft, rng: Rng, international: boolean): PassengerFigures {
  const factor = 0.62 + rng.next() * 0.36;
  const business = Math.min(
    plane.seats.business,
    Math.round(plane.seats.business * (0.4 + rng.next() * 0.6)),
  );
  const first = Math.min(plane.seats.first, Math.round(plane.seats.first * rng.next()));
  const economy = Math.round(plane.seats.economy * factor);
  const seated = first + business + economy;
  const children = Math.round(seated * (0.02 + rng.next() * (international ? 0.03 : 0.05)));
  const infants = rng.int(0, Math.max(1, Math.round(seated / 60)));
  return { first, business, economy, adults: seated - children, children, infants, total: seated + infants };
}

function loadFigures(plane: Aircraft, rng: Rng, km: number, international: boolean) {
  const passengers = passengersFor(plane, rng, international);
  const wide = plane.mtow > 150000;
  const cargo = wide ? rng.int(4000, 16000) : rng.int(300, 3200);
  const mail = rng.int(0, wide ? 900 : 260);
  const baggage = Math.round(
    (passengers.adults + passengers.children) * (international ? 18 : 11) * (0.8 + rng.next() * 0.4),
  );
  const payload =
    passengers.adults * 75 + passengers.children * 38 + passengers.infants * 10 + baggage + cargo + mail;
  const fuel = Math.min(
    plane.maxFuel,
    Math.round((km * (wide ? 7.2 : 3.1) + (wide ? 7500 : 3200)) / 100) * 100,
  );
  return { passengers, cargo, mail, baggage, payload, fuel };
}

function disruptionFor(rng: Rng): Disruption {
  const kind = rng.weighted<Disruption['kind']>([
    ['none', 78],
    ['delay', 15],
    ['cancel', 4],
    ['divert', 3],
  ]);
  if (kind === 'none') return { kind, minutes: 0, reason: null };
  if (kind === 'delay') return { kind, minutes: rng.int(4, 36) * 5, reason: rng.pick(DELAY_REASONS) };
  if (kind === 'cancel')
    return { kind, minutes: 0, reason: rng.pick(['天气原因', '飞机调配', '航班计划调整', '流量控制']) };
  return { kind, minutes: 0, reason: rng.pick(['目的地天气低于标准', '旅客突发疾病', '目的地跑道临时关闭']) };
}

interface LegInput {
  id: string;
  flightNo: string;
  offset: number;
  from: string;
  to: string;
  plannedDep: number;
  plane: Aircraft;
  crew: FlightCrewAssignment[];
  disruption: Disruption;
  rng: Rng;
}

function buildLeg(input: LegInput): Flight {
  const { rng, plane, disruption } = input;
  const from = airportOf(input.from);
  const to = airportOf(input.to);
  const km = distanceKm(from, to);
  const block = blockMinutesFor(km);
  const route = routeBetween(input.from, input.to) ?? routes[0];
  const plannedArr = input.plannedDep + block * MIN;
  const delay = disruption.kind === 'delay' ? disruption.minutes : 0;
  const estDep = input.plannedDep + delay * MIN;
  const cancelled = disruption.kind === 'cancel';
  let actualDep: number | null = null;
  let actualArr: number | null = null;
  let divertedTo: string | null = null;
  if (!cancelled && estDep + 5 * MIN <= serverStart) {
    actualDep = estDep + rng.int(-3, 8) * MIN;
    const landing = actualDep + (block + rng.int(-12, 10)) * MIN;
    if (disruption.kind === 'divert' && route) divertedTo = route.alternate;
    if (landing <= serverStart) actualArr = landing + (divertedTo ? rng.int(-25, 15) * MIN : 0);
  }
  let status: FlightStatus;
  if (cancelled) status = 'cancelled';
  else if (divertedTo && actualArr) status = 'diverted';
  else if (actualArr) status = 'arrived';
  else if (actualDep) status = 'departed';
  else status = delay > 0 ? 'delayed' : 'planned';
  const load = loadFigures(plane, rng, km, from.international || to.international);
  const arrZone = divertedTo ? airportOf(divertedTo).timeZone : to.timeZone;
  const gateLetter = rng.pick(['A', 'B', 'C', 'D', 'E']);
  return {
    id: input.id,
    flightNo: input.flightNo,
    flightDate: dayKey(input.offset),
    dayKey: DAY_KEY_LIST[input.offset + 1] as DayKey,
    aircraftId: plane.id,
    aircraftType: plane.type,
    registration: plane.registration,
    routeId: route?.id ?? '',
    from: input.from,
    to: input.to,
    divertedTo: divertedTo && actualArr ? divertedTo : null,
    plannedDeparture: isoInZone(input.plannedDep, from.timeZone),
    plannedArrival: isoInZone(plannedArr, to.timeZone),
    estimatedDeparture: delay > 0 && !cancelled ? isoInZone(estDep, from.timeZone) : null,
    estimatedArrival: delay > 0 && !cancelled ? isoInZone(plannedArr + delay * MIN, to.timeZone) : null,
    actualDeparture: actualDep ? isoInZone(actualDep, from.timeZone) : null,
    actualArrival: actualArr ? isoInZone(actualArr, arrZone) : null,
    status,
    delayMinutes: cancelled ? 0 : delay,
    delayReason: disruption.kind === 'none' ? null : disruption.reason,
    gate: `${gateLetter}${pad(rng.int(1, 68))}`,
    stand: String(rng.int(101, 599)),
    arrivalStand: String(rng.int(101, 599)),
    carousel: String(rng.int(1, 36)),
    payload: cancelled ? 0 : load.payload,
    passengers: cancelled
      ? { first: 0, business: 0, economy: 0, adults: 0, children: 0, infants: 0, total: 0 }
      : load.passengers,
    cargo: cancelled ? 0 : load.cargo,
    mail: cancelled ? 0 : load.mail,
    baggage: cancelled ? 0 : load.baggage,
    fuel: load.fuel,
    crew: input.crew,
  };
}

// ---------- Crew rostering ----------

const DEMO_IDS = new Set(Object.values(DEMO_CREW).map((m) => m.id));

interface Slot {
  role: CrewRole;
  duty: CrewDuty;
}
function slotsFor(family: string, longHaul: boolean): Slot[] {
  const wide = family === 'A330' || family === 'B787';
  const slots: Slot[] = [
    { role: 'captain', duty: 'captain' },
    ...(longHaul ? [{ role: 'captain', duty: 'captain' } as Slot] : []),
    { role: 'firstOfficer', duty: 'firstOfficer' },
    { role: 'purser', duty: 'purser' },
  ];
  for (let i = 0; i < (wide ? 6 : 3); i += 1) slots.push({ role: 'cabinCrew', duty: 'cabinCrew' });
  for (let i = 0; i < (wide ? 2 : 1); i += 1)
    slots.push({ role: 'securityOfficer', duty: 'securityOfficer' });
  return slots;
}

type Busy = Map<string, Array<[number, number]>>;

function roster(
  family: string,
  longHaul: boolean,
  window: [number, number],
  busy: Busy,
  rng: Rng,
  preset: Partial<Record<CrewDuty, string>>,
): FlightCrewAssignment[] {
  const taken = new Set<string>();
  const out: FlightCrewAssignment[] = [];
  for (const slot of slotsFor(family, longHaul)) {
    const presetId = preset[slot.duty];
    let chosen: string | undefined = presetId && !taken.has(presetId) ? presetId : undefined;
    if (!chosen) {
      const qualified = crewMembers.filter(
        (m) =>
          crewRoleOf.get(m.id) === slot.role &&
          !DEMO_IDS.has(m.id) &&
          !taken.has(m.id) &&
          (m.category !== 'F' || m.qualifiedTypes.includes(family)),
      );
      const free = qualified.filter(
        (m) => !(busy.get(m.id) ?? []).some(([s, e]) => s < window[1] && window[0] < e),
      );
      const pool = free.length ? free : qualified;
      chosen = pool.length ? rng.pick(pool).id : undefined;
    }
    if (!chosen) continue;
    taken.add(chosen);
    busy.set(chosen, [...(busy.get(chosen) ?? []), window]);
    out.push({ crewId: chosen, duty: slot.duty });
  }
  return out;
}

// ---------- The seeded days ----------

/** Which rotation the demo crew flies each day (by outbound flight number). */
function demoRotation(offset: number): number | null {
  if (offset === -1) return 1351;
  if (offset === 1) return 1401;
  if (offset === 2) return 1201;
  // Today: the first PEK A320-family rotation still ahead (at least 90 min away), else the last one.
  const candidates = timetable
    .filter((r) => r.base === 'PEK' && r.family === 'A320系列' && !r.longHaul)
    .sort((a, b) => a.departure - b.departure);
  const ahead = candidates.find((r) => beijingAt(0, r.departure) - serverStart >= 90 * MIN);
  return (ahead ?? candidates[candidates.length - 1])?.number ?? null;
}

function buildDay(offset: number): Flight[] {
  const rng = createRng(`flights-day-${offset}`);
  const date = dayKey(offset);
  const busy: Busy = new Map();
  const planeFree = new Map<string, number>();
  const shuffled = rng.shuffle(aircraft);
  const out: Flight[] = [];
  const demoNumber = demoRotation(offset);
  for (const rotation of [...timetable].sort((a, b) => a.departure - b.departure)) {
    const outbound = rotation.longHaul && ((offset + 10) % 2 === 1 ? false : true);
    const legs: Array<[string, string, number]> = rotation.longHaul
      ? outbound
        ? [[rotation.base, rotation.dest, rotation.number]]
        : [[rotation.dest, rotation.base, rotation.number + 1]]
      : [
          [rotation.base, rotation.dest, rotation.number],
          [rotation.dest, rotation.base, rotation.number + 1],
        ];
    // The inbound long-haul leg leaves Europe in the evening, which is early morning in Beijing.
    const firstDep = beijingAt(offset, rotation.longHaul && !outbound ? 90 : rotation.departure);
    const legBlocks = legs.map(([f, t]) => blockMinutesFor(distanceKm(airportOf(f), airportOf(t))));
    const turn = rotation.family === 'A330' ? 90 : 55;
    const lastArr = firstDep + (legBlocks.reduce((a, b) => a + b, 0) + turn * (legs.length - 1)) * MIN;
    const plane = pickPlane(rotation, shuffled, planeFree, firstDep, rng);
    planeFree.set(plane.id, lastArr + 40 * MIN);
    const isDemo = rotation.number === demoNumber;
    const crew = roster(
      rotation.family,
      Boolean(rotation.longHaul),
      [firstDep - 90 * MIN, lastArr + 30 * MIN],
      busy,
      rng,
      isDemo
        ? {
            captain: DEMO_CREW.pilot.id,
            firstOfficer: DEMO_CREW.copilot.id,
            purser: DEMO_CREW.cabin.id,
            securityOfficer: DEMO_CREW.security.id,
          }
        : {},
    );
    // One disruption per rotation: a late outbound delays the return, a cancelled one cancels both.
    let disruption = disruptionFor(rng);
    if (isDemo && offset >= 0) disruption = { kind: 'none', minutes: 0, reason: null };
    // Make sure the data always holds a diverted flight, whatever the PRNG rolled.
    if (offset === -1 && rotation.number === 1451)
      disruption = { kind: 'divert', minutes: 0, reason: '目的地天气低于标准' };
    let dep = firstDep;
    legs.forEach(([from, to, number], i) => {
      const legDisruption: Disruption =
        i === 0
          ? disruption
          : disruption.kind === 'delay' && disruption.minutes > turn - 30
            ? { kind: 'delay', minutes: disruption.minutes - (turn - 30), reason: '前序航班延误' }
            : disruption.kind === 'cancel'
              ? disruption
              : { kind: 'none', minutes: 0, reason: null };
      const flightNo = `${AIRLINE.code}${number}`;
      out.push(
        buildLeg({
          id: idOf(date, flightNo),
          flightNo,
          offset,
          from,
          to,
          plannedDep: dep,
          plane,
          crew,
          disruption: legDisruption,
          rng,
        }),
      );
      dep += ((legBlocks[i] ?? 0) + turn) * MIN;
    });
  }
  return out.sort(byDeparture);
}

function pickPlane(
  rotation: Rotation,
  fleet: Aircraft[],
  free: Map<string, number>,
  dep: number,
  rng: Rng,
): Aircraft {
  const ofFamily = fleet.filter((a) => familyOfAircraft(a) === rotation.family);
  const available = ofFamily.filter((a) => (free.get(a.id) ?? 0) <= dep);
  return available[0] ?? rng.pick(ofFamily.length ? ofFamily : fleet);
}

/** The seed: 50 flights for each of yesterday, today, tomorrow and the day after. */
export const flights: Flight[] = DAY_KEY_LIST.flatMap((key) => buildDay(DAY_KEYS[key]));

const seededById = new Map(flights.map((f) => [f.id, f]));
const seededByDay = new Map<DayKey, Flight[]>(
  DAY_KEY_LIST.map((key) => [key, flights.filter((f) => f.dayKey === key)]),
);

// ---------- Volume: generated extra flights ----------

const extraCache = new Map<string, Flight>();

function extraFlight(offset: number, index: number): Flight {
  const date = dayKey(offset);
  const id = idOf(date, `X${pad(index, 4)}`);
  const cached = extraCache.get(id);
  if (cached) return cached;
  const rng = createRng(`extra-${offset}-${index}`);
  const route = rng.pick(routes);
  const plane = rng.pick(aircraft.filter((a) => familyOfAircraft(a) !== 'B787'));
  const dep = beijingAt(offset, rng.int(6 * 12, 23 * 12) * 5);
  const flight = buildLeg({
    id,
    flightNo: `${AIRLINE.code}${7000 + (index % 2900)}`,
    offset,
    from: route.from,
    to: route.to,
    plannedDep: dep,
    plane,
    crew: roster(
      familyOfAircraft(plane),
      false,
      [dep - 90 * MIN, dep + route.blockMinutes * MIN],
      new Map(),
      rng,
      {},
    ),
    disruption: disruptionFor(rng),
    rng,
  });
  extraCache.set(id, flight);
  return flight;
}

/** The flights of a day key as the list serves them: the seeded ones, then generated ones up to volume. */
/** Generated days by day key and volume: a real backend has its day indexed, not rebuilt per call. */
const generatedDays = new Map<string, Flight[]>();

export function flightsOfDay(key: DayKey, volume: number): Flight[] {
  const seeded = seededByDay.get(key) ?? [];
  if (volume <= seeded.length) return seeded.slice(0, Math.max(0, volume));
  const memo = `${key}#${volume}`;
  const known = generatedDays.get(memo);
  if (known) return known;
  const offset = DAY_KEYS[key];
  const extra: Flight[] = [];
  for (let i = 0; i < volume - seeded.length; i += 1) extra.push(extraFlight(offset, i));
  const day = [...seeded, ...extra].sort(byDeparture);
  if (generatedDays.size > 8) generatedDays.clear();
  generatedDays.set(memo, day);
  return day;
}

/** A seeded or generated flight by id. */
export function findFlight(id: string | null | undefined): Flight | undefined {
  if (!id) return undefined;
  const seeded = seededById.get(id);
  if (seeded) return seeded;
  const match = /^FL(\d{4})(\d{2})(\d{2})-X(\d{4,})$/.exec(id);
  if (!match) return undefined;
  const offset = offsetOfDate(`${match[1]}-${match[2]}-${match[3]}`);
  if (!(offset >= -1 && offset <= 2)) return undefined;
  return extraFlight(offset, Number(match[4]));
}

/** Seeded flights a crew member is on, in time order. */
export function flightsOfCrew(crewId: string): Flight[] {
  return flights.filter((f) => f.crew.some((c) => c.crewId === crewId));
}

/** Previous leg flown by the same aircraft on the same day. */
export function inboundOf(flight: Flight): Flight | undefined {
  const sameDay = seededByDay.get(flight.dayKey) ?? [];
  return sameDay
    .filter(
      (f) =>
        f.aircraftId === flight.aircraftId &&
        Date.parse(f.plannedArrival) <= Date.parse(flight.plannedDeparture) &&
        f.to === flight.from,
    )
    .sort((a, b) => Date.parse(b.plannedArrival) - Date.parse(a.plannedArrival))[0];
}
