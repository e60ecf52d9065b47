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
  const zfw = (plane?.oew ?? 42000) + f.payload;
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

const DEVICES = [
  'A320 全动模拟机 FFS-1',
  'A320 全动模拟机 FFS-2',
  'B737-800 全动模拟机 FFS-3',
  'A330 全动模拟机 FFS-4',
];
const TRAINING = [
  '复训（第一阶段）',
  '复训（第二阶段）',
  '熟练检查',
  '本场训练',
  '转机型训练',
  '高原特殊机场训练',
];

/**
 * Simulator sessions from two weeks ago to four weeks ahead: four-hour slots on each device, pilots
 * paired captain + first officer; the demo pilot has one in the past and one coming up.
 */
export function simulatorSchedule(me: CrewMember): SimulatorSession[] {
  const rng = createRng('simulator');
  const captains = crewMembers.filter((m) => m.post === '机长');
  const officers = crewMembers.filter((m) => m.post === '副驾驶');
  const instructors = captains.filter((m) => m.roles.includes('教员'));
  const out: SimulatorSession[] = [];
  for (let offset = -14; offset <= 28; offset += 1) {
    for (const [slot, start] of [
      [0, '08:00'],
      [1, '13:00'],
      [2, '19:00'],
    ] as const) {
      if (!rng.chance(0.45)) continue;
      const device = DEVICES[(offset + 14 + slot) % DEVICES.length] as string;
      const captain = rng.pick(captains);
      const officer = rng.pick(officers);
      const instructor = rng.pick(instructors.length ? instructors : captains);
      out.push(
        session(
          out.length,
          offset,
          start,
          device,
          rng.pick(TRAINING),
          instructor.name,
          [captain.name, officer.name],
          false,
        ),
      );
    }
  }
  if (me.category === 'F') {
    out.push(
      session(
        out.length,
        -9,
        '13:00',
        DEVICES[0] as string,
        '复训（第一阶段）',
        '赵明',
        [me.name, '陈昊'],
        true,
      ),
    );
    out.push(
      session(
        out.length,
        6,
        '08:00',
        DEVICES[1] as string,
        '复训（第二阶段）',
        '赵明',
        [me.name, '陈昊'],
        true,
      ),
    );
  }
  return out
    .map((s) => ({ ...s, mine: s.crew.includes(me.name) }))
    .sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
}

function session(
  n: number,
  offset: number,
  start: string,
  device: string,
  trainingType: string,
  instructor: string,
  crew: string[],
  mine: boolean,
): SimulatorSession {
  const hour = Number(start.slice(0, 2)) + 4;
  return {
    scheduleId: `SIM${pad(n + 1, 4)}`,
    date: dayKey(offset),
    startTime: start,
    endTime: `${pad(hour % 24)}:${start.slice(3)}`,
    device,
    location: device.includes('B737') ? '成都训练中心' : '北京训练中心',
    trainingType,
    instructor,
    crew,
    mine,
    state: offset < 0 ? 2 : offset === 0 ? 1 : 0,
  };
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
