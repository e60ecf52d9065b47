import { licencesQuery } from '@/api/me';
import { prefetchMissing, queryClient } from '@/api/queryClient';
import { signIn } from '../support/app';
import { recordRequests } from '../support/requests';

/**
 * A module home's route loader starts only the reads the cache has no answer for: a kept answer (a
 * repeat visit) is drawn first and asked again by the screen once mounted (docs/performance.md).
 */
describe('a module home’s first reads (prefetchMissing)', () => {
  it('are sent where the cache has no answer, and not over an answer kept from before', async () => {
    await signIn('pilot');
    const query = licencesQuery();
    const { sent, stop } = recordRequests();
    try {
      prefetchMissing(query);
      await vi.waitFor(() => expect(queryClient.getQueryData(query.queryKey)).toBeDefined());
      expect(sent).toHaveLength(1);

      // Kept from a visit an hour ago: stale, and still not asked by the loader.
      queryClient.setQueryData(query.queryKey, queryClient.getQueryData(query.queryKey), {
        updatedAt: Date.now() - 3_600_000,
      });
      prefetchMissing(query);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sent).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
