import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mockServer } from '@mocks/node';
import { api } from '@/api/client';
import { beginKeptFirst, endKeptFirst, inKeptFirstPhase, networkGate } from '@/api/keptFirst';
import { holdNetwork, keptPassComplete, keptPassSignal } from '@/api/keptPass';
import { useRequest } from '@/api/useRequest';
import { useCachedRequest } from '@/api/useCachedRequest';
import { readCache } from '@/api/responseCache';
import { clearKeptReads, keepRead } from '@/lib/keptReads';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { Page } from '@/shell/Page';
import { testAuth } from '../support/auth';

const PATH = '/api/test/first';
const OTHER = '/api/test/never-kept';
/** What the backend answers now, and the order its calls reached it. */
let answer = 8;
let reached: string[] = [];

function backend() {
  mockServer.use(
    http.post(PATH, () => {
      reached.push(PATH);
      return HttpResponse.json({ Code: '0', Message: '', List: { n: answer } });
    }),
    http.post(OTHER, () => {
      reached.push(OTHER);
      return HttpResponse.json({ Code: '0', Message: '', List: { n: 1 } });
    }),
  );
}

/** The answer of PATH {} as the user saw it an hour ago (the key the client keeps it under). */
async function keptAnHourAgo(n: number) {
  vi.spyOn(Date, 'now').mockReturnValue(Date.now() - 3_600_000);
  await keepRead('u1', `POST ${PATH} {}`, { n });
  vi.mocked(Date.now).mockRestore();
}

const read = (signal?: AbortSignal) => api.read<{ n: number }>(PATH, {}, { signal, hideGlobalError: true });

function Screen() {
  const first = useRequest((signal) => read(signal).then(({ n }) => `n is ${n}`), []);
  return (
    <Page>
      <p>{first.data ?? 'loading'}</p>
      <p>{first.fromKept ? 'kept' : 'fresh'}</p>
    </Page>
  );
}

const show = (element: React.ReactElement) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);

describe('a repeat visit draws what it kept first (api/keptFirst)', () => {
  beforeEach(async () => {
    answer = 8;
    reached = [];
    backend();
    useSessionStore.getState().login({ auth: testAuth('u1'), token: 't1' });
    await clearKeptReads('u1');
  });
  afterEach(() => {
    endKeptFirst();
    useUiStore.getState().setOfflineAsOf(null);
  });

  it('shows the kept answer, marked with its time, before any read reaches the network; then the fresh one', async () => {
    await keptAnHourAgo(7);
    beginKeptFirst(60_000);
    show(<Screen />);
    await screen.findByText('n is 7');
    expect(screen.getByText('kept')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^显示的是 \d\d:\d\d 的数据，正在更新…$/);
    // The fresh answer follows once the kept one is on the screen, without waiting for the cap.
    await screen.findByText('n is 8');
    expect(screen.getByText('fresh')).toBeInTheDocument();
    expect(reached).toEqual([PATH]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(inKeptFirstPhase()).toBe(false);
  });

  it('a screen with nothing kept waits for the network as before', async () => {
    beginKeptFirst(60_000);
    show(<Screen />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('n is 8');
    expect(screen.getByText('fresh')).toBeInTheDocument();
    expect(reached).toEqual([PATH]);
  });

  it('a kept pass is shown only when every read in it was kept, and never sends a write', async () => {
    await keptAnHourAgo(7);
    const run = async (fetch: (signal: AbortSignal) => Promise<unknown>) => {
      const signal = keptPassSignal(new AbortController().signal);
      await fetch(signal).catch(() => undefined);
      return keptPassComplete(signal);
    };
    expect(await run((signal) => read(signal))).toBe(true);
    expect(await run(async (signal) => [await read(signal), await api.read(OTHER, {}, { signal })])).toBe(
      false,
    );
    expect(await run((signal) => api.post(PATH, {}, { signal }))).toBe(false);
    expect(reached).toEqual([]);
  });

  it('holds the network until the kept passes are drawn, and at most for its cap', async () => {
    beginKeptFirst(60_000);
    const done = holdNetwork();
    const sent = read();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reached).toEqual([]);
    expect(networkGate()).toBeDefined();
    done();
    await expect(sent).resolves.toEqual({ n: 8 });
    expect(networkGate()).toBeUndefined();

    beginKeptFirst(30);
    holdNetwork(); // a pass that never ends
    await expect(read()).resolves.toEqual({ n: 8 });
    expect(inKeptFirstPhase()).toBe(false);
  });

  it('with no network the kept screen stays and says it is offline', async () => {
    await keptAnHourAgo(7);
    mockServer.use(http.post(PATH, () => HttpResponse.error()));
    beginKeptFirst(60_000);
    show(<Screen />);
    await screen.findByText('n is 7');
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^当前离线，显示的是 \d\d:\d\d 的数据$/),
    );
    expect(screen.getByText('n is 7')).toBeInTheDocument();
  });

  it('a kept answer does not enter the response cache as a fresh one', async () => {
    await keptAnHourAgo(7);
    let cacheWhileKept: unknown = 'not looked';
    function Cached() {
      const first = useCachedRequest('first', (signal) => read(signal));
      if (first.fromKept) cacheWhileKept = readCache(`t1#first`);
      return <p>{first.data ? `n is ${first.data.n}` : 'loading'}</p>;
    }
    beginKeptFirst(60_000);
    show(<Cached />);
    await screen.findByText('n is 7');
    expect(cacheWhileKept).toBeUndefined();
    await screen.findByText('n is 8');
    await vi.waitFor(() => expect(readCache<{ n: number }>('t1#first')?.data).toEqual({ n: 8 }));
  });

  it('no network outweighs updating in the mark, and the oldest time is named', () => {
    const ui = useUiStore.getState();
    ui.setOfflineAsOf({ at: 2000, where: '/', updating: true });
    ui.setOfflineAsOf({ at: 1000, where: '/', updating: true });
    expect(useUiStore.getState().offlineAsOf).toEqual({ at: 1000, where: '/', updating: true });
    ui.setOfflineAsOf({ at: 3000, where: '/' });
    expect(useUiStore.getState().offlineAsOf).toEqual({ at: 1000, where: '/' });
    ui.setOfflineAsOf({ at: 500, where: '/', updating: true });
    expect(useUiStore.getState().offlineAsOf).toEqual({ at: 500, where: '/' });
  });

  it('says so in English', async () => {
    const { i18n } = await import('@/i18n');
    await act(() => i18n.changeLanguage('en-us'));
    try {
      await keptAnHourAgo(7);
      beginKeptFirst(60_000);
      show(<Screen />);
      await screen.findByText('n is 7');
      expect(screen.getByRole('status')).toHaveTextContent(/^Showing data as of \d\d:\d\d, updating…$/);
    } finally {
      await act(() => i18n.changeLanguage('zh-cn'));
    }
  });
});

describe('the home page’s unread count on a repeat visit', () => {
  afterEach(() => endKeptFirst());

  it('shows the count the user saw last until the server’s arrives', async () => {
    const { renderHook } = await import('@testing-library/react');
    const { useUnreadCount } = await import('@/modules/home/useUnreadCount');
    const { firstReads } = await import('@/api/firstReads');
    const { readKey } = await import('@/api/pageReads');
    useSessionStore.getState().login({ auth: testAuth('u1'), token: 't1' });
    const request = firstReads.noticeTypes;
    await keepRead('u1', readKey(request.method, request.path, request.body), { types: [], unreadTotal: 42 });
    let asked = 0;
    mockServer.use(
      http.post(`*${request.path}`, () => {
        asked += 1;
        return HttpResponse.json({ Code: '0', Message: '', List: { types: [], unreadTotal: 3 } });
      }),
    );
    beginKeptFirst(60_000);
    const { result } = renderHook(() => useUnreadCount());
    await vi.waitFor(() => expect(result.current.count).toBe(42));
    expect(asked).toBe(0);
    act(() => endKeptFirst());
    await vi.waitFor(() => expect(result.current.count).toBe(3));
    expect(asked).toBe(1);
  });
});
