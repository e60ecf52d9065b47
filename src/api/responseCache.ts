import { useSessionStore } from '@/stores/session';

/**
 * Answers screens have shown, by session and query. Coming back to a screen (back, or a filter or
 * panel change, which remounts the page) shows the last answer at once — which is also what lets the
 * shell restore the scroll position 1 ms after the page appears — and refreshes it when it is old.
 * Keyed by the session token, so one user never sees another's answers.
 */
interface Entry {
  data: unknown;
  at: number;
}

const entries = new Map<string, Entry>();
const LIMIT = 60;
/** Younger than this, a cached answer is shown without asking again. */
export const FRESH_MS = 30_000;

export function readCache<T>(key: string): { data: T; fresh: boolean } | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  return { data: entry.data as T, fresh: Date.now() - entry.at < FRESH_MS };
}

export function writeCache<T>(key: string, data: T): void {
  entries.delete(key);
  entries.set(key, { data, at: Date.now() });
  if (entries.size > LIMIT) entries.delete(entries.keys().next().value as string);
}

export function clearResponseCache(): void {
  entries.clear();
}

// A new session (sign-in, sign-out, logout) starts with nothing remembered from the last one.
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) clearResponseCache();
});
