import type * as idbKeyval from 'idb-keyval';
import { queryClient } from '@/api/queryClient';
import { answersKey, keptRecord, queueKey } from '@/api/persist';
import { startDataLayer } from '@/api/sessionData';
import { i18n } from '@/i18n';
import { useUiStore } from '@/stores/ui';
import { sendOrQueue } from '@/api/writes';
import type { CrewLogInput } from '@/api/schema/crewlog';
import { signIn } from '../support/app';
import { crewLogEntry } from '../support/crewLog';
import { networkGone, relaunch, untilKept } from '../support/relaunch';

/**
 * How the phone reads `queue:` records from now on: as it should; through a connection the browser lost
 * (every read on the connection in use fails, a new connection reads); or not at all.
 */
let queueReads: 'fine' | 'connection lost' | 'unreadable' = 'fine';
let lostConnection: idbKeyval.UseStore | undefined;
vi.mock('idb-keyval', async (original) => {
  const real = await original<typeof idbKeyval>();
  const lost = () =>
    Promise.reject(new DOMException('Connection to Indexed Database server lost', 'UnknownError'));
  return {
    ...real,
    get: (key: IDBValidKey, store?: idbKeyval.UseStore) => {
      if (String(key).startsWith('queue:') && queueReads === 'unreadable') return lost();
      if (String(key).startsWith('queue:') && queueReads === 'connection lost') {
        lostConnection ??= store;
        if (store === lostConnection) return lost();
      }
      return real.get(key, store);
    },
  };
});

const entry = crewLogEntry('f1', 'written offline on the apron');
/** The dialogs on screen, by their text. */
const dialogTexts = () => useUiStore.getState().dialogs.map((dialog) => String(dialog.content));
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
    queueReads = 'fine';
    lostConnection = undefined;
  });

  it('a read on a lost connection is tried again on a new one: the record is back in the cache', async () => {
    const userId = await queueOneEntry();
    queueReads = 'connection lost';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await relaunch();
    errors.mockRestore();
    expect(lostConnection).toBeDefined();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1);
    expect(holdsEntry(await keptRecord(queueKey(userId)))).toBe(true);
    expect(dialogTexts()).toEqual([]);
  });

  it('a queue that cannot be read stays on the phone as it was, not removed and not saved over', async () => {
    const userId = await queueOneEntry();
    queueReads = 'unreadable';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await relaunch();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(queueKey(userId)));
    errors.mockRestore();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    // The user is told: the records they were promised are not lost, and what they write offline now
    // is not kept beyond this opening.
    expect(dialogTexts()).toEqual([i18n.t('offline.queueUnread')]);
    // A change of the cache would save the (empty) queue of this opening over the one kept.
    // Once the answers' save (throttled to a second) holds it, the queue's (at once) would have come.
    queryClient.setQueryData(['after', 'start'], 'an answer');
    await untilKept(answersKey(userId), (record) =>
      (record?.clientState.queries ?? []).some((query) => query.queryHash === '["after","start"]'),
    );
    queueReads = 'fine'; // to look at what the phone holds
    expect(holdsEntry(await keptRecord(queueKey(userId)))).toBe(true);

    // The next start reads it: the entry is there to be sent.
    await relaunch();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1);
  });
});
