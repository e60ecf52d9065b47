import { get, set } from 'idb-keyval';
import { yieldingStore } from '@/lib/idbDrop';
import { clearPacks, listPacks, savePack } from '@/lib/packs';
import { clearWriteQueue, loadQueue } from '@/lib/writeQueue';
import { useSessionStore } from '@/stores/session';
import { testAuth } from '../support/auth';

const OFFLINE_DATA = ['crew-packs', 'crew-write-queue'];
const databases = async () =>
  (await indexedDB.databases()).map((db) => db.name).filter((name) => OFFLINE_DATA.includes(name!));

describe('the offline databases give way to a deletion', () => {
  it('a connection gives way to a deletion that comes right after it opened, before any other use', async () => {
    const closed = vi.fn();
    const store = yieldingStore('crew-race', 'items', closed);
    // The first use opens the connection; the deletion is asked for in the same turn, before the
    // handler a later transaction would have set.
    const writing = set('k', 1, store);
    const deleted = new Promise<string>((resolve) => {
      const request = indexedDB.deleteDatabase('crew-race');
      request.onsuccess = () => resolve('deleted');
      request.onblocked = () => resolve('blocked');
    });
    await writing.catch(() => undefined);
    await expect(deleted).resolves.toBe('deleted');
    expect(closed).toHaveBeenCalledTimes(1);
    const fresh = yieldingStore('crew-race', 'items', () => {});
    await expect(get('k', fresh)).resolves.toBeUndefined();
  });

  it('a use that began before logout does not bring the dropped databases back', async () => {
    useSessionStore.getState().login({ auth: testAuth('u1'), token: 't1' });
    await savePack({ owner: 'u1', missionId: 'm1', at: 1, bytes: 1, reads: 1, files: 0, missing: 0 });
    await loadQueue();
    // Each of these is on its way (its module, its first transaction) when the user logs out.
    const late = [listPacks('u1'), loadQueue()];
    useSessionStore.getState().logout();
    await Promise.all([...late, clearPacks(), clearWriteQueue()]);
    await expect(listPacks('u1')).resolves.toEqual([]);
    expect(await databases()).toEqual([]);
    // Signed in again, they open as before.
    useSessionStore.getState().login({ auth: testAuth('u2'), token: 't2' });
    await savePack({ owner: 'u2', missionId: 'm2', at: 1, bytes: 1, reads: 1, files: 0, missing: 0 });
    await expect(listPacks('u2')).resolves.toHaveLength(1);
    expect(await databases()).toContain('crew-packs');
  });

  it('an answer that outlived its user is not kept for the next one', async () => {
    useSessionStore.getState().login({ auth: testAuth('u1'), token: 't1' });
    useSessionStore.getState().login({ auth: testAuth('u2'), token: 't2' });
    await savePack({ owner: 'u1', missionId: 'm1', at: 1, bytes: 1, reads: 1, files: 0, missing: 0 });
    await expect(listPacks('u1')).resolves.toEqual([]);
  });
});
