/**
 * The airline's calendar is Beijing's (UTC+8, no daylight saving): the backend keys flights, rosters,
 * missions, adjustments and exams to Beijing days, whatever time zone the phone is set to while abroad
 * or the hour of the night. Every "today" or "day N" sent to the backend comes from here.
 */
export const BEIJING_OFFSET_MS = 8 * 3600_000;

/** The Beijing calendar day `offsetDays` from today, as YYYY-MM-DD. */
export function beijingDay(offsetDays = 0, now: number = Date.now()): string {
  return new Date(now + BEIJING_OFFSET_MS + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** HH:mm of an instant on Beijing's clock (the crew log and roster speak Beijing time). */
export function beijingTimeOf(iso: string): string {
  return new Date(new Date(iso).getTime() + BEIJING_OFFSET_MS).toISOString().slice(11, 16);
}
