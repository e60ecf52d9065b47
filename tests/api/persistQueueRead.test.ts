import type * as idbKeyval from 'idb-keyval';
import { queryClient } from '@/api/queryClient';
import { answersKey, keptRecord, queueKey } from '@/api/persist';
import { startDataLayer } from '@/api/sessionData';
import { sendOrQueue } from '@/api/writes';
import type { CrewLogInput } from '@/api/schema/crewlog';
import { signIn } from '../support/app';
import { crewLogEntry } from '../support/crewLog';
import { networkGone, relaunch, untilKept } from '../support/relaunch';

/** How many reads of a `queue:` record fail from now on (a browser that lost its IndexedDB connection). */
let failingQueueReads = 0;
vi.mock('idb-keyval', async (original) => {
  const real = await original<typeof idbKeyval>();
  return {
    ...real,
    get: (key: IDBValidKey, store?: idbKeyval.UseStore) => {
      if (String(key).startsWith('queue:') && failingQueueReads > 0) {
        failingQueueReads -= 1;
        return Promise.reject(new DOMException('Connection to Indexed Database server lost', 'UnknownError'));
      }
      return real.get(key, store);
    },
  };
});

const entry = crewLogEntry('f1', 'written offline on the apron');
const holdsEntry = (record: Awaited<ReturnType<typeof keptRecord>>) =>
  record?.clientState.mutations.some(
    (mutation) => (mutation.state.variables as { input?: CrewLogInput }).input?.remarks === entry.remarks,
  ) ?? false;

/** Signs in as `pilot` and queues a crew log entry with no network; returns when the phone holds it. */
async function queueOneEntry(): Promise<string> {
  await startDataLayer();
  const { auth } = await signIn('pilot');
  networkGone();
  await expect(sendOrQueue('crewLog', entry)).resolves.toEqual({ sent: false });
  await untilKept(queueKey(auth.userId), holdsEntry);
  return auth.userId;
}

describe('records waiting to be sent when the phone cannot read them at start (api/persist)', () => {
  afterEach(() => {
    failingQueueReads = 0;
  });

  it('a read that fails once is tried again: the record is back in the cache', async () => {
    const userId = await queueOneEntry();
    failingQueueReads = 1;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await relaunch();
    errors.mockRestore();
    expect(failingQueueReads).toBe(0);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1);
    expect(holdsEntry(await keptRecord(queueKey(userId)))).toBe(true);
  });

  it('a queue that cannot be read stays on the phone as it was, not removed and not saved over', async () => {
    const userId = await queueOneEntry();
    failingQueueReads = 2;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await relaunch();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(queueKey(userId)));
    errors.mockRestore();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    // A change of the cache would save the (empty) queue of this opening over the one kept.
    // Once the answers' save (throttled to a second) holds it, the queue's (at once) would have come.
    queryClient.setQueryData(['after', 'start'], 'an answer');
    await untilKept(answersKey(userId), (record) =>
      (record?.clientState.queries ?? []).some((query) => query.queryHash === '["after","start"]'),
    );
    expect(holdsEntry(await keptRecord(queueKey(userId)))).toBe(true);

    // The next start reads it: the entry is there to be sent.
    await relaunch();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1);
  });
});
