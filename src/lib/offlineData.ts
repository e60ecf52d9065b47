/**
 * Everything kept on the phone for working offline by the older mechanisms: queued writes, preparation
 * packs' records and their files. All of it goes at sign-out and logout; at sign-in, what belongs to
 * anyone else. Their code loads on demand, not at start-up.
 */
export async function clearOfflineData(except?: string): Promise<void> {
  await Promise.all([
    import('./writeQueue').then(({ clearWriteQueue }) => clearWriteQueue(except)),
    import('./packs').then(({ clearPacks }) => clearPacks(except)),
  ]);
}
