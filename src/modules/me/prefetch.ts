import { queryClient } from '@/api/queryClient';
import { flightHoursQuery, licencesQuery, loginInfoQuery } from '@/api/me';
import { noticeTypesQuery } from '@/api/flightdata';

/** The personal centre's first reads (who, hours, licences, unread messages), started by its loader. */
export function prefetch(): void {
  void queryClient.prefetchQuery(loginInfoQuery());
  void queryClient.prefetchQuery(flightHoursQuery());
  void queryClient.prefetchQuery(licencesQuery());
  void queryClient.prefetchQuery(noticeTypesQuery());
}
