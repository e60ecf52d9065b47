import { get, set } from 'idb-keyval';
import { yieldingStore } from '@/lib/idbDrop';

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
});
