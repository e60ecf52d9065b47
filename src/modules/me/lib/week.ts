import type { Task } from '@/api/schema/flightdata';
import { weekDates } from '@/lib/week';

/** A day of the week as the roster has it, with its flight time and duty time. */
export interface WeekDay {
  date: string;
  /** The day's roster entries in time order: flight legs, or one other duty, or rest. */
  tasks: Task[];
  /** Legs flown or to fly (not cancelled). */
  flights: Task[];
  flightMinutes: number;
  dutyMinutes: number;
}

/** Duty ends 30 minutes after the planned arrival of the day's last leg. */
export const RELEASE_AFTER_MIN = 30;

const minutesBetween = (start: string, end: string) =>
  Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 60_000));

export const isCancelled = (task: Task) => task.kind === 'flight' && task.blockMinutes === 0;

/**
 * The seven days from `weekStart`, each with its roster entries. Flight time is block time (actual once
 * flown); duty runs from the report time of the first leg to 30 minutes after the planned arrival of the
 * last, or over the duty's own hours on a standby, training, simulator or exam day; rest is none.
 */
export function weekDays(weekStart: string, tasks: Task[]): WeekDay[] {
  return weekDates(weekStart).map((date) => {
    const mine = tasks.filter((task) => task.date === date).sort((a, b) => a.start.localeCompare(b.start));
    const flights = mine.filter((task) => task.kind === 'flight' && !isCancelled(task));
    const first = flights[0];
    const last = flights[flights.length - 1];
    const flightMinutes = flights.reduce((sum, task) => sum + (task.blockMinutes ?? 0), 0);
    const other = mine.find((task) => task.kind !== 'flight' && task.kind !== 'rest');
    const dutyMinutes =
      first && last
        ? minutesBetween(
            first.reportTime ?? first.start,
            new Date(Date.parse(last.end) + RELEASE_AFTER_MIN * 60_000).toISOString(),
          )
        : other
          ? minutesBetween(other.start, other.end)
          : 0;
    return { date, tasks: mine, flights, flightMinutes, dutyMinutes };
  });
}
