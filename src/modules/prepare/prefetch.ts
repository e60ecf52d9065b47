import { queryClient } from '@/api/queryClient';
import { missionCountQuery, prepareFlightsQuery } from '@/api/prepare';

/**
 * The task list's first reads (pilots' and cabin crew's entries), started by the route loader while
 * the list's code loads: the counts, and the missions with their progress and gate in one read.
 */
export function prefetch(): void {
  void queryClient.prefetchQuery(missionCountQuery());
  void queryClient.prefetchQuery(prepareFlightsQuery());
}
