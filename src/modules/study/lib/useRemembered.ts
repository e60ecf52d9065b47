import { useCallback, useState } from 'react';
import { readJson, writeJson } from '@/lib/storage';

/**
 * A list's search text, kept for the visit (sessionStorage) rather than in the address: every change
 * of the address mounts the screen anew (page transitions), which would take the keyboard away from
 * someone typing. Coming back to the list still finds the search as it was left.
 */
export function useRemembered(key: string, initial = ''): [string, (value: string) => void] {
  const storageKey = `study.search:${key}`;
  const [value, setValue] = useState(() => readJson<string>('session', storageKey) ?? initial);
  const set = useCallback(
    (next: string) => {
      setValue(next);
      writeJson('session', storageKey, next || null);
    },
    [storageKey],
  );
  return [value, set];
}
