/**
 * Answers of reads the user has seen, kept in IndexedDB (idb-keyval) per user, so that with no network a
 * screen opened before shows its last data, marked "offline, as of HH:mm", instead of an error. Nothing
 * is kept for another user: the entries of anyone but the signed-in user go at sign-in, and all of them
 * at sign-out and logout. idb-keyval loads with the first use, not at start-up.
 */
import type * as IdbKeyval from 'idb-keyval';
import { dropDatabase, yieldingStore } from './idbDrop';
// A cycle (the session store clears the kept reads at logout), read only when a call runs.
import { hasSession, signedInUserId } from '@/stores/session';

export interface KeptRead<T> {
  data: T;
  /** When the answer arrived (ms). */
  at: number;
}

let store: Promise<{ idb: typeof IdbKeyval; store: IdbKeyval.UseStore }> | null = null;
function open() {
  store ??= import('idb-keyval').then((idb) => ({
    idb,
    store: yieldingStore('crew-kept-reads', 'reads', () => (store = null), hasSession),
  }));
  return store;
}

const available = () => typeof indexedDB !== 'undefined';
const keyOf = (owner: string, read: string) => `${owner}|${read}`;

export async function keepRead(owner: string, read: string, data: unknown): Promise<void> {
  if (!available()) return;
  try {
    const { idb, store: db } = await open();
    // An answer that outlived its user's session (logout, another sign-in) is not kept.
    if (signedInUserId() !== owner) return;
    await idb.set(keyOf(owner, read), { data, at: Date.now() } satisfies KeptRead<unknown>, db);
  } catch {
    // Storage full or refused: the app works as before, without the offline copy.
  }
}

export async function keptRead<T>(owner: string, read: string): Promise<KeptRead<T> | undefined> {
  if (!available()) return undefined;
  try {
    const { idb, store: db } = await open();
    return await idb.get<KeptRead<T>>(keyOf(owner, read), db);
  } catch {
    return undefined;
  }
}

/** Every kept read, or all but the given user's. */
export async function clearKeptReads(except?: string): Promise<void> {
  if (!available()) return;
  try {
    if (except === undefined) {
      // Everything goes: the database itself, not only its entries.
      const { store: db } = await open();
      store = null;
      return await dropDatabase('crew-kept-reads', db);
    }
    const { idb, store: db } = await open();
    const keys = (await idb.keys(db)).filter((key) => !String(key).startsWith(keyOf(except, '')));
    await idb.delMany(keys, db);
  } catch {
    // nothing kept
  }
}
