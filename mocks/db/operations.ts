/**
 * Operational data of the company-information calls derived from the seeded flights: flight
 * adjustments (delays, cancellations, diversions), computed flight plans, and the simulator schedule.
 */
import type { FlightAdjustment, FlightPlan, SimulatorSession } from '@/api/schema/compinfo';
import type { CrewMember, Flight } from '@/api/schema/dynamics';
import {
  aircraft,
  beijingText,
  createRng,
  crewMembers,
  dayKey,
  distanceKm,
  familyOf,
  findAircraft,
  findAirport,
  flights,
  isoInZone,
  offsetOfDate,
  pad,
  routeBetween,
} from './seed';
import { rosterDays, SIM_MINUTES, type SimulatorSlot } from './roster';

const hhmm = (iso: string | null) => (iso ? iso.slice(11, 16) : '--:--');

/** Every disruption of the seeded days as an adjustment notice of the operations centre. */
export function flightAdjustments(): FlightAdjustment[] {
  return flights
    .filter(
      (f) =>
        f.status === 'delayed' || f.status === 'cancelled' || f.status === 'diverted' || f.delayMinutes > 0,
    )
    .map((f, i) => {
      const type = f.status === 'cancelled' ? '取消' : f.status === 'diverted' ? '备降' : '时刻调整';
      const after =
        f.status === 'cancelled'
          ? '航班取消'
          : f.status === 'diverted'
            ? `备降 ${f.divertedTo ?? ''}`
            : `预计 ${hhmm(f.estimatedDeparture ?? f.actualDeparture)} 起飞`;
      const publish =
        Date.parse(f.plannedDeparture) - (f.status === 'cancelled' ? 5 * 3600_000 : 70 * 60_000);
      return {
        adjustId: `ADJ${pad(i + 1, 4)}`,
        flightId: f.id,
        flightNo: f.flightNo,
        flightDate: f.flightDate,
        from: f.from,
        to: f.to,
        type,
        before: `计划 ${hhmm(f.plannedDeparture)} 起飞`,
        after,
        reason: f.delayReason ?? (f.status === 'diverted' ? '目的地天气低于标准' : '运行调整'),
        publishTime: beijingText(publish),
      };
    });
}

/** A second destination alternate per destination, where the route's own is not enough. */
const SECOND_ALTERNATE: Record<string, string> = {
  PEK: 'TSN',
  PKX: 'TSN',
  SHA: 'HGH',
  PVG: 'NGB',
  CAN: 'SZX',
  SZX: 'CAN',
  CTU: 'CKG',
  TFU: 'CKG',
  XIY: 'CGO',
  KMG: 'CTU',
  LXA: 'CTU',
  HGH: 'NGB',
  CKG: 'CTU',
};

/** Fuel (kg) and minutes from the destination to an alternate at a holding speed of about 300 kt. */
function alternateOf(
  from: string,
  code: string,
  burnPerMinute: number,
): FlightPlan['alternates'][number] | [] {
  const airport = findAirport(code);
  const origin = findAirport(from);
  if (!airport || !origin) return [];
  const distanceNm = Math.round(distanceKm(origin, airport) / 1.852);
  const minutes = Math.max(20, Math.round(distanceNm / 5) + 12);
  return {
    code: airport.code3,
    name: airport.name,
    distanceNm,
    fuel: Math.round((minutes * burnPerMinute) / 10) * 10,
    minutes,
  };
}

/**
 * The computed flight plan (OFP summary) of a flight: the fuel built up as an operator's plan is (taxi,
 * trip, 5 % contingency, the farthest alternate, 30 minutes' final reserve, extra to the dispatcher's
 * round figure), the weights against the aircraft's limits, and the planned times.
 */
export function flightPlanOf(f: Flight): FlightPlan {
  const rng = createRng(`ofp-${f.id}`);
  const route = routeBetween(f.from, f.to);
  const plane = findAircraft(f.aircraftId);
  const wide = plane?.type.startsWith('A33') || plane?.type.startsWith('B78');
  const eet = route ? route.blockMinutes - 20 : 120;
  const burn = wide ? 95 : 42;
  const tripFuel = Math.round((eet * burn) / 10) * 10;
  const codes = [...new Set([route?.alternate, SECOND_ALTERNATE[f.to]].filter((c): c is string => !!c))];
  const alternates = codes
    .filter((c) => c !== f.to && c !== f.from)
    .flatMap((c) => alternateOf(f.to, c, burn));
  const taxi = wide ? 400 : 200;
  const contingency = Math.round((tripFuel * 0.05) / 10) * 10;
  const alternateFuel = Math.max(0, ...alternates.map((a) => a.fuel));
  const finalReserve = Math.round((30 * burn * 0.9) / 10) * 10;
  const planned = taxi + tripFuel + contingency + alternateFuel + finalReserve;
  const maxFuel = plane?.maxFuel ?? 20000;
  const blockFuel = Math.min(maxFuel, Math.ceil((planned + rng.int(0, 6) * 100) / 100) * 100);
  // The load the limits allow (as a load sheet's allowed traffic load): the lowest of the zero-fuel,
  // take-off and landing limits with this fuel on board; a fuller flight is planned with less cargo.
  const zfw = Math.min(
    (plane?.oew ?? 42000) + f.payload,
    ...(plane
      ? [plane.mzfw, plane.mtow - (blockFuel - taxi), plane.mlw - (blockFuel - taxi - tripFuel)]
      : []),
  );
  const released = Date.parse(f.plannedDeparture) - 2 * 3600_000;
  const offBlock = Date.parse(f.plannedDeparture);
  const takeoff = offBlock + (wide ? 15 : 12) * 60_000;
  const landing = takeoff + eet * 60_000;
  const onBlock = landing + 8 * 60_000;
  const fromZone = findAirport(f.from)?.timeZone;
  const toZone = findAirport(f.to)?.timeZone;
  return {
    flightId: f.id,
    flightNo: f.flightNo,
    flightDate: f.flightDate,
    from: f.from,
    to: f.to,
    alternate: alternates[0]?.code ?? route?.alternate ?? '',
    alternates,
    registration: f.registration,
    aircraftType: f.aircraftType,
    routeString: route
      ? [f.from, ...route.segments.slice(1, -1).flatMap((s) => [s.airway, s.to]), f.to].join(' ')
      : '',
    cruiseLevel: eet > 150 ? 'S1130' : eet > 80 ? 'S1010' : 'S0920',
    costIndex: wide ? 40 : rng.pick([25, 30, 35]),
    eet,
    times: {
      offBlock: isoInZone(offBlock, fromZone),
      takeoff: isoInZone(takeoff, fromZone),
      landing: isoInZone(landing, toZone),
      onBlock: isoInZone(onBlock, toZone),
    },
    tripFuel,
    blockFuel,
    fuel: {
      taxi,
      trip: tripFuel,
      contingency,
      alternate: alternateFuel,
      finalReserve,
      extra: Math.max(0, blockFuel - planned),
      block: blockFuel,
    },
    zeroFuelWeight: zfw,
    takeoffWeight: zfw + blockFuel - taxi,
    landingWeight: zfw + blockFuel - taxi - tripFuel,
    limits: {
      maxZeroFuelWeight: plane?.mzfw ?? 0,
      maxTakeoffWeight: plane?.mtow ?? 0,
      maxLandingWeight: plane?.mlw ?? 0,
    },
    releasedBy: rng.pick(['韩冬', '郑凯', '吴敏', '潘越']),
    releasedAt: beijingText(released),
  };
}

const SIM_INSTRUCTORS = ['赵明', '孙志强', '李建国', '陈海涛', '周晓'];

/**
 * The simulator schedule from two weeks ago to four weeks ahead: the simulator days of every pilot's
 * roster (db/roster), the pilots on the same device and slot of a day as one session's crew, so each
 * pilot's sessions here are the simulator days of their weekly tasks.
 */
export function simulatorSchedule(me: CrewMember): SimulatorSession[] {
  const pilots = crewMembers.filter((m) => m.category === 'F');
  const sessions = new Map<string, { offset: number; slot: SimulatorSlot; crew: CrewMember[] }>();
  for (const day of pilots.flatMap((m) => rosterDays(m, -14, 28).map((d) => [m, d] as const))) {
    const [member, { offset, activity }] = day;
    const slot = activity?.session;
    if (!slot) continue;
    const key = `${offset}|${slot.device}|${slot.start}`;
    const session = sessions.get(key) ?? { offset, slot, crew: [] };
    session.crew.push(member);
    sessions.set(key, session);
  }
  return [...sessions.values()]
    .sort(
      (a, b) =>
        a.offset - b.offset || a.slot.start - b.slot.start || a.slot.device.localeCompare(b.slot.device),
    )
    .map(({ offset, slot, crew }, n) => {
      // Captains first; the instructor is one of the training centre's (not rostered on the line).
      const ordered = [...crew].sort((a, b) => Number(b.post === '机长') - Number(a.post === '机长'));
      const instructor = createRng(`instructor-${offset}-${slot.device}`).pick(SIM_INSTRUCTORS);
      const end = slot.start + SIM_MINUTES;
      return {
        scheduleId: `SIM${dayKey(offset).replace(/-/g, '')}-${pad(n + 1, 3)}`,
        date: dayKey(offset),
        startTime: `${pad(Math.floor(slot.start / 60))}:${pad(slot.start % 60)}`,
        endTime: `${pad(Math.floor(end / 60) % 24)}:${pad(end % 60)}`,
        device: slot.device,
        location: slot.location,
        trainingType: slot.trainingType,
        instructor,
        crew: ordered.map((m) => m.name),
        mine: crew.some((m) => m.id === me.id),
        state: offset < 0 ? 2 : offset === 0 ? 1 : 0,
      } satisfies SimulatorSession;
    });
}

/** Hours flown on each aircraft type, shared out from the member's total by qualification. */
export function hoursByType(me: CrewMember): Array<{ aircraftType: string; hours: number }> {
  const types = [...new Set(aircraft.map((a) => a.type))].filter((t) =>
    me.qualifiedTypes.includes(familyOf(t)),
  );
  const list = types.length > 0 ? types : [aircraft[0]?.type ?? 'A320'];
  const rng = createRng(`types-${me.code}`);
  let left = me.totalHours;
  return list.map((aircraftType, i) => {
    const hours = i === list.length - 1 ? left : Math.round(left * (0.4 + rng.next() * 0.4));
    left -= hours;
    return { aircraftType, hours };
  });
}

export const isPast = (f: Flight) => offsetOfDate(f.flightDate) < 0;
