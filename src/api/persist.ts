/**
 * What the query layer keeps on the phone, per user, in IndexedDB (one idb-keyval store, database
 * `crew-data`), with TanStack Query's persister (docs/offline.md):
 *
 * - `answers:<userId>`: the answers the user has seen (the query cache), dropped by a new build (the
 *   buster) and, answer by answer, past KEEP_MS. Restored before the first render (main.tsx), so a
 *   repeat visit draws the last answers at once and refreshes them.
 * - `queue:<userId>`: the writes waiting for the network (paused mutations, api/writes.ts). Apart from
 *   the answers because a new build or an age must never drop a record the user was told would be sent.
 */
import type { InfiniteData, Mutation, MutationCacheNotifyEvent, Query } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, keys, set, delMany, type UseStore } from 'idb-keyval';
import { i18n } from '@/i18n';
import { showAlert } from '@/stores/feedback';
import { dropDatabase, yieldingStore } from '@/lib/idbDrop';
import { KEEP_MS, queryClient } from './queryClient';
import { isQueuedWrite, ownerNameOf, setQueueSaver } from './writes';

export const DATABASE = 'crew-data';
/** The build the answers were kept by: a new build's code may read them differently (vite.config.ts). */
export const ANSWERS_BUSTER = `answers@${import.meta.env.VITE_BUILD_ID ?? 'dev'}`;
/** The queue's own format: only a change of the queue itself drops what waits in it. */
export const QUEUE_BUSTER = 'queue@1';

let store: UseStore | null = null;
const idb = (): UseStore => (store ??= yieldingStore(DATABASE, 'kept', () => (store = null)));
const available = () => typeof indexedDB !== 'undefined';

export const answersKey = (userId: string) => `answers:${userId}`;
export const queueKey = (userId: string) => `queue:${userId}`;

/** An answer worth keeping: one there is (a failed refresh keeps it), not older than KEEP_MS. */
const keepAnswer = (query: Query) =>
  query.state.data !== undefined && Date.now() - query.state.dataUpdatedAt < KEEP_MS;

/**
 * A write that has not been accepted is stored as paused, including one on its way when the app
 * closed: TanStack Query resumes only paused mutations (resumePausedMutations), so the next start sends
 * it (at least once: the backend has no key to recognise a repeat).
 */
function waitingAsPaused(client: PersistedClient): PersistedClient {
  const mutations = client.clientState.mutations.map((mutation) =>
    mutation.state.status === 'pending'
      ? { ...mutation, state: { ...mutation.state, isPaused: true } }
      : mutation,
  );
  return { ...client, clientState: { ...client.clientState, mutations } };
}

const isPaged = (data: unknown): data is InfiniteData<unknown> =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as InfiniteData<unknown>).pages) &&
  Array.isArray((data as InfiniteData<unknown>).pageParams);

/**
 * A paged list is kept with its first page alone. TanStack Query refreshes an infinite query by asking
 * again for every page it holds, one after the other: a news list scrolled to its end and kept whole
 * made the next opening ask ten pages in a row before it was fresh (ten round trips on a phone's slow
 * link), and its record several times larger to write each second of a fling. A list opened again
 * shows its top, as the preparation's pack keeps it (prepare/pack.ts); the rest comes as the user
 * scrolls. Only the record is cut: the pages in memory stay for this opening.
 */
function firstPagesOnly(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) => {
    const data: unknown = query.state.data;
    if (!isPaged(data) || data.pages.length <= 1) return query;
    const first = { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
    return { ...query, state: { ...query.state, data: first } };
  });
  return { ...client, clientState: { ...client.clientState, queries } };
}

function persister(
  owner: Kept,
  key: string,
  throttleTime: number,
  prepare = (client: PersistedClient) => client,
  removable = true,
): Persister {
  // A save that comes after its opening was closed (logout, another sign-in, the same user signing in
  // again) writes nothing: a save held back by the throttle would otherwise put the old answers back.
  const mine = () => kept === owner;
  return createAsyncStoragePersister({
    key,
    throttleTime,
    storage: available()
      ? {
          getItem: (name) => get<string>(name, idb()).then((value) => value ?? null),
          setItem: async (name, value) => {
            if (mine()) await set(name, value, idb());
          },
          // TanStack's restore removes a record it could not read; the queue's goes only by a drop.
          removeItem: async (name) => {
            if (removable) await del(name, idb());
          },
        }
      : undefined,
    serialize: (client) => JSON.stringify(prepare(client)),
  });
}

interface Kept {
  userId: string;
  stop: () => void;
}
let kept: Kept | null = null;

/** The user whose answers and queue the cache holds and saves (null: nobody's). */
export const keptUser = (): string | null => kept?.userId ?? null;

/**
 * Loads the user's kept answers and queue into the cache and saves every change from then on. The
 * cache must hold nobody else's data (api/sessionData drops it first).
 */
export async function openKept(userId: string): Promise<void> {
  if (kept?.userId === userId) return;
  closeKept();
  const self: Kept = { userId, stop: () => undefined };
  kept = self;
  const answers = persister(self, answersKey(userId), 1000, firstPagesOnly);
  // The queue is saved at once: a record made just before the app is closed must be there next time.
  const queue = persister(self, queueKey(userId), 0, waitingAsPaused, false);
  const restoreQueue = () =>
    persistQueryClientRestore({
      queryClient,
      persister: queue,
      maxAge: Number.POSITIVE_INFINITY,
      buster: QUEUE_BUSTER,
    }).then(
      () => true,
      () => false,
    );
  const [, queueRead] = await Promise.all([
    // Answers that cannot be read are dropped by the persister: the screens ask again.
    persistQueryClientRestore({
      queryClient,
      persister: answers,
      maxAge: KEEP_MS,
      buster: ANSWERS_BUSTER,
    }).catch(() => undefined),
    // A queue that cannot be read is tried once more on a new connection (a browser can lose one while
    // the app is away); still unread, it stays on the phone as it is and is not saved over this time,
    // so the next start sends it.
    restoreQueue().then((read) => {
      if (read) return true;
      store = null; // the next use of the store opens a new connection
      return restoreQueue();
    }),
  ]);
  if (kept !== self) return;
  // What was kept is drawn at once and asked again by the screen that shows it, however recent: the
  // last change before the app closed (a flight just followed) may have missed its save.
  void queryClient.invalidateQueries({ refetchType: 'none' });
  const answersSave = {
    queryClient,
    persister: answers,
    buster: ANSWERS_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: keepAnswer, shouldDehydrateMutation: () => false },
  };
  const queueSave = {
    queryClient,
    persister: queue,
    buster: QUEUE_BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (mutation: Mutation) =>
        isQueuedWrite(mutation) && (mutation.state.status === 'pending' || mutation.state.status === 'error'),
    },
  };
  if (!queueRead) {
    console.error(`The records waiting to be sent could not be read (${queueKey(userId)}); kept for later`);
    // The user was told those records would be sent, and what they write offline now is not kept
    // beyond this opening: they must know both.
    void showAlert({ content: i18n.t('offline.queueUnread') });
  }
  const saves = queueRead ? [answersSave, queueSave] : [answersSave];
  const stops = [persistQueryClientSubscribe(answersSave)];
  if (queueRead) {
    // The queue holds writes only: it is saved when a write changes, not on each read's progress (a
    // list's pages arriving during a scroll made as many IndexedDB writes of an unchanged queue).
    const saveQueue = (event: MutationCacheNotifyEvent) => {
      if (event.type === 'added' || event.type === 'removed' || event.type === 'updated')
        void persistQueryClientSave(queueSave);
    };
    stops.push(queryClient.getMutationCache().subscribe(saveQueue));
    // A record the screen calls saved is on the phone (api/writes waits for this save). Its own
    // persister: the subscriber's, asked while a save of its own is scheduled, returns before writing.
    const queueNow = {
      ...queueSave,
      persister: persister(self, queueKey(userId), 0, waitingAsPaused, false),
    };
    setQueueSaver(() => persistQueryClientSave(queueNow));
    stops.push(() => setQueueSaver(null));
  }
  // The answers are saved at most once a second: what came in the last second (a pack just downloaded)
  // would be lost if the app is closed or put away before that. Leaving the page saves them at once.
  const answersNow = { ...answersSave, persister: persister(self, answersKey(userId), 0, firstPagesOnly) };
  const saveNow = () => void persistQueryClientSave(answersNow);
  const onHidden = () => document.visibilityState === 'hidden' && saveNow();
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', saveNow);
  stops.push(() => {
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', saveNow);
  });
  self.stop = () => stops.forEach((stop) => stop());
  // What came into the cache while it was being restored (a screen's first answers) is saved too.
  for (const save of saves) void persistQueryClientSave(save);
}

/** Stops saving (the cache's content stays in memory until dropped). */
export function closeKept(): void {
  kept?.stop();
  kept = null;
}

/** The kept answers of one user go (a 401: the queue stays). */
export async function dropAnswers(userId: string): Promise<void> {
  if (available()) await del(answersKey(userId), idb()).catch(() => undefined);
}

/** Everything of every user but `except` goes; with no `except`, the database itself (logout). */
export async function dropKept(except?: string): Promise<void> {
  if (!available()) return;
  try {
    if (except === undefined) {
      const open = store;
      store = null;
      await dropDatabase(DATABASE, open);
      return;
    }
    const others = (await keys(idb())).filter(
      (key) => key !== answersKey(except) && key !== queueKey(except),
    );
    await delMany(others, idb());
  } catch {
    // nothing kept
  }
}

/** What is kept on the phone under one key (`answersKey`, `queueKey`), as the persister saved it. */
export async function keptRecord(key: string): Promise<PersistedClient | undefined> {
  if (!available()) return undefined;
  try {
    const raw = await get<string>(key, idb());
    return raw ? (JSON.parse(raw) as PersistedClient) : undefined;
  } catch {
    return undefined;
  }
}

/** A user's records waiting on the phone: how many, and the name they were made under. */
export interface KeptQueue {
  count: number;
  name?: string;
}

/** The users with a queue kept on the phone, and their records that wait. */
export async function keptQueues(): Promise<Record<string, KeptQueue>> {
  if (!available()) return {};
  const queues: Record<string, KeptQueue> = {};
  try {
    for (const key of await keys(idb())) {
      const name = String(key);
      if (!name.startsWith('queue:')) continue;
      const client = await keptRecord(name);
      const waiting = client?.clientState.mutations.filter((m) => m.state.status === 'pending') ?? [];
      queues[name.slice('queue:'.length)] = {
        count: waiting.length,
        name: ownerNameOf(waiting),
      };
    }
  } catch {
    // nothing readable
  }
  return queues;
}
