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
    /** The first page failed, or a refresh did (the rows shown stay). */
    error: pages.isFetchNextPageError ? null : pages.error,
    loading: pages.isFetching && !pages.isFetchingNextPage,
    refresh: async () => void (await pages.refetch()),
    hasMore: pages.hasNextPage,
    loadMore: async () => void (await pages.fetchNextPage()),
    loadingMore: pages.isFetchingNextPage,
    moreError: pages.isFetchNextPageError ? pages.error : null,
  };
}
