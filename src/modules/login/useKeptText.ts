import { useCallback, useState } from 'react';
import { readDraft, SIGNED_OUT, writeDraft } from '@/lib/drafts';

/**
 * A field of a signed-out form (user name, phone) that survives a reload of the tab, like every draft
 * (`draft:signed-out:<field>` in sessionStorage; gone at sign-in, sign-out and logout). Passwords and
 * SMS codes never use it: a secret is never written to storage. `typedBefore`, when given, wins over both;
 * it is only the first value: the caller keeps it with the setter once mounted (LoginPage).
 */
export function useKeptText(
  field: string,
  initial: () => string,
  typedBefore?: string,
): [string, (value: string) => void] {
  // Text typed into the login frame before the app took over (shell/startFrame) is the newest of all.
  const [value, setValue] = useState(() =>
    typedBefore === undefined ? readDraft<string>(SIGNED_OUT, field) || initial() : typedBefore,
  );
  const set = useCallback(
    (next: string) => {
      setValue(next);
      writeDraft(SIGNED_OUT, field, next || null);
    },
    [field],
  );
  return [value, set];
}
