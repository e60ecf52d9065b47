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

/**
 * "YYYY-MM-DD HH:mm" of a backend time on Beijing's clock, whatever zone the phone is set to: an ISO
 * text with its zone (2026-11-23T08:30:00+08:00, …Z) is that instant; a text without one
 * (2026-11-23 08:30) is already Beijing's wall time and is shown as written. Empty when unreadable.
 */
export function beijingDateTimeOf(value: string | null | undefined): string {
  if (!value) return '';
  if (!/T.*(Z|[+-]\d\d:?\d\d)$/.test(value)) {
    const wall = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d)/.exec(value);
    return wall ? `${wall[1]} ${wall[2]}` : '';
  }
  const instant = new Date(value).getTime();
  if (Number.isNaN(instant)) return '';
  return new Date(instant + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** HH:mm of a backend time on Beijing's clock (the crew log and roster speak Beijing time). */
export function beijingTimeOf(value: string | null | undefined): string {
  return beijingDateTimeOf(value).slice(11);
}
