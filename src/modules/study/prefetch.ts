import { queryClient } from '@/api/queryClient';
import { allExamsQuery, docsToUserQuery } from '@/api/compinfo';

/** The study home's first reads (what is new: pushed documents and exams due), started by its loader. */
export function prefetch(): void {
  void queryClient.prefetchQuery(docsToUserQuery());
  void queryClient.prefetchQuery(allExamsQuery());
}
