/**
 * Preparation packs (docs/offline.md): a pack is the mission's queries fetched into the cache while the
 * network is there, kept on the phone with every answer (api/persist.ts), and its chart files in Cache
 * Storage (FILE_CACHE), which the service worker answers from offline (vite.config.ts). What the pack
 * fetches is the preparation module's (modules/prepare/pack.ts); its record (when, how big, how many
 * answers and files) is itself an entry of the cache, kept and dropped with the user's answers.
 */
import { queryClient } from './queryClient';

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

const PACK = 'pack';
export const packKey = (missionId: string) => [PACK, missionId] as const;

export const savePack = (info: PackInfo): void =>
  void queryClient.setQueryData(packKey(info.missionId), info);
export const packOf = (missionId: string): PackInfo | undefined =>
  queryClient.getQueryData<PackInfo>(packKey(missionId));
export const allPacks = (): PackInfo[] =>
  queryClient.getQueriesData<PackInfo>({ queryKey: [PACK] }).flatMap(([, info]) => (info ? [info] : []));

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

/** The files packs and screens kept (a cache entry does not say whose: they all go). */
export async function dropFiles(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(FILE_CACHE);
  } catch {
    // nothing kept
  }
}
