import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@/api/errors';
import type { Shown } from './messages';

export interface FormFailure {
  message: Shown;
  note?: Shown;
}

/**
 * One request per submit: a second tap while the first is in flight does nothing, and `pending` drives
 * the busy button. A failure becomes the form's message: the backend's own words when it sent any.
 */
export function useSubmit(initialFailure: FormFailure | null = null) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(initialFailure);
  const busy = useRef(false);

  const run = useCallback(
    async (attempt: () => Promise<void>, onRejected?: (error: unknown) => Promise<Shown | undefined>) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      setFailure(null);
      try {
        await attempt();
      } catch (error) {
        if (isApiError(error) && error.kind === 'cancelled') return;
        const message: Shown =
          isApiError(error) && error.message ? { text: error.message } : { key: 'errors.loginFailed' };
        const note = onRejected ? await onRejected(error) : undefined;
        setFailure({ message, note });
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [],
  );

  return { pending, failure, setFailure, run, isBusy: () => busy.current };
}
