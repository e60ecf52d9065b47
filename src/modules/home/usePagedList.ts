import { useCallback, useRef } from 'react';
import { isCancelled } from '@/api/errors';
import type { RequestState } from '@/api/useRequest';
import { useCachedRequest } from '@/api/useCachedRequest';
import { showToast } from '@/stores/feedback';

export interface PageOf<T> {
  total: number;
  pageIndex: number;
  pageSize: number;
  items: T[];
}

export const PAGE_SIZE = 20;

export type PagedList<T> = RequestState<PageOf<T>> & { loadMore: () => Promise<void>; hasMore: boolean };

/**
 * A paged list: the first page loads with the screen (and on refresh), further pages append when the
 * user pulls up. A failed "load more" keeps what is shown and says why. `key` names the list and its
 * inputs: coming back to the screen shows the pages already loaded at once (so the scroll position
 * comes back too) while they are asked for again behind them.
 */
export function usePagedList<T extends { id: string }>(
  key: string,
  fetchPage: (pageIndex: number, signal: AbortSignal) => Promise<PageOf<T>>,
): PagedList<T> {
  const first = useCachedRequest(key, (signal) => fetchPage(1, signal), { revalidate: true });
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const { data, setData } = first;

  const loadMore = useCallback(async () => {
    if (!data) return;
    try {
      const next = await fetchRef.current(data.pageIndex + 1, new AbortController().signal);
      setData((previous) => {
        const shown = previous?.items ?? [];
        // A row that moved pages while reading (a new message arrived) is not shown twice.
        const seen = new Set(shown.map((item) => item.id));
        return { ...next, items: [...shown, ...next.items.filter((item) => !seen.has(item.id))] };
      });
    } catch (error) {
      if (!isCancelled(error) && error instanceof Error) showToast(error.message);
    }
  }, [data, setData]);

  const hasMore = data ? data.items.length < data.total && data.items.length > 0 : false;
  return { ...first, loadMore, hasMore };
}
