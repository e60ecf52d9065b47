/**
 * For screens not yet on the query hooks (they still read with `useRequest`): a declared read asked of
 * the network with the screen's signal, its answer put into the query cache, where it is kept on the
 * phone like every answer (api/persist.ts), and with no network the answer kept there, marked with its
 * time. Goes with `useRequest` once every module reads with `useQuery` (docs/data-layer.md).
 */
import { useCallback, useMemo } from 'react';
import { useQuery, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { useUiStore } from '@/stores/ui';
import { isApiError } from './errors';
import { queryClient } from './queryClient';
import type { ReadOptions } from './read';
import type { RequestState } from './useRequest';

const currentAddress = () =>
  typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

/** A declared read asked of the network now, outside the cache (the session check, a random self-test). */
export function readNow<T>(options: ReadOptions<T>, signal?: AbortSignal): Promise<T> {
  const fn = options.queryFn as (context: QueryFunctionContext<QueryKey>) => Promise<T>;
  return fn({
    client: queryClient,
    queryKey: options.queryKey,
    signal: signal ?? new AbortController().signal,
    meta: undefined,
  });
}

export async function readThrough<T>(options: ReadOptions<T>, signal?: AbortSignal): Promise<T> {
  try {
    const data = await readNow(options, signal);
    queryClient.setQueryData(options.queryKey, data);
    useUiStore.getState().setOfflineAsOf(null);
    return data;
  } catch (error) {
    // No network, or opened again signed out (read-only on what was kept: docs/offline.md).
    const offline =
      isApiError(error) &&
      (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'signedOut');
    const kept = offline ? queryClient.getQueryState(options.queryKey) : undefined;
    if (kept?.data !== undefined) {
      useUiStore.getState().setOfflineAsOf({ at: kept.dataUpdatedAt, where: currentAddress() });
      return kept.data as T;
    }
    throw error;
  }
}

/**
 * A declared read with useQuery, in the shape `useRequest` gives (data, error, loading, reload,
 * setData), for a screen whose parts still take that shape: it reads the same cache entry its route
 * loader prefetched. Goes with `useRequest`.
 */
export function useQueryAsRequest<T>(options: ReadOptions<T>): RequestState<T> {
  const query = useQuery(options);
  const { queryKey } = options;
  const { data, error, isFetching, refetch } = query;
  const reload = useCallback(async () => void (await refetch()), [refetch]);
  const setData = useCallback(
    (update: T | ((previous: T | undefined) => T)) => queryClient.setQueryData<T>(queryKey, update),
    // The key's content, not its identity (a new array at every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(queryKey)],
  );
  return useMemo(
    () => ({
      data,
      // A refresh that failed keeps the answer on screen (the shell marks its time), as fromQuery does.
      error: data === undefined ? (error ?? undefined) : undefined,
      loading: isFetching,
      fromKept: false,
      reload,
      setData,
    }),
    [data, error, isFetching, reload, setData],
  );
}
