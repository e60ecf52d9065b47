import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from '@/lib/drafts';
import { useSessionStore } from './session';

const owner = () => useSessionStore.getState().auth?.userId ?? null;

export interface Draft<T> {
  value: T;
  /** Changes the draft; it is written at once, so nothing typed is lost to a reload. */
  set: (update: T | ((previous: T) => T)) => void;
  /** The backend accepted it (or the user threw it away): back to the initial value, nothing kept. */
  discard: () => void;
  /** Whether a kept draft was found when the form opened. */
  restored: boolean;
}

function kept<T>(formId: string | null): T | undefined {
  const user = owner();
  return formId && user ? readDraft<T>(user, formId) : undefined;
}

/**
 * A form's state that outlives the screen until the backend accepts it (lib/drafts). `formId` names the
 * form and what it is about (`prepare.health:<missionId>`); null keeps the state in memory only.
 */
export function useDraft<T>(formId: string | null, initial: T): Draft<T> {
  const initialRef = useRef(initial);
  const [state, setState] = useState(() => {
    const value = kept<T>(formId);
    return { formId, value: value ?? initial, restored: value !== undefined };
  });
  // Another form id (another mission) reads its own draft.
  if (state.formId !== formId) {
    const value = kept<T>(formId);
    setState({ formId, value: value ?? initialRef.current, restored: value !== undefined });
  }
  const formIdRef = useRef(formId);
  useEffect(() => {
    formIdRef.current = formId;
  }, [formId]);

  const set = useCallback((update: T | ((previous: T) => T)) => {
    setState((current) => {
      const value = typeof update === 'function' ? (update as (previous: T) => T)(current.value) : update;
      const user = owner();
      if (current.formId && user) writeDraft(user, current.formId, value);
      return { ...current, value };
    });
  }, []);

  const discard = useCallback(() => {
    const user = owner();
    if (formIdRef.current && user) clearDraft(user, formIdRef.current);
    setState((current) => ({ ...current, value: initialRef.current, restored: false }));
  }, []);

  return { value: state.value, set, discard, restored: state.restored };
}
