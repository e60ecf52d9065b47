import { prefetchMissing } from '@/api/queryClient';
import { allExamsQuery, docsToUserQuery } from '@/api/compinfo';

/** The study home's first reads (what is new: pushed documents and exams due), started by its loader. */
export function prefetch(): void {
  prefetchMissing(docsToUserQuery());
  prefetchMissing(allExamsQuery());
}
