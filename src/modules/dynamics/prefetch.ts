import { prefetchMissing } from '@/api/queryClient';
import { followedFlightsQuery } from '@/api/flightdata';
import { allAirportsQuery } from '@/api/compinfo';

/**
 * The flight status home's first reads, started by its route loader while the page's code loads: the
 * followed flights and the airports of the search form's pickers. The page reads the same
 * declarations with useQuery and finds them in the cache (on its way or answered).
 */
export function prefetch(): void {
  prefetchMissing(followedFlightsQuery());
  prefetchMissing(allAirportsQuery());
}
