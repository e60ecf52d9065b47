import { useCallback, useState } from 'react';
import { useSubmit as useSharedSubmit } from '@/api/useSubmit';
import type { Shown } from './messages';

export interface FormFailure {
  message: Shown;
  note?: Shown;
}

/**
 * The shared send (api/useSubmit: one request per tap, `pending` for the busy button) with the login
 * screens' failure message: the backend's own words when it sent any, and the advice a screen adds.
 */
export function useSubmit(initialFailure: FormFailure | null = null) {
  const submit = useSharedSubmit();
  const [failure, setFailure] = useState<FormFailure | null>(initialFailure);
  const { run: send } = submit;

  const run = useCallback(
    async (attempt: () => Promise<void>, onRejected?: (error: unknown) => Promise<Shown | undefined>) => {
      setFailure(null);
      const outcome = await send(attempt);
      if (!outcome || outcome.ok) return;
      const { error } = outcome;
      const message: Shown = error.message ? { text: error.message } : { key: 'errors.loginFailed' };
      const note = onRejected ? await onRejected(error) : undefined;
      setFailure({ message, note });
    },
    [send],
  );

  return { pending: submit.pending, failure, setFailure, run, isBusy: submit.isBusy };
}
