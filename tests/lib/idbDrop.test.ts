import { get, set } from 'idb-keyval';
import { yieldingStore } from '@/lib/idbDrop';
import { keepRead, keptRead } from '@/lib/keptReads';

describe('the offline databases give way to a deletion', () => {
  it('an open kept-reads connection does not block deleting the database, and reopens after', async () => {
    await keepRead('u1', 'k', 1);
    await expect(keptRead('u1', 'k')).resolves.toMatchObject({ data: 1 });
    // Another tab's logout deletes the database while this one holds it open.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase('crew-kept-reads');
      request.onsuccess = () => resolve();
      request.onblocked = () => reject(new Error('the deletion was blocked'));
    });
    await expect(keptRead('u1', 'k')).resolves.toBeUndefined();
    await keepRead('u1', 'k', 2);
    await expect(keptRead('u1', 'k')).resolves.toMatchObject({ data: 2 });
  });

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
});
