import { prefetchMissing, queryClient } from '@/api/queryClient';
import {
  missionCountQuery,
  missionDetailQuery,
  missionNoticesQuery,
  prepareFlightsQuery,
  prepareStepsQuery,
  preRecordQuery,
} from '@/api/prepare';

/**
 * The task list's first reads (pilots' and cabin crew's entries), started by the route loader while
 * the list's code loads: the counts, and the missions with their progress and gate in one read.
 */
export function prefetch(): void {
  prefetchMissing(missionCountQuery());
  prefetchMissing(prepareFlightsQuery());
}

/**
 * The preparation home's first reads (`?missionId=`), started by its route loader while the page's code
 * loads (those not fresh in the cache): the mission, its steps, its minutes and its notices. The page
 * asks again on every visit; a read of the loader still on its way is that visit's answer.
 */
export function prefetchMission(missionId: string): void {
  if (!missionId) return;
  void queryClient.prefetchQuery(missionDetailQuery(missionId));
  void queryClient.prefetchQuery(prepareStepsQuery(missionId));
  void queryClient.prefetchQuery(preRecordQuery(missionId));
  void queryClient.prefetchQuery(missionNoticesQuery(missionId));
}
