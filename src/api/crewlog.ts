/** The crew-log service (endpoints.tsv group `crewlog`, /api/CrewLog). */
import { api } from './client';
import { postRead } from './read';
import type { CrewLog, CrewLogFlight, CrewLogInput, CrewLogPf } from './schema/crewlog';

const CL = '/api/CrewLog';

export const crewLogFlightsQuery = (range: { startDate?: string; endDate?: string }) =>
  postRead<CrewLogFlight[]>(`${CL}/GetFltSchCrewLogList`, { ...range });

export const crewLogQuery = (flightId: string) => postRead<CrewLog>(`${CL}/GetNewOrUpdCLog`, { flightId });

/** Saves a crew log entry. Queued offline: api/writes.ts. */
export const saveCrewLog = (input: CrewLogInput) =>
  // The user waits for it: the loading overlay (§4).
  api.post<CrewLog>(`${CL}/AddNewOrUpdCLog`, { ...input }, { hideGlobalError: true, loading: true });

export const crewLogPfQuery = (range: { startDate?: string; endDate?: string }) =>
  postRead<CrewLogPf>(`${CL}/GetCLogPf`, { ...range });
