/**
 * Keeps the mutable state of the mock backend across page reloads in the browser (npm run mock): one
 * sessionStorage key, written after every call. Off unless the browser worker enables it, so the node
 * tests (which run in jsdom and do have a window) always start from the seed.
 */
import { restoreSessions, sessionEntries } from './sessions';
import { onReset } from '../lib/reset';
import { MOCK_DB_KEY, serverStart } from './clock';

export { MOCK_DB_KEY };

interface Part {
  dump: () => unknown;
  load: (data: unknown) => void;
}
const parts = new Map<string, Part>();
let enabled = false;

function readStorage(): Record<string, unknown> | null {
  try {
    const text = globalThis.sessionStorage?.getItem(MOCK_DB_KEY);
    const data: unknown = text ? JSON.parse(text) : null;
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function loadPart(name: string, part: Part, data: Record<string, unknown> | null): void {
  if (!data || data[name] === undefined) return;
  try {
    part.load(data[name]);
  } catch {
    // A stale or foreign shape: keep the seed for this part.
  }
}

/**
 * Registers a piece of mutable state (follows, reads, exam results...). `dump` returns plain JSON,
 * `load` puts it back. Call at module load, next to the matching onReset.
 */
export function persistent(name: string, dump: () => unknown, load: (data: unknown) => void): void {
  const part = { dump, load };
  parts.set(name, part);
  if (enabled) loadPart(name, part, readStorage());
}

/** Browser only: restore what an earlier page load saved, and save from now on. */
export function enablePersistence(): void {
  if (typeof window === 'undefined' || typeof sessionStorage === 'undefined') return;
  enabled = true;
  const data = readStorage();
  if (!data) return;
  if (Array.isArray(data.sessions)) restoreSessions(data.sessions as Array<[string, string]>);
  for (const [name, part] of parts) loadPart(name, part, data);
}

/** Called after every answered call; a no-op unless enabled. */
export function saveMockState(): void {
  if (!enabled) return;
  // The seed's dates hang on serverStart: the next page load of this tab continues from it (db/clock).
  const data: Record<string, unknown> = { serverStart, sessions: sessionEntries() };
  for (const [name, part] of parts) data[name] = part.dump();
  try {
    sessionStorage.setItem(MOCK_DB_KEY, JSON.stringify(data));
  } catch {
    // Storage full or blocked: the demo still works, it just forgets on reload.
  }
}

onReset(() => {
  if (enabled) sessionStorage.removeItem(MOCK_DB_KEY);
});
