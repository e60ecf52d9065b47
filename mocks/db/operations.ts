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
  familyOf,
  findAircraft,
  flights,
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

/** The computed flight plan (OFP summary) of a flight. */
export function flightPlanOf(f: Flight): FlightPlan {
  const rng = createRng(`ofp-${f.id}`);
  const route = routeBetween(f.from, f.to);
  const plane = findAircraft(f.aircraftId);
  const eet = route ? route.blockMinutes - 20 : 120;
  const burn = plane?.type.startsWith('A33') || plane?.type.startsWith('B78') ? 95 : 42;
  const tripFuel = Math.round((eet * burn) / 10) * 10;
  const zfw = (plane?.oew ?? 42000) + f.payload;
  const blockFuel = Math.min(
    plane?.maxFuel ?? 20000,
    Math.round((tripFuel * 1.05 + 2600 + rng.int(0, 800)) / 100) * 100,
  );
  const taxi = 200;
  const released = Date.parse(f.plannedDeparture) - 2 * 3600_000;
  return {
    flightId: f.id,
    flightNo: f.flightNo,
    flightDate: f.flightDate,
    from: f.from,
    to: f.to,
    alternate: route?.alternate ?? '',
    registration: f.registration,
    routeString: route
      ? [f.from, ...route.segments.slice(1, -1).flatMap((s) => [s.airway, s.to]), f.to].join(' ')
      : '',
    cruiseLevel: eet > 150 ? 'S1130' : eet > 80 ? 'S1010' : 'S0920',
    eet,
    tripFuel,
    blockFuel,
    zeroFuelWeight: zfw,
    takeoffWeight: zfw + blockFuel - taxi,
    landingWeight: zfw + blockFuel - taxi - tripFuel,
    releasedBy: `签派员 ${rng.pick(['韩冬', '郑凯', '吴敏', '潘越'])}`,
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
