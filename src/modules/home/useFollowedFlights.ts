import { followedFlightsQuery } from '@/api/flightdata';
import { useQueryAsRequest } from '@/api/readThrough';

/** The user's followed flights (attentionflight); a follow change anywhere updates them (api/follow). */
export function useFollowedFlights() {
  return useQueryAsRequest(followedFlightsQuery());
}
