import { prefetchMissing } from '@/api/queryClient';
import { followedFlightsQuery, noticeTypesQuery } from '@/api/flightdata';
import { missionCountQuery, missionsQuery } from '@/api/prepare';
import { todayFlightCountsQuery } from '@/api/dynamics';
import { latestNewsQuery } from '@/api/home';
import { beijingDay } from '@/lib/beijing';

/**
 * The landing page's first reads, started by its route loader while the page's code loads (its largest
 * content, the followed flights and the missions, waits on them). The page reads the same declarations.
 */
export function prefetch(): void {
  prefetchMissing(noticeTypesQuery());
  prefetchMissing(missionCountQuery());
  prefetchMissing(missionsQuery({ date: beijingDay() }));
  prefetchMissing(followedFlightsQuery());
  prefetchMissing(todayFlightCountsQuery());
  prefetchMissing(latestNewsQuery());
}
