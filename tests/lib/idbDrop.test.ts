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
});
