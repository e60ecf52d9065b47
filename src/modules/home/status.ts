import type { FlightStatus } from '@/api/schema/dynamics';
import type { ProgressState } from '@/api/schema/prepare';
import type { TagTone } from '@/components/Tag';

export const FLIGHT_STATUS_TONE: Record<FlightStatus, TagTone> = {
  planned: 'info',
  departed: 'success',
  arrived: 'neutral',
  delayed: 'warning',
  cancelled: 'danger',
  diverted: 'danger',
};

export const PROGRESS_TONE: Record<ProgressState, TagTone> = { 0: 'neutral', 1: 'warning', 2: 'success' };

/**
 * The wall-clock time of an ISO time with an offset, at the place it belongs to ("…T08:30:00+08:00"
 * is 08:30): crew read departure times in the airport's local time, not the phone's.
 */
export function airportClock(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /T(\d{2}:\d{2})/.exec(iso);
  return match?.[1] ?? '';
}
