import { useEffect, useMemo } from 'react';
import { useSessionStore } from '@/stores/session';
import { useRequest, type RequestState } from './useRequest';
import { readCache, writeCache } from './responseCache';

export type CachedRequestState<T> = Omit<RequestState<T>, 'setData'>;

/**
 * `useRequest` with the shared response cache: a cached answer shows at once, a fresh one is not
 * asked again, an old one is refreshed behind it. `key` names the inputs (null: do not ask).
 */
export function useCachedRequest<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
): CachedRequestState<T> {
  const token = useSessionStore((s) => s.token);
  const fullKey = key === null ? null : `${token ?? ''}#${key}`;
  const cached = useMemo(() => (fullKey === null ? undefined : readCache<T>(fullKey)), [fullKey]);
  const request = useRequest(async (signal) => ({ key: fullKey, data: await fetcher(signal) }), [fullKey], {
    enabled: fullKey !== null && !cached?.fresh,
  });
  const answer = request.data?.key === fullKey ? request.data : undefined;

  useEffect(() => {
    if (answer && answer.key !== null) writeCache(answer.key, answer.data);
  }, [answer]);

  const data = answer ? answer.data : cached?.data;
  return {
    data,
    error: request.error,
    loading: request.loading,
    reload: request.reload,
  };
}
