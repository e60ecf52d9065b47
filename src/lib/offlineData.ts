import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage';

/**
 * Everything kept on the phone for working offline: kept reads, queued writes, preparation packs and
 * their files, and what each preparation last showed its crew member (`prepareSeen`, keyed
 * `userId|missionId`). All of it goes at sign-out and logout; at sign-in, what belongs to anyone else.
 * Their code loads on demand, not at start-up.
 */
export async function clearOfflineData(except?: string): Promise<void> {
  clearPrepareSeen(except);
  await Promise.all([
    import('./keptReads').then(({ clearKeptReads }) => clearKeptReads(except)),
    import('./writeQueue').then(({ clearWriteQueue }) => clearWriteQueue(except)),
    import('./packs').then(({ clearPacks }) => clearPacks(except)),
  ]);
}

function clearPrepareSeen(except?: string): void {
  const seen = readJson<Record<string, unknown>>('local', STORAGE_KEYS.prepareSeen);
  if (!seen) return;
  const kept = Object.entries(seen).filter(([key]) => except !== undefined && key.startsWith(`${except}|`));
  if (kept.length === 0) removeKey('local', STORAGE_KEYS.prepareSeen);
  else writeJson('local', STORAGE_KEYS.prepareSeen, Object.fromEntries(kept));
}
