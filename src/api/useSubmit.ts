import { useCallback, useRef, useState } from 'react';
import { i18n } from '@/i18n';
import { ApiError, isApiError } from './errors';

export type SubmitOutcome<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** What the user reads when a send failed: the backend's own words, else the client's, else a plain one. */
export function sendFailureText(error: ApiError): string {
  return error.message && error.kind !== 'bad-response' ? error.message : i18n.t('error.sendFailed');
}

export interface Submit {
  /** True while the request is on its way: drives the busy button. */
  pending: boolean;
  /** Why the last send failed, in the user's language (or the backend's message), or null. */
  error: string | null;
  /** The failed call itself, for screens that react to its kind or code. */
  failure: ApiError | null;
  setError: (message: string | null) => void;
  /**
   * Sends once: a second call while the first is on its way does nothing (undefined), a left screen
   * (cancelled) gives undefined too. A failure is kept in `error`; the caller keeps the draft until ok.
   */
  run: <T>(send: () => Promise<T>) => Promise<SubmitOutcome<T> | undefined>;
  isBusy: () => boolean;
}

/** The one way a screen sends what the user typed (forms of every module, login included). */
export function useSubmit(): Submit {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const run = useCallback(async <T>(send: () => Promise<T>): Promise<SubmitOutcome<T> | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    setError(null);
    setFailure(null);
    try {
      return { ok: true, data: await send() };
    } catch (caught) {
      const apiError = isApiError(caught) ? caught : new ApiError('bad-response', String(caught));
      if (apiError.kind === 'cancelled') return undefined;
      setFailure(apiError);
      setError(sendFailureText(apiError));
      return { ok: false, error: apiError };
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  return { pending, error, failure, setError, run, isBusy: () => busy.current };
}
