import { useCallback, useState } from 'react';
import { readDraft, writeDraft } from '@/lib/drafts';

/** Nobody is signed in on these screens: their drafts belong to the tab until someone signs in. */
const SIGNED_OUT = 'signed-out';

/**
 * A field of a signed-out form (user name, phone) that survives a reload of the tab, like every draft
 * (`draft:signed-out:<field>` in sessionStorage; gone at sign-in, sign-out and logout). Passwords and
 * SMS codes never use it: a secret is never written to storage. `typedBefore`, when given, wins over both.
 */
export function useKeptText(
  field: string,
  initial: () => string,
  typedBefore?: string,
): [string, (value: string) => void] {
  // Text typed into the login frame before the app took over (shell/startFrame) is the newest of all.
  const [value, setValue] = useState(() => {
    if (typedBefore === undefined) return readDraft<string>(SIGNED_OUT, field) || initial();
    writeDraft(SIGNED_OUT, field, typedBefore || null);
    return typedBefore;
  });
  const set = useCallback(
    (next: string) => {
      setValue(next);
      writeDraft(SIGNED_OUT, field, next || null);
    },
    [field],
  );
  return [value, set];
}
