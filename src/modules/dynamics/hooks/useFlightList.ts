import { useEffect, useMemo, useRef, useState } from 'react';
import { toResult, type ApiError } from '@/api/errors';
import { useRequest } from '@/api/useRequest';
import type { FlightFilter, FlightListItem, FlightListRequest } from '@/api/schema/dynamics';
import { useSessionStore } from '@/stores/session';
import { fetchFlightList } from '../api';
import { listQueryKey, type ListQuery } from '../lib/listQuery';
import { readCache, writeCache } from '@/api/responseCache';
import { syncFollowed } from '@/stores/follows';

/** Rows asked for at a time. */
export const PAGE_SIZE = 30;

export interface FlightListState {
  key: string;
  flightDate: string;
  items: FlightListItem[];
  total: number;
  counts: Record<FlightFilter, number>;
}

function toRequest(query: ListQuery): FlightListRequest {
  return {
    dayKey: query.day,
    filter: query.filter,
    flightNo: query.flightNo || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
  };
}

/**
 * The flight list of one query: first page, refresh (which asks again for as many rows as are shown,
 * so the list does not shrink under the user) and load more. Answers are cached per query, so coming
 * back shows the same rows at once and the scroll position can be restored.
 */
export function useFlightList(query: ListQuery) {
  const token = useSessionStore((s) => s.token);
  const key = `${token ?? ''}#list#${listQueryKey(query)}`;
  const cached = useMemo(() => readCache<FlightListState>(key), [key]);
  const shownRef = useRef(0);

  const request = useRequest<FlightListState>(
    async (signal) => {
      const requestedAt = Date.now();
      const pageSize = Math.max(PAGE_SIZE, shownRef.current);
      const result = await fetchFlightList({ ...toRequest(query), pageIndex: 1, pageSize }, { signal });
      syncFollowed(result.items, requestedAt);
      return {
        key,
        flightDate: result.flightDate,
        items: result.items,
        total: result.total,
        counts: result.counts,
      };
    },
    [key],
    { enabled: !cached?.fresh },
  );

  const answer = request.data?.key === key ? request.data : undefined;
  const list = answer ?? cached?.data;
  shownRef.current = list?.items.length ?? 0;

  useEffect(() => {
    if (answer) writeCache(answer.key, answer);
  }, [answer]);

  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<ApiError | undefined>(undefined);
  const hasMore = list ? list.items.length < list.total : false;

  const loadMore = async () => {
    if (!list || loadingMore || !hasMore) return;
    setLoadingMore(true);
    setMoreError(undefined);
    const requestedAt = Date.now();
    const pageIndex = Math.floor(list.items.length / PAGE_SIZE) + 1;
    const result = await toResult(fetchFlightList({ ...toRequest(query), pageIndex, pageSize: PAGE_SIZE }));
    setLoadingMore(false);
    if (!result.ok) {
      setMoreError(result.error);
      return;
    }
    syncFollowed(result.data.items, requestedAt);
    const base = list;
    const seen = new Set(base.items.map((item) => item.id));
    request.setData({
      ...base,
      items: [...base.items, ...result.data.items.filter((item) => !seen.has(item.id))],
      total: result.data.total,
      counts: result.data.counts,
    });
  };

  return {
    list,
    error: request.error,
    loading: request.loading,
    refresh: request.reload,
    hasMore,
    loadMore,
    loadingMore,
    moreError,
  };
}
