/**
 * Time of the mock backend. Every date of the seed is relative to the moment the server starts, so the
 * demo never goes stale. The airline works in Beijing time: "today" is the Beijing calendar day.
 */
import { pad } from './random';
import type { DayKey } from '@/api/schema/dynamics';

export const BEIJING_TZ = 'Asia/Shanghai';
const MINUTE = 60_000;
const DAY = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 60 * MINUTE;

/** The sessionStorage key of the demo state in the browser (db/persist writes it after every call). */
export const MOCK_DB_KEY = 'crew-mock-db';

/**
 * The start a page load of the browser's demo backend continues from: the one saved with the demo state
 * of this tab (db/persist), else now. Without it every reload would re-date the seed from the new now,
 * and after Beijing midnight the missions, records and notices the saved state refers to would belong
 * to a seed that no longer exists (the preparation home of a mission begun before midnight never loaded
 * again). Node tests never save state, so they always start now.
 */
export function startOf(saved: string | null | undefined, now: number): number {
  try {
    const start = (JSON.parse(saved ?? 'null') as { serverStart?: unknown } | null)?.serverStart;
    return typeof start === 'number' && Number.isFinite(start) && start <= now ? start : now;
  } catch {
    return now;
  }
}

function savedState(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(MOCK_DB_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The instant the backend started (ms since epoch). Statuses of flights are computed against it. */
export const serverStart = startOf(savedState(), Date.now());

/** Midnight of today in Beijing, as an instant. */
export const beijingMidnight = Math.floor((serverStart + BEIJING_OFFSET_MS) / DAY) * DAY - BEIJING_OFFSET_MS;

/** Offsets of the four day keys the flight views use (§4). */
export const DAY_KEYS: Record<DayKey, number> = { yesterday: -1, today: 0, tomorrow: 1, after: 2 };
export const DAY_KEY_LIST: DayKey[] = ['yesterday', 'today', 'tomorrow', 'after'];

/** The Beijing calendar date `offset` days from today, "YYYY-MM-DD". */
export function dayKey(offset: number): string {
  const d = new Date(beijingMidnight + offset * DAY + BEIJING_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Today's Beijing date, "YYYY-MM-DD". */
export const today = dayKey(0);

/** Offset in days of a "YYYY-MM-DD" Beijing date from today (NaN when not a date). */
export function offsetOfDate(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return Number.NaN;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - BEIJING_OFFSET_MS;
  return Math.round((utc - beijingMidnight) / DAY);
}

/** The instant at Beijing wall-clock time `minutes` after midnight, `offset` days from today. */
export function beijingAt(offset: number, minutes: number): number {
  return beijingMidnight + offset * DAY + minutes * MINUTE;
}

/** Instant `days` days (may be fractional or negative) from the server start. */
export function fromNow(days: number, minutes = 0): number {
  return serverStart + days * DAY + minutes * MINUTE;
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneParts(instant: number, timeZone: string): Record<string, number> {
  let fmt = zoneFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormatters.set(timeZone, fmt);
  }
  const out: Record<string, number> = {};
  for (const part of fmt.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return out;
}

/** UTC offset of a time zone at an instant, in minutes (Beijing = 480). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  const wall = Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / MINUTE);
}

/** ISO 8601 local time with its offset, e.g. "2026-11-22T08:30:00+08:00" (Beijing by default). */
export function isoInZone(instant: number, timeZone: string = BEIJING_TZ): string {
  // Beijing keeps UTC+8 all year: no need to ask Intl (the roster writes thousands of these).
  const offset = timeZone === BEIJING_TZ ? 480 : zoneOffsetMinutes(instant, timeZone);
  const local = new Date(instant + offset * MINUTE);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Beijing time, "YYYY-MM-DD HH:mm" (the backend's display format for publish times and records). */
export function beijingText(instant: number): string {
  return isoInZone(instant).slice(0, 16).replace('T', ' ');
}

/** The current moment as Beijing ISO (for records written by mutating calls). */
export const nowIso = (): string => isoInZone(Date.now());
