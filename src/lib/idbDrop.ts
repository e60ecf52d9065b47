import type { UseStore } from 'idb-keyval';

/**
 * Deletes one of the app's IndexedDB databases (logout leaves no database behind, not even an empty
 * one). idb-keyval has no call for it: its connection is closed through one of its own transactions,
 * then the browser's deleteDatabase runs. The caller forgets its store so the next use opens a new one.
 */
export async function dropDatabase(name: string, store: UseStore | null): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  if (store) await store('readonly', (s) => s.transaction.db.close()).catch(() => undefined);
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * Makes an idb-keyval store give way to a deletion: its connection closes itself when another one
 * deletes the database (logout in another tab, or a late use during logout), instead of blocking the
 * deletion and every later open. `closed` lets the owner forget the store so the next use reopens.
 */
export function yieldOnDelete(store: UseStore, closed: () => void): UseStore {
  void store('readonly', (s) => {
    const db = s.transaction.db;
    db.onversionchange = () => {
      db.close();
      closed();
    };
  }).catch(() => undefined);
  return store;
}
