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
 * An idb-keyval store (its custom-store contract: a function running a transaction on one object store)
 * whose connection gives way to a deletion: it closes itself when another one deletes the database
 * (logout in another tab, or a late use during logout) instead of blocking the deletion and every later
 * open. The handler is set when the connection opens, so no deletion can come in between (set later,
 * from a first transaction, it could miss one: CI saw the packs database held after logout that way).
 * `closed` lets the owner forget the store so the next use opens a new one.
 *
 * `mayOpen` is asked each time a connection would open: opening creates the database when it is not
 * there, so a use that began before logout and reaches its first transaction after it (a read answered
 * late, the start-up's look at the queue) would bring the dropped database back. Refused, the use fails
 * (callers treat that as "nothing kept") and the next one asks again.
 */
export function yieldingStore(
  dbName: string,
  storeName: string,
  closed: () => void,
  mayOpen: () => boolean = () => true,
): UseStore {
  let connection: Promise<IDBDatabase> | undefined;
  const connect = () => {
    if (connection) return connection;
    if (!mayOpen()) return Promise.reject(new Error(`${dbName} is not to be opened now`));
    return (connection = new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => {
          db.close();
          closed();
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error(`${dbName} did not open`));
    }));
  };
  return (txMode, callback) =>
    connect().then((db) => callback(db.transaction(storeName, txMode).objectStore(storeName)));
}
