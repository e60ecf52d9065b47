import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, isApiError } from './errors';
import { takeEarly } from './earlyCalls';
import { inKeptFirstPhase } from './keptFirst';
import { holdNetwork, runKeptPass } from './keptPass';

export interface RequestState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  /**
   * The data is the answer kept on the phone, not one from the network: a repeat visit's first screen
   * while its fresh answer comes (api/keptFirst), or what stays after that answer failed.
   */
  fromKept: boolean;
  /** Calls again with the same inputs (retry, pull to refresh); resolves when done. */
  reload: () => Promise<void>;
  /** Replace the data locally (optimistic updates). */
  setData: (update: T | ((previous: T | undefined) => T)) => void;
}

/**
 * Runs a read when the screen shows and whenever `deps` change. The call gets an AbortSignal that fires
 * when the screen is left or the inputs change, so a page's calls never outlive it and never raise a
 * dialog after it is gone. Data already shown stays while a reload is in flight.
 *
 * `early`: the key under which the route's loader may have started this very read already
 * (`startEarly`); the first run takes that call instead of asking again, or asks under that key so a
 * loader that starts the read only afterwards does not send it twice.
 *
 * On a repeat visit's first screen the run draws the answers kept on the phone first, while the fresh
 * one comes (api/keptFirst).
 */
export function useRequest<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  options: { enabled?: boolean; early?: string } = {},
): RequestState<T> {
  const enabled = options.enabled ?? true;
  const earlyKey = useRef(options.early);
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [loading, setLoading] = useState<boolean>(enabled);
  const [fromKept, setFromKept] = useState(false);
  /** The kept pass whose answer is being drawn: the network waits until it is committed. */
  const keptDrawn = useRef<(() => void) | null>(null);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setLoading(true);
    setError(undefined);
    let settled = false;
    if (inKeptFirstPhase()) {
      const done = holdNetwork();
      controller.signal.addEventListener('abort', done, { once: true });
      void runKeptPass(fetcherRef.current, controller.signal).then((kept) => {
        if (!kept || settled || controller.signal.aborted) return done();
        keptDrawn.current = done;
        startTransition(() => {
          setDataState(kept.value);
          setFromKept(true);
        });
      });
    }
    // The answer is drawn as a transition: React renders it in slices between which the phone stays
    // responsive (a screen of cards at once is a long task on a mid-range phone), and data, error and
    // loading change together.
    try {
      const key = earlyKey.current;
      earlyKey.current = undefined;
      const ask = () => fetcherRef.current(controller.signal);
      const result = await (key === undefined ? ask() : takeEarly<T>(key, ask));
      settled = true;
      if (controller.signal.aborted) return;
      startTransition(() => {
        setDataState(result);
        setFromKept(false);
        setLoading(false);
      });
    } catch (caught) {
      settled = true;
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

  // The kept answer is on the screen: the network may go once it has been painted (keptFirst's gate).
  useEffect(() => {
    if (!fromKept || !keptDrawn.current) return;
    keptDrawn.current();
    keptDrawn.current = null;
  }, [fromKept, data]);

  const setData = useCallback((update: T | ((previous: T | undefined) => T)) => {
    setDataState((previous) =>
      typeof update === 'function' ? (update as (p: T | undefined) => T)(previous) : update,
    );
  }, []);

  // One object per state, so a section given it under `memo` is drawn again only when its own read
  // changes (a screen's answers arrive one by one; each would otherwise redraw every section).
  return useMemo(
    () => ({ data, error, loading, fromKept, reload: run, setData }),
    [data, error, loading, fromKept, run, setData],
  );
}
