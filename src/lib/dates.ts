import dayjs from 'dayjs';

/** §9: dates are shown as YYYY-MM-DD. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Parses the backend's date strings. "2026-11-21 08:30" is read as "2026/11/21 08:30" first: the
 * dash form is not reliably parsed as local time by every phone browser, the slash form is.
 */
export function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return new Date(value);
  // ISO strings with a zone (2026-11-21T08:30:00+08:00) are unambiguous: keep the dashes.
  const text = /T.*(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : value.replace(/-/g, '/').replace('T', ' ');
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | number | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? dayjs(date).format(DATE_FORMAT) : '';
}

/** Whole minutes from `start` to `end` (negative when end is earlier); null when either is missing. */
export function minutesBetween(
  start: string | number | Date | null | undefined,
  end: string | number | Date | null | undefined,
): number | null {
  const a = parseDate(start);
  const b = parseDate(end);
  if (!a || !b) return null;
  return Math.round((b.getTime() - a.getTime()) / 60000);
}

/** A duration split into hours and minutes (absolute), for "2小时5分" / "2 h 5 min". */
export function splitDuration(totalMinutes: number): { hours: number; minutes: number; negative: boolean } {
  const abs = Math.abs(Math.round(totalMinutes));
  return { hours: Math.floor(abs / 60), minutes: abs % 60, negative: totalMinutes < 0 };
}

/**
 * §9: the day offset between two dates in 24-hour units (after converting dashes to slashes).
 * Counted between local midnights, so a daylight-saving day still counts as one.
 */
export function dayOffset(
  from: string | number | Date | null | undefined,
  to: string | number | Date | null | undefined,
): number | null {
  const a = parseDate(from);
  const b = parseDate(to);
  if (!a || !b) return null;
  const start = Date.UTC(a.getFullYear(), a.getMonth(), a.getDate());
  const end = Date.UTC(b.getFullYear(), b.getMonth(), b.getDate());
  return Math.round((end - start) / 86400000);
}

/** The four day keys flight data is keyed to (§4). */
export const DAY_KEYS = ['yesterday', 'today', 'tomorrow', 'after'] as const;
export type DayKey = (typeof DAY_KEYS)[number];
