import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, isApiError } from './errors';

export interface RequestState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  /** Always false since the answers kept on the phone are the query cache's (kept for the shape). */
  fromKept: boolean;
  /** Calls again with the same inputs (retry, pull to refresh); resolves when done. */
  reload: () => Promise<void>;
  /** Replace the data locally (optimistic updates). */
  setData: (update: T | ((previous: T | undefined) => T)) => void;
}

/**
 * The screens' way of reading before TanStack Query (docs/data-layer.md): it goes once every module reads
 * with the query hooks. Runs a read when the screen shows and whenever `deps` change. The call gets an
 * AbortSignal that fires when the screen is left or the inputs change, so a page's calls never outlive
 * it and never raise a dialog after it is gone. Data already shown stays while a reload is in flight.
 */
export function useRequest<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  options: { enabled?: boolean } = {},
): RequestState<T> {
  const enabled = options.enabled ?? true;
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [loading, setLoading] = useState<boolean>(enabled);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setLoading(true);
    setError(undefined);
    // The answer is drawn as a transition: React renders it in slices between which the phone stays
    // responsive (a screen of cards at once is a long task on a mid-range phone), and data, error and
    // loading change together.
    try {
      const result = await fetcherRef.current(controller.signal);
      if (controller.signal.aborted) return;
      startTransition(() => {
        setDataState(result);
        setLoading(false);
      });
    } catch (caught) {
      if (controller.signal.aborted) return;
      startTransition(() => {
        setError(isApiError(caught) ? caught : new ApiError('bad-response', String(caught)));
        setLoading(false);
      });
    }
  }, []);

  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return;
    }
    void run();
    return () => controllerRef.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs in `deps`
  }, [enabled, run, ...deps]);

  const setData = useCallback((update: T | ((previous: T | undefined) => T)) => {
    setDataState((previous) =>
      typeof update === 'function' ? (update as (p: T | undefined) => T)(previous) : update,
    );
  }, []);

  // One object per state, so a section given it under `memo` is drawn again only when its own read
  // changes (a screen's answers arrive one by one; each would otherwise redraw every section).
  return useMemo(
    () => ({ data, error, loading, fromKept: false, reload: run, setData }),
    [data, error, loading, run, setData],
  );
}
