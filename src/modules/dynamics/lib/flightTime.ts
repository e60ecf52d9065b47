import type { DayKey } from '@/api/schema/dynamics';
import { beijingDay } from '@/lib/beijing';

/**
 * Flight times arrive as ISO 8601 with the offset of the airport they belong to
 * ("2026-11-22T08:30:00+01:00"). Crew need both the airport's wall clock and Beijing time, and neither
 * may depend on the time zone of the phone, so both are read from the string and its offset.
 */
export interface ClockReading {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

const ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const BEIJING_OFFSET_MIN = 480;
const pad = (n: number) => String(n).padStart(2, '0');

function offsetMinutes(zone: string | undefined): number | null {
  if (zone === undefined) return null;
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

/** The airport's local wall clock as written by the backend. */
export function localClock(iso: string | null | undefined): ClockReading | null {
  const match = iso ? ISO.exec(iso) : null;
  if (!match?.[1] || !match[2]) return null;
  return { date: match[1], time: match[2] };
}

/** The same instant on the Beijing clock (UTC+8). A time without an offset is taken as Beijing time. */
export function beijingClock(iso: string | null | undefined): ClockReading | null {
  const match = iso ? ISO.exec(iso) : null;
  if (!match?.[1] || !match[2]) return null;
  const offset = offsetMinutes(match[3]);
  if (offset === null || offset === BEIJING_OFFSET_MIN) return { date: match[1], time: match[2] };
  const wallAsUtc = Date.parse(`${match[1]}T${match[2]}:00Z`);
  const shifted = new Date(wallAsUtc + (BEIJING_OFFSET_MIN - offset) * 60000);
  return {
    date: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/** True when the time is not on Beijing's clock (an airport abroad), so both clocks are worth showing. */
export function differsFromBeijing(iso: string | null | undefined): boolean {
  const match = iso ? ISO.exec(iso) : null;
  const offset = offsetMinutes(match?.[3]);
  return offset !== null && offset !== BEIJING_OFFSET_MIN;
}

const DAY_OFFSET: Record<DayKey, number> = { yesterday: -1, today: 0, tomorrow: 1, after: 2 };

/** The Beijing calendar day a day key stands for (the airline's days are Beijing days). */
export function beijingDayOf(key: DayKey, now: number = Date.now()): string {
  return beijingDay(DAY_OFFSET[key], now);
}
