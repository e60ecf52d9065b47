import { useMemo } from 'react';
import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { isCancelled, type ApiError } from '@/api/errors';
import { rowsOf, type PageOfItems } from '@/api/pages';
import { showToast } from '@/stores/feedback';

export interface PageOf<T> {
  total: number;
  pageIndex: number;
  items: T[];
}

export const PAGE_SIZE = 20;

export interface PagedList<T> {
  /** The pages read so far as one: their rows, each once, and the last page's total. */
  data: PageOf<T> | undefined;
  loading: boolean;
  /** The first page failed, or a refresh did with nothing to show. */
  error: unknown;
  /** Asks again for every page shown (the list does not shrink under the user). */
  reload: () => Promise<void>;
  loadMore: () => Promise<void>;
  hasMore: boolean;
}

/**
 * A paged list (useInfiniteQuery over a `postPages` declaration): the first page loads with the screen,
 * further pages append when the user pulls up. Coming back to the screen shows the pages already read
 * at once (so the scroll position comes back too) while they are asked for again behind them. A failed
 * "load more" keeps what is shown and says why. No fetching flag is read: the screen draws again when a
 * page arrives, not when one is asked for mid-fling (the footer says "loading", PullRefresh).
 */
export function usePagedList<P extends PageOfItems & { items: Array<{ id: string }> }, K extends QueryKey>(
  options: UseInfiniteQueryOptions<P, ApiError, InfiniteData<P>, K, number>,
): PagedList<P['items'][number]> {
  type T = P['items'][number];
  const pages = useInfiniteQuery(options);
  // One list per answer, not per render: the screen defers drawing it (PagedListView), which a new
  // object on every render would restart each time.
  const data = useMemo((): PageOf<T> | undefined => {
    const last = pages.data?.pages.at(-1);
    if (!pages.data || !last) return undefined;
    const items = rowsOf(pages.data.pages);
    return { total: last.total, pageIndex: last.pageIndex, items };
  }, [pages.data]);
  return {
    data,
    loading: pages.isPending,
    error: data === undefined ? pages.error : undefined,
    reload: async () => void (await pages.refetch()),
    loadMore: async () => {
      const result = await pages.fetchNextPage();
      if (result.isFetchNextPageError && !isCancelled(result.error) && result.error instanceof Error)
        showToast(result.error.message);
    },
    hasMore: pages.hasNextPage,
  };
}
