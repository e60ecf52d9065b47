import type { MonthlyFlightHours } from '@/api/schema/me';

/**
 * Flight-hour arithmetic of the flight-hours screen. The backend gives twelve calendar months (oldest
 * first, the current month counting the days so far); rolling windows are prorated from them the way
 * the backend's risk figures are (a past month counts as 30 days).
 */
export interface RecentTotals {
  days30: number;
  days90: number;
  days365: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Hours of the last `days` days: the current month so far, then earlier months prorated per day. */
export function recentHours(months: MonthlyFlightHours[], days: number, dayOfMonth: number): number {
  if (months.length === 0) return 0;
  const last = months.length - 1;
  let total = months[last]!.flightHours;
  let left = days - dayOfMonth;
  for (let i = last - 1; i >= 0 && left > 0; i -= 1) {
    const take = Math.min(30, left);
    total += (months[i]!.flightHours * take) / 30;
    left -= take;
  }
  return round1(total);
}

export function recentTotals(months: MonthlyFlightHours[], dayOfMonth: number): RecentTotals {
  return {
    days30: recentHours(months, 30, dayOfMonth),
    days90: recentHours(months, 90, dayOfMonth),
    days365: recentHours(months, 365, dayOfMonth),
  };
}

/** Hours of the calendar year `year` (YYYY) among the months given. */
export function yearHours(months: MonthlyFlightHours[], year: string): number {
  return round1(months.filter((m) => m.month.startsWith(year)).reduce((sum, m) => sum + m.flightHours, 0));
}

/** Decimal hours → whole minutes (the interface shows hours and minutes, §9). */
export const hoursToMinutes = (hours: number) => Math.round(hours * 60);

/**
 * CCAR-121 flight-time limits of flight crew (§121.483): 100 hours in a calendar month and 900 in a
 * calendar year. Cabin crew have no flight-time limit; their monthly duty limit comes from the backend.
 */
export const PILOT_LIMITS = { month: 100, year: 900 } as const;

/** Warn from this share of a limit on, so the roster can still change before the limit is reached. */
export const WARN_SHARE = 0.8;

export type LimitLevel = 'ok' | 'near' | 'over';

export function limitLevel(used: number, limit: number): LimitLevel {
  if (limit <= 0) return 'ok';
  if (used >= limit) return 'over';
  return used >= limit * WARN_SHARE ? 'near' : 'ok';
}
