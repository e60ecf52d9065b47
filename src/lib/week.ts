/**
 * The week every screen of the app shows (weekly tasks, the personal centre's week, the calendar, the
 * built-in backend's default week): it starts on Sunday, as the specification's calendar does, and
 * runs to Saturday (docs/roster.md). Dates are "YYYY-MM-DD" calendar days, so no time zone enters.
 */
export const WEEK_STARTS_ON = 0;

const DAY = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after `date` (negative for before). */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY);

/** The first day of the week holding `date`. */
export function weekStartOf(date: string): string {
  const weekday = new Date(toUtc(date)).getUTCDay();
  return addDays(date, -((weekday - WEEK_STARTS_ON + 7) % 7));
}

/** The seven days of the week starting on `weekStart`. */
export function weekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}
