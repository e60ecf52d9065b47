import { prefetchMissing } from '@/api/queryClient';
import { flightHoursQuery, licencesQuery, loginInfoQuery } from '@/api/me';
import { noticeTypesQuery } from '@/api/flightdata';

/** The personal centre's first reads (who, hours, licences, unread messages), started by its loader. */
export function prefetch(): void {
  prefetchMissing(loginInfoQuery());
  prefetchMissing(flightHoursQuery());
  prefetchMissing(licencesQuery());
  prefetchMissing(noticeTypesQuery());
}
