import type { CrewLogInput } from '@/api/schema/crewlog';

/** A crew log entry as a pilot fills it in for one flight (times of a two-and-a-half-hour sector). */
export const crewLogEntry = (flightId: string, remarks: string): CrewLogInput => ({
  flightId,
  blockOffTime: '08:00',
  takeOffTime: '08:12',
  landingTime: '10:40',
  blockOnTime: '10:48',
  role: 'PF',
  landings: 1,
  remarks,
});
