import { queryClient } from '@/api/queryClient';
import { missionCountQuery, missionDetailQuery, missionIdsQuery } from '@/api/prepare';

/**
 * The task list's first reads (pilots' and cabin crew's entries), started by the route loader while
 * the list's code loads: the counts, the ids, and each mission's detail as soon as the ids are in,
 * not after the cards are drawn.
 */
export function prefetch(): void {
  void queryClient.prefetchQuery(missionCountQuery());
  void queryClient.fetchQuery(missionIdsQuery()).then(
    (ids) => ids.forEach((id) => void queryClient.prefetchQuery(missionDetailQuery(id))),
    () => undefined, // the list shows the failure and its retry
  );
}
