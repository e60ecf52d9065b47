import { hashKey, InfiniteQueryObserver } from '@tanstack/react-query';
import { mockServer } from '@mocks/node';
import { KEEP_MS, queryClient } from '@/api/queryClient';
import { followedFlightsQuery } from '@/api/flightdata';
import { newsPagesQuery } from '@/api/home';
import { answersKey, keptRecord, queueKey } from '@/api/persist';
import { startDataLayer } from '@/api/sessionData';
import { sendOrQueue } from '@/api/writes';
import { signIn } from '../support/app';
import { crewLogEntry } from '../support/crewLog';
import { networkGone, relaunch, untilKept } from '../support/relaunch';

const followed = followedFlightsQuery();
const entry = crewLogEntry('f1', 'written offline at the remote stand');
const hasAnswers = (record: Awaited<ReturnType<typeof keptRecord>>) =>
  (record?.clientState.queries.length ?? 0) > 0;

describe('the query cache kept on the phone (api/persist)', () => {
  it('is kept per user: a relaunch restores the same answer, and another user gets none of it', async () => {
    await startDataLayer();
    const { auth } = await signIn('pilot');
    const list = await queryClient.fetchQuery(followed);
    const answeredAt = queryClient.getQueryState(followed.queryKey)!.dataUpdatedAt;
    await untilKept(answersKey(auth.userId), hasAnswers);

    await relaunch();
    expect(queryClient.getQueryData(followed.queryKey)).toEqual(list);
    expect(queryClient.getQueryState(followed.queryKey)!.dataUpdatedAt).toBe(answeredAt);

    await signIn('cabin');
    await vi.waitFor(() => expect(queryClient.getQueryData(followed.queryKey)).toBeUndefined());
    await vi.waitFor(async () => expect(await keptRecord(answersKey(auth.userId))).toBeUndefined());
  });

  it('a save the throttle held back before the app closed does not write over the next opening', async () => {
    await startDataLayer();
    const { auth } = await signIn('pilot');
    await queryClient.fetchQuery(followed);
    await untilKept(answersKey(auth.userId), hasAnswers);
    // Saves come at most once a second: this answer's save is still waiting when the app closes.
    const late = ['/api/late/answer', {}];
    queryClient.setQueryData(late, { came: 'just before closing' });

    await relaunch();
    const lateHash = JSON.stringify(late);
    const holdsLate = (record: Awaited<ReturnType<typeof keptRecord>>) =>
      (record?.clientState.queries ?? []).some((query) => query.queryHash === lateHash);
    // Past the throttle's second: what the phone holds is this opening's, not the closed one's.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(holdsLate(await keptRecord(answersKey(auth.userId)))).toBe(false);
    expect(hasAnswers(await keptRecord(answersKey(auth.userId)))).toBe(true);
  });

  it('saves at once what came in the last second when the app is closed (pagehide), not a second later', async () => {
    await startDataLayer();
    const { auth } = await signIn('pilot');
    await untilKept(answersKey(auth.userId), (record) => record !== undefined);
    // The clock stands still: the save throttled to once a second can never come; only leaving can save.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      queryClient.setQueryData(['pack', 'm1'], { missionId: 'm1' });
      window.dispatchEvent(new Event('pagehide'));
      const packKept = async () =>
        (await keptRecord(answersKey(auth.userId)))?.clientState.queries.some(
          (query) => query.queryHash === '["pack","m1"]',
        ) ?? false;
      let kept = await packKept();
      for (let tries = 0; !kept && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        kept = await packKept();
      }
      expect(kept).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a record the screen calls saved offline is on the phone by then, however slow the phone writes', async () => {
    await startDataLayer();
    const { auth } = await signIn('pilot');
    await untilKept(queueKey(auth.userId), (record) => record !== undefined);
    networkGone();
    // Every write to IndexedDB takes 300 ms more: a queue save started with the record is not done
    // when the record pauses.
    const put = IDBObjectStore.prototype.put;
    const slowPut = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      const started = Date.now();
      while (Date.now() - started < 300); // the page's thread is held, as a busy phone's is
      return put.apply(this, args);
    });
    try {
      await expect(sendOrQueue('crewLog', entry)).resolves.toEqual({ sent: false });
      // Read at once, as a new opening of the app would.
      const queue = await keptRecord(queueKey(auth.userId));
      expect(queue?.clientState.mutations).toHaveLength(1);
    } finally {
      slowPut.mockRestore();
    }
  });

  it('answers coming in are saved without writing the queue again; a write saves the queue', async () => {
    await startDataLayer();
    const { auth } = await signIn('pilot');
    await untilKept(queueKey(auth.userId), (record) => record !== undefined);
    await untilKept(answersKey(auth.userId), (record) => record !== undefined);
    const put = IDBObjectStore.prototype.put;
    const written: string[] = [];
    const puts = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      written.push(String(args[1]));
      return put.apply(this, args);
    });
    try {
      // A list's pages arriving while the user scrolls: five reads.
      for (let page = 1; page <= 5; page += 1) queryClient.setQueryData(['/api/news', page], { page });
      await untilKept(answersKey(auth.userId), (record) =>
        (record?.clientState.queries ?? []).some((query) => query.queryHash === '["/api/news",5]'),
      );
      expect(written).not.toContain(queueKey(auth.userId));

      networkGone();
      await expect(sendOrQueue('crewLog', entry)).resolves.toEqual({ sent: false });
      expect(written).toContain(queueKey(auth.userId));
    } finally {
      puts.mockRestore();
    }
  });

  it('keeps a paged list with its first page alone: opened again, the list asks for one page, not all it had', async () => {
    await startDataLayer();
    const { auth } = await signIn('pilot');
    const news = newsPagesQuery(2);
    await queryClient.fetchInfiniteQuery({ ...news, pages: 3 });
    const keptNews = (record: Awaited<ReturnType<typeof keptRecord>>) =>
      record?.clientState.queries.find((query) => query.queryHash === hashKey(news.queryKey));
    await untilKept(answersKey(auth.userId), (record) => keptNews(record) !== undefined);
    // This opening keeps every page it read; the phone, the first.
    expect(queryClient.getQueryData(news.queryKey)!.pages).toHaveLength(3);
    expect(keptNews(await keptRecord(answersKey(auth.userId)))!.state.data).toMatchObject({
      pages: [{ pageIndex: 1 }],
      pageParams: [1],
    });

    await relaunch();
    await signIn('pilot');
    expect(queryClient.getQueryData(news.queryKey)!.pages).toHaveLength(1);
    const reads: string[] = [];
    const read = ({ request }: { request: Request }) => void reads.push(new URL(request.url).pathname);
    mockServer.events.on('request:start', read);
    // The list screen mounted: it shows the kept page and asks for it again.
    const screen = new InfiniteQueryObserver(queryClient, news);
    const stop = screen.subscribe(() => {});
    try {
      await vi.waitFor(() => expect(screen.getCurrentResult().isFetchedAfterMount).toBe(true), {
        timeout: 5000,
      });
    } finally {
      stop();
      mockServer.events.removeListener('request:start', read);
    }
    expect(reads.filter((path) => path.endsWith('/GetNewsList'))).toHaveLength(1);
    expect(queryClient.getQueryData(news.queryKey)!.pages).toHaveLength(1);
  });

  it('keeps no answer older than the maximum age', async () => {
    await startDataLayer();
    const { auth } = await signIn('pilot');
    queryClient.setQueryData(['old'], 'from last week', { updatedAt: Date.now() - KEEP_MS - 1 });
    queryClient.setQueryData(['recent'], 'from this morning', { updatedAt: Date.now() - 60_000 });
    await untilKept(answersKey(auth.userId), hasAnswers);
    await relaunch();
    expect(queryClient.getQueryData(['recent'])).toBe('from this morning');
    expect(queryClient.getQueryData(['old'])).toBeUndefined();
  });

  it('a new build drops the kept answers, never the records waiting to be sent', async () => {
    vi.stubEnv('VITE_BUILD_ID', 'build-1');
    vi.resetModules();
    const first = await loadApp();
    await first.startDataLayer();
    const { auth } = await first.signIn('pilot');
    await first.queryClient.fetchQuery(first.followedFlightsQuery());
    networkGone();
    await expect(first.sendOrQueue('crewLog', entry)).resolves.toEqual({ sent: false });
    await untilKept(answersKey(auth.userId), hasAnswers);
    await untilKept(queueKey(auth.userId), (record) => record?.clientState.mutations.length === 1);
    first.stopDataLayer();

    // The next start runs a new build of the app.
    vi.stubEnv('VITE_BUILD_ID', 'build-2');
    vi.resetModules();
    const next = await loadApp();
    next.queryClient.clear();
    sessionStorage.clear();
    next.resetSessionStore();
    await next.startDataLayer();
    expect(next.queryClient.getQueryData(next.followedFlightsQuery().queryKey)).toBeUndefined();
    const waiting = next.queryClient.getMutationCache().getAll();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.state.variables).toMatchObject({ owner: auth.userId, input: entry });
    next.stopDataLayer();
    vi.unstubAllEnvs();
  });
});

/** The app's modules as a fresh start loads them (after vi.resetModules). */
async function loadApp() {
  const [{ queryClient }, { followedFlightsQuery }, data, { sendOrQueue }, session, app] = await Promise.all([
    import('@/api/queryClient'),
    import('@/api/flightdata'),
    import('@/api/sessionData'),
    import('@/api/writes'),
    import('@/stores/session'),
    import('../support/app'),
  ]);
  return {
    queryClient,
    followedFlightsQuery,
    sendOrQueue,
    startDataLayer: data.startDataLayer,
    stopDataLayer: data.stopDataLayer,
    resetSessionStore: session.resetSessionStore,
    signIn: app.signIn,
  };
}
