import dayjs, { type Dayjs } from '@/lib/dayjs';
import type { CrewLogFlight } from '@/api/schema/crewlog';
import type { FlightMission } from '@/api/schema/prepare';

/** A sector of the week, from the crew log (flown) or the missions (coming). */
export interface WeekSector {
  flightId: string;
  flightNo: string;
  flightDate: string;
  from: string;
  fromName: string;
  to: string;
  toName: string;
  plannedDeparture: string;
  plannedArrival: string;
  /** Report time, ISO. */
  reportTime: string;
  dutyText: string;
}

export interface WeekDay {
  date: string;
  sectors: WeekSector[];
  flightMinutes: number;
  dutyMinutes: number;
}

/** Domestic report time when the backend gives none: 90 minutes before departure. */
export const REPORT_BEFORE_MIN = 90;
/** Duty ends 30 minutes after the last arrival. */
export const RELEASE_AFTER_MIN = 30;

/** Monday of the week `offset` weeks from the one holding `today`. */
export function weekStart(today: Dayjs, offset: number): Dayjs {
  const monday = today.startOf('day').subtract((today.day() + 6) % 7, 'day');
  return monday.add(offset * 7, 'day');
}

export function mergeSectors(logged: CrewLogFlight[], missions: FlightMission[]): WeekSector[] {
  const byId = new Map<string, WeekSector>();
  for (const f of logged)
    byId.set(f.flightId, {
      ...f,
      reportTime: dayjs(f.plannedDeparture).subtract(REPORT_BEFORE_MIN, 'minute').format(),
    });
  for (const m of missions) byId.set(m.flightId, { ...m });
  return [...byId.values()].sort(
    (a, b) => dayjs(a.plannedDeparture).valueOf() - dayjs(b.plannedDeparture).valueOf(),
  );
}

/** The seven days from `monday`, each with its sectors, flight time and duty time. */
export function weekDays(monday: Dayjs, sectors: WeekSector[]): WeekDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = monday.add(i, 'day').format('YYYY-MM-DD');
    const mine = sectors.filter((s) => s.flightDate === date);
    const flightMinutes = mine.reduce(
      (sum, s) => sum + Math.max(0, dayjs(s.plannedArrival).diff(dayjs(s.plannedDeparture), 'minute')),
      0,
    );
    const first = mine[0];
    const last = mine[mine.length - 1];
    const dutyMinutes =
      first && last
        ? Math.max(
            0,
            dayjs(last.plannedArrival)
              .add(RELEASE_AFTER_MIN, 'minute')
              .diff(dayjs(first.reportTime), 'minute'),
          )
        : 0;
    return { date, sectors: mine, flightMinutes, dutyMinutes };
  });
}
