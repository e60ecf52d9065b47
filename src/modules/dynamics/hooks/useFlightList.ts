import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { flightPagesQuery } from '@/api/dynamics';
import { rowsOf } from '@/api/pages';
import type { FlightFilter, FlightListItem, FlightListRequest } from '@/api/schema/dynamics';
import type { ListQuery } from '../lib/listQuery';

export interface FlightList {
  flightDate: string;
  items: FlightListItem[];
  total: number;
  counts: Record<FlightFilter, number>;
}

function toRequest(query: ListQuery): Omit<FlightListRequest, 'pageIndex' | 'pageSize'> {
  return {
    dayKey: query.day,
    filter: query.filter,
    flightNo: query.flightNo || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
  };
}

/**
 * The flight list of one query, page by page (useInfiniteQuery over api/dynamics `flightPagesQuery`):
 * the pages already read stay when the user comes back (the scroll position comes back too), a refresh
 * asks again for every page shown, so the list does not shrink under the user.
 *
 * The screen renders again when what it shows changes (a page arriving, an error), not when a read
 * starts: the list observes no fetching flag. A render of the whole screen as the next page is asked
 * for held a fling's frame for 7–18 ms at 4x slower CPU (docs/performance.md); the "loading more" state
 * is the footer's own (PullRefresh), the first page's wait `useFirstPageState`'s.
 */
export function useFlightList(query: ListQuery) {
  const pages = useInfiniteQuery(flightPagesQuery(toRequest(query)));
  // One list per answer, not per render: the rows shown are drawn again only when a page arrives.
  const list = useMemo((): FlightList | undefined => {
    const last = pages.data?.pages.at(-1);
    if (!pages.data || !last) return undefined;
    const items = rowsOf(pages.data.pages);
    return { flightDate: last.flightDate, items, total: last.total, counts: last.counts };
  }, [pages.data]);
  return {
    list,
    /** A refresh failed (the rows shown stay). */
    error: pages.isFetchNextPageError ? null : pages.error,
    refresh: async () => void (await pages.refetch()),
    hasMore: pages.hasNextPage,
    loadMore: async () => void (await pages.fetchNextPage()),
    moreError: pages.isFetchNextPageError ? pages.error : null,
  };
}

/**
 * Until the list has a first page: whether it is on its way (a retry included) or failed. Observed by
 * the waiting screen only, which goes once the list is shown.
 */
export function useFirstPageState(query: ListQuery) {
  const pages = useInfiniteQuery(flightPagesQuery(toRequest(query)));
  return {
    error: pages.isFetching ? null : pages.error,
    retry: async () => void (await pages.refetch()),
  };
}
