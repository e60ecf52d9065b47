import { useCallback, useEffect, useMemo } from 'react';
import { useSessionStore } from '@/stores/session';
import { useRequest, type RequestState } from './useRequest';
import { readCache, writeCache } from './responseCache';

export type CachedRequestState<T> = RequestState<T>;

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
    async (signal) => ({ key: fullKey, data: (await fetcher(signal)) as T }),
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
  return { data, error: request.error, loading: request.loading, reload: request.reload, setData };
}
