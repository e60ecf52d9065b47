import { useSessionStore } from '@/stores/session';

/**
 * Reads a route's loader starts before its screen has rendered, so the first answers are on their way
 * while the screen's code runs and draws. The screen takes a started call by key, once, instead of
 * asking again (`useRequest`'s `early` option). A call nobody takes within EARLY_CALL_TTL_MS is
 * forgotten; a new session forgets them all.
 */
export const EARLY_CALL_TTL_MS = 10_000;

interface Started {
  promise: Promise<unknown>;
  at: number;
  token: string | null;
  taken: boolean;
}

const started = new Map<string, Started>();

export function startEarly<T>(key: string, call: () => Promise<T>): void {
  const token = useSessionStore.getState().token;
  const entry = started.get(key);
  // Started or asked already, taken or not: a cold start's reads and the route's loader start the same
  // reads at about the same time, and the screen may have taken or asked before the loader's start comes.
  if (entry && entry.token === token && Date.now() - entry.at < EARLY_CALL_TTL_MS) return;
  const promise = call();
  // A failure is the taking screen's to show; until it is taken it must not count as unhandled.
  promise.catch(() => undefined);
  started.set(key, { promise, at: Date.now(), token, taken: false });
}

/**
 * The screen's first read under `key`: the started call if one is waiting, else `ask()`, which is
 * recorded as this key's call so that a loader starting the same read a moment later does not ask
 * again (a screen whose code was in before its loader's: the list's reads went out twice).
 */
export function takeEarly<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const token = useSessionStore.getState().token;
  const entry = started.get(key);
  if (entry && !entry.taken && entry.token === token && Date.now() - entry.at < EARLY_CALL_TTL_MS) {
    entry.taken = true;
    return entry.promise as Promise<T>;
  }
  const promise = ask();
  started.set(key, { promise, at: Date.now(), token, taken: true });
  return promise;
}

export function clearEarlyCalls(): void {
  started.clear();
}
