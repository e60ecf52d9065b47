/**
 * Writes that may wait for the network (step records, the fitness declaration): made with no network,
 * they are queued in IndexedDB (idb-keyval, like the kept reads) per user and sent in order when the
 * network comes back — the `online` event and the next call that gets an answer. Each entry has its own
 * id and leaves the queue only once the backend accepted it; a write the backend refuses stays, marked
 * with its reason, and is not sent again. Entries are sent only under their own user's session, and
 * everything goes at sign-out and logout (lib/offlineData).
 *
 * This file loads on demand (the first queued write, or the app start of a signed-in user), never in the
 * start-up bundle; the shell reads what it shows from `useWriteQueueStore`.
 */
import type * as IdbKeyval from 'idb-keyval';
import { dropDatabase, yieldingStore } from './idbDrop';
import { api, onCallAnswered } from '@/api/client';
import { isApiError } from '@/api/errors';
import { hasSession, signedInUserId, useSessionStore } from '@/stores/session';
import { useWriteQueueStore, type QueuedWrite, type QueuedWriteKind } from '@/stores/writeQueue';

export type { QueuedWrite, QueuedWriteKind };

/** How many sent entries stay listed for the user to see (the newest). */
export const SENT_KEPT = 10;

let opened: Promise<{ idb: typeof IdbKeyval; store: IdbKeyval.UseStore }> | null = null;
function open() {
  opened ??= import('idb-keyval').then((idb) => ({
    idb,
    store: yieldingStore('crew-write-queue', 'writes', () => (opened = null), hasSession),
  }));
  return opened;
}
const available = () => typeof indexedDB !== 'undefined';

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The user's entries in the order they were made. */
async function read(owner: string): Promise<QueuedWrite[]> {
  if (!available()) return [];
  try {
    const { idb, store } = await open();
    return (await idb.get<QueuedWrite[]>(owner, store)) ?? [];
  } catch {
    // Storage refused, or the user signed out meanwhile (the database is not opened again then).
    return [];
  }
}

/** One read-modify-write in a single IndexedDB transaction (idb-keyval `update`), then the shell is told. */
async function change(owner: string, edit: (list: QueuedWrite[]) => QueuedWrite[]): Promise<QueuedWrite[]> {
  const { idb, store } = await open();
  let next: QueuedWrite[] = [];
  await idb.update<QueuedWrite[]>(
    owner,
    (list) => {
      next = edit(list ?? []);
      return next;
    },
    store,
  );
  if (signedInUserId() === owner) useWriteQueueStore.getState().setEntries(next);
  return next;
}

/** Loads the signed-in user's queue into the shell's store. */
export async function loadQueue(): Promise<QueuedWrite[]> {
  const owner = signedInUserId();
  if (!owner) {
    useWriteQueueStore.getState().setEntries([]);
    return [];
  }
  const list = await read(owner);
  if (signedInUserId() === owner) useWriteQueueStore.getState().setEntries(list);
  return list;
}

/** Puts a write at the end of the signed-in user's queue (a new id), and returns it. */
export async function enqueueWrite(
  kind: QueuedWriteKind,
  path: string,
  payload: Record<string, unknown>,
): Promise<QueuedWrite> {
  const owner = signedInUserId();
  if (!owner) throw new Error('no user to queue for');
  const entry: QueuedWrite = {
    id: newId(),
    owner,
    kind,
    path,
    payload,
    queuedAt: Date.now(),
    state: 'waiting',
  };
  await change(owner, (list) => [...list, entry]);
  return entry;
}

/** No network, or no answer in time: the write may wait. Anything else is the backend's answer. */
const isOffline = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

export type QueuedOutcome<T> = { sent: true; data: T } | { sent: false; queued: QueuedWrite };

/**
 * Sends a write that may wait: straight away when nothing of this user is waiting, queued when the
 * network is gone. When earlier writes still wait, they are sent first (the order holds) and this one
 * follows straight away if they went: a write is never queued while the network is there, so a refusal
 * of the backend reaches the screen, which explains it and keeps what was typed. (Queued behind a step
 * record that had timed out, a declaration used to be shown as saved, then refused in the queue.)
 */
export async function sendOrQueue<T>(
  kind: QueuedWriteKind,
  path: string,
  payload: Record<string, unknown>,
  options: { loading?: boolean } = {},
): Promise<QueuedOutcome<T>> {
  start();
  const owner = signedInUserId();
  const waitingFor = async (user: string | null) =>
    user ? (await read(user)).some((entry) => entry.state === 'waiting' || entry.state === 'sending') : false;
  let waiting = await waitingFor(owner);
  if (waiting) {
    await flushQueue();
    waiting = await waitingFor(owner);
  }
  if (!waiting) {
    try {
      const sent = await api.post<T>(path, payload, { hideGlobalError: true, loading: options.loading });
      return { sent: true, data: sent };
    } catch (error) {
      if (!owner || !isOffline(error)) throw error;
    }
  }
  const queued = await enqueueWrite(kind, path, payload);
  return { sent: false, queued };
}

let flushing: Promise<void> | null = null;
/** A flush was asked for while one ran: the network may have come back after that one found none. */
let askedAgain = false;

/**
 * Sends the signed-in user's waiting entries, oldest first, one at a time. Stops at the first one that
 * finds no network (the order holds); a refusal marks that entry and goes on. One flush at a time in this
 * tab, and one across tabs where the browser has Web Locks; one asked for meanwhile (the `online` event
 * while a try was failing) runs once that one is over, so the network's return is never missed.
 */
export function flushQueue(): Promise<void> {
  if (flushing) {
    askedAgain = true;
    return flushing;
  }
  flushing = (async () => {
    try {
      const run = () => sendWaiting();
      do {
        askedAgain = false;
        if (typeof navigator !== 'undefined' && navigator.locks) {
          await navigator.locks.request('crew-write-queue', run);
        } else await run();
      } while (askedAgain);
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

async function sendWaiting(): Promise<void> {
  const owner = signedInUserId();
  if (!owner || !available()) return;
  const token = useSessionStore.getState().token;
  for (;;) {
    // The session changed while sending: nothing more goes, certainly not under another user.
    if (signedInUserId() !== owner || useSessionStore.getState().token !== token) return;
    const next = (await read(owner)).find((entry) => entry.state === 'waiting' || entry.state === 'sending');
    if (!next) return;
    await change(owner, (list) =>
      list.map((entry) => (entry.id === next.id ? { ...entry, state: 'sending' as const } : entry)),
    );
    try {
      await api.post(next.path, next.payload, { hideGlobalError: true });
    } catch (error) {
      if (
        isOffline(error) ||
        (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'cancelled'))
      ) {
        // Still offline, or the session must be renewed: it waits, in its place, for the next chance.
        await change(owner, (list) =>
          list.map((entry) => (entry.id === next.id ? { ...entry, state: 'waiting' as const } : entry)),
        );
        return;
      }
      const reason = error instanceof Error && error.message ? error.message : String(error);
      const code = isApiError(error) ? error.code : undefined;
      await change(owner, (list) =>
        list.map((entry) =>
          entry.id === next.id
            ? { ...entry, state: 'refused' as const, reason, code, doneAt: Date.now() }
            : entry,
        ),
      );
      continue;
    }
    // Accepted: only now does it leave the waiting list; it stays listed as sent for the user to see.
    await change(owner, (list) => {
      const updated = list.map((entry) =>
        entry.id === next.id ? { ...entry, state: 'sent' as const, doneAt: Date.now() } : entry,
      );
      const sent = updated.filter((entry) => entry.state === 'sent');
      const drop = new Set(sent.slice(0, Math.max(0, sent.length - SENT_KEPT)).map((entry) => entry.id));
      return updated.filter((entry) => !drop.has(entry.id));
    });
  }
}

/** Takes sent and refused entries off the list the user sees (waiting ones stay). */
export async function dismissDone(): Promise<void> {
  const owner = signedInUserId();
  if (!owner || !available()) return;
  await change(owner, (list) =>
    list.filter((entry) => entry.state === 'waiting' || entry.state === 'sending'),
  );
}

/** Every user's queue, or all but the given user's (a new user on the phone never sends another's). */
export async function clearWriteQueue(except?: string): Promise<void> {
  if (except === undefined || signedInUserId() !== except) useWriteQueueStore.getState().setEntries([]);
  if (!available()) return;
  try {
    if (except === undefined) {
      const { store } = await open();
      opened = null;
      return await dropDatabase('crew-write-queue', store);
    }
    const { idb, store } = await open();
    await idb.delMany(
      (await idb.keys(store)).filter((key) => key !== except),
      store,
    );
  } catch {
    // nothing kept
  }
}

let started = false;
const hasWaiting = () =>
  useWriteQueueStore
    .getState()
    .entries.some((entry) => entry.state === 'waiting' || entry.state === 'sending');

/**
 * Listens for the network coming back: the `online` event, and any call that got an answer from the
 * backend (the `online` event alone misses a captive Wi-Fi that starts to let traffic through).
 */
export function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void flushQueue());
  onCallAnswered(() => {
    if (hasWaiting() && !flushing) void flushQueue();
  });
  useSessionStore.subscribe((state, previous) => {
    if (state.auth?.userId !== previous.auth?.userId) void loadQueue().then(() => flushQueue());
  });
}

/** App start: the signed-in user's queue is shown and, when the network is there, sent. */
export async function startWriteQueue(): Promise<void> {
  start();
  await loadQueue();
  if (hasWaiting()) await flushQueue();
}
