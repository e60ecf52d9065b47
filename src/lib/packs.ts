/**
 * Preparation packs: what was downloaded for reading a mission offline, per user. The answers themselves
 * are kept reads (lib/keptReads, the same keys the screens read with); the chart files go to Cache
 * Storage (FILE_CACHE), which the service worker answers from when the network is gone (vite.config.ts).
 * Here: each pack's record (when, how big, how many reads and files), kept in IndexedDB with idb-keyval.
 */
import type * as IdbKeyval from 'idb-keyval';
import { dropDatabase, yieldingStore } from './idbDrop';
import { hasSession, signedInUserId } from '@/stores/session';

/** The Cache Storage cache of the files packs and screens fetched (charts, pictures). */
export const FILE_CACHE = 'crew-files';

/**
 * A pack older than this is refreshed by itself as soon as the network is there (weather is reissued
 * every 30–60 minutes, so an hour-old pack may already miss a METAR). Older than STALE_AFTER_MS it is
 * shown as stale.
 */
export const REFRESH_AFTER_MS = 60 * 60 * 1000;
export const STALE_AFTER_MS = 3 * 60 * 60 * 1000;

export interface PackInfo {
  owner: string;
  missionId: string;
  /** When the download finished (ms). */
  at: number;
  /** Bytes of the answers and files it holds. */
  bytes: number;
  reads: number;
  files: number;
  /** Reads or files that could not be fetched (the screens that need them will not read offline). */
  missing: number;
}

let opened: Promise<{ idb: typeof IdbKeyval; store: IdbKeyval.UseStore }> | null = null;
function open() {
  opened ??= import('idb-keyval').then((idb) => ({
    idb,
    // Packs are someone's: with nobody signed in (a use outliving logout) the database is not opened.
    store: yieldingStore('crew-packs', 'packs', () => (opened = null), hasSession),
  }));
  return opened;
}
const available = () => typeof indexedDB !== 'undefined';
const keyOf = (owner: string, missionId: string) => `${owner}|${missionId}`;

export async function savePack(info: PackInfo): Promise<void> {
  if (!available()) return;
  const { idb, store } = await open();
  // A download that outlived its user's session is not recorded for the next one.
  if (signedInUserId() !== info.owner) return;
  await idb.set(keyOf(info.owner, info.missionId), info, store);
}

export async function getPack(owner: string, missionId: string): Promise<PackInfo | undefined> {
  if (!available()) return undefined;
  try {
    const { idb, store } = await open();
    return await idb.get<PackInfo>(keyOf(owner, missionId), store);
  } catch {
    return undefined;
  }
}

export async function listPacks(owner: string): Promise<PackInfo[]> {
  if (!available()) return [];
  try {
    const { idb, store } = await open();
    const entries = await idb.entries<string, PackInfo>(store);
    return entries.filter(([key]) => key.startsWith(keyOf(owner, ''))).map(([, info]) => info);
  } catch {
    return [];
  }
}

/** Whether a pack should be downloaded again now (with the network there). */
export const packDue = (info: PackInfo, now = Date.now()) => now - info.at >= REFRESH_AFTER_MS;
export const packStale = (info: PackInfo, now = Date.now()) => now - info.at >= STALE_AFTER_MS;

/** Fetches one file into the file cache; its size in bytes. */
export async function keepFile(url: string, signal?: AbortSignal): Promise<number> {
  const address = new URL(url, globalThis.location?.href).href;
  const response = await fetch(address, { signal, credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  const size = (await response.clone().blob()).size;
  if (typeof caches !== 'undefined') await (await caches.open(FILE_CACHE)).put(address, response);
  return size;
}

async function dropFiles(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(FILE_CACHE);
  } catch {
    // nothing kept
  }
}

/**
 * Every pack and its files, or all but the given user's records (the files then go only when someone
 * else's pack was there: a cache entry does not say whose download it was).
 */
export async function clearPacks(except?: string): Promise<void> {
  if (except === undefined) await dropFiles();
  if (!available()) return;
  try {
    if (except === undefined) {
      const { store } = await open();
      opened = null;
      return await dropDatabase('crew-packs', store);
    }
    const { idb, store } = await open();
    const others = (await idb.keys(store)).filter((key) => !String(key).startsWith(keyOf(except, '')));
    if (others.length === 0) return;
    await idb.delMany(others, store);
    await dropFiles();
  } catch {
    // nothing kept
  }
}
