import { useCallback, useEffect, useMemo } from 'react';
import { useSessionStore } from '@/stores/session';
import { isCancelled } from './errors';
import { useRequest, type RequestState } from './useRequest';
import { readCache, writeCache } from './responseCache';

export type CachedRequestState<T> = RequestState<T>;

/** Calls with the same key on their way at the same time (two pickers on one screen) share one request. */
const pending = new Map<string, Promise<unknown>>();
async function shared<T>(key: string | null, run: () => Promise<T>, signal: AbortSignal): Promise<T> {
  const existing = key === null ? undefined : (pending.get(key) as Promise<T> | undefined);
  if (existing) {
    try {
      return await existing;
    } catch (error) {
      // The screen that started it was left; this one still wants the answer.
      if (isCancelled(error) && !signal.aborted) return run();
      throw error;
    }
  }
  if (key === null) return run();
  const call = run().finally(() => pending.delete(key));
  pending.set(key, call);
  return call;
}

/**
 * `useRequest` with the shared response cache: a cached answer shows at once, a fresh one is not
 * asked again, an old one is refreshed behind it. `key` names the inputs (null: do not ask).
 */
export function useCachedRequest<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: { revalidate?: boolean } = {},
): CachedRequestState<T> {
  const token = useSessionStore((s) => s.token);
  const fullKey = key === null ? null : `${token ?? ''}#${key}`;
  const cached = useMemo(() => (fullKey === null ? undefined : readCache<T>(fullKey)), [fullKey]);
  // revalidate: always ask again behind the remembered answer (data that changes while the user is
  // away, such as read marks); otherwise a fresh answer is not asked for twice.
  const request = useRequest<{ key: string | null; data: T }>(
    async (signal) => ({
      key: fullKey,
      data: await shared(fullKey, () => fetcher(signal), signal),
    }),
    [fullKey],
    {
      enabled: fullKey !== null && (options.revalidate === true || !cached?.fresh),
    },
  );
  const answer = request.data?.key === fullKey ? request.data : undefined;

  useEffect(() => {
    if (answer && answer.key !== null) writeCache(answer.key, answer.data);
  }, [answer]);

  const data = answer ? answer.data : cached?.data;
  const { setData: setAnswer } = request;
  const setData = useCallback(
    (update: T | ((previous: T | undefined) => T)) =>
      setAnswer((previous) => {
        const base = previous?.key === fullKey ? previous.data : cached?.data;
        const next = typeof update === 'function' ? (update as (p: T | undefined) => T)(base) : update;
        return { key: fullKey, data: next };
      }),
    [setAnswer, fullKey, cached],
  );
  return {
    data,
    error: request.error,
    loading: request.loading,
    fromKept: false,
    reload: request.reload,
    setData,
  };
}
