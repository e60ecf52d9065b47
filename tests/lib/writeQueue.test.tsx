import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';
import { isApiError } from '@/api/errors';
import { clearWriteQueue, flushQueue, loadQueue, sendOrQueue, start } from '@/lib/writeQueue';
import { useSessionStore } from '@/stores/session';
import { useWriteQueueStore } from '@/stores/writeQueue';
import QueueBar from '@/shell/QueueBar';
import { testAuth } from '../support/auth';

const PATH = '/api/test/write';
let online = true;
/** What reached the backend, in order: the payload and the token it came with. */
let received: Array<{ body: Record<string, unknown>; token: string | null }> = [];
/** Payloads with `refuse: true` are refused with this message. */
const REFUSAL = '准备已中止，不能记录';

function backend() {
  mockServer.use(
    http.post(PATH, async ({ request }) => {
      if (!online) return HttpResponse.error();
      const body = (await request.json()) as Record<string, unknown>;
      received.push({ body, token: request.headers.get('Authorization') });
      if (body.refuse) return HttpResponse.json({ Code: '1', Message: REFUSAL });
      return HttpResponse.json({ Code: '0', Message: '', List: { ok: body.n } });
    }),
  );
}

const entries = () => useWriteQueueStore.getState().entries;

describe('the write queue', () => {
  beforeEach(async () => {
    online = true;
    received = [];
    backend();
    await clearWriteQueue();
    useSessionStore.getState().login({ auth: testAuth('u1'), token: 't1' });
    await loadQueue();
  });

  it('sends at once with the network, and queues with none', async () => {
    await expect(sendOrQueue('stepRecord', PATH, { n: 1 })).resolves.toEqual({ sent: true, data: { ok: 1 } });
    online = false;
    const outcome = await sendOrQueue('stepRecord', PATH, { n: 2 });
    expect(outcome.sent).toBe(false);
    expect(entries().map((e) => [e.payload.n, e.state])).toEqual([[2, 'waiting']]);
    expect(received.map((r) => r.body.n)).toEqual([1]);
  });

  it('sends what waited in order, each once, when the network is back', async () => {
    online = false;
    await sendOrQueue('stepRecord', PATH, { n: 1 });
    await sendOrQueue('health', PATH, { n: 2 });
    await sendOrQueue('stepRecord', PATH, { n: 3 });
    // Still offline: a flush sends nothing and loses nothing.
    await flushQueue();
    expect(entries().map((e) => e.state)).toEqual(['waiting', 'waiting', 'waiting']);
    online = true;
    // Two chances at once (the online event and a call that got an answer) still send each once.
    await Promise.all([flushQueue(), flushQueue()]);
    await flushQueue();
    expect(received.map((r) => r.body.n)).toEqual([1, 2, 3]);
    expect(entries().map((e) => e.state)).toEqual(['sent', 'sent', 'sent']);
    expect(new Set(entries().map((e) => e.id)).size).toBe(3);
  });

  it('a flush asked for while one is failing runs once that one is over: the network’s return is not missed', async () => {
    online = false;
    await sendOrQueue('stepRecord', PATH, { n: 1 });
    // A try that finds no network, slowly (a radio still searching); the network comes back meanwhile.
    let failing!: () => void;
    mockServer.use(
      http.post(PATH, () => new Promise<Response>((resolve) => (failing = () => resolve(Response.error()))), {
        once: true,
      }),
    );
    const first = flushQueue();
    await vi.waitFor(() => expect(failing).toBeDefined());
    online = true;
    const second = flushQueue(); // the online event
    failing();
    await Promise.all([first, second]);
    expect(received.map((r) => r.body.n)).toEqual([1]);
    expect(entries().map((e) => e.state)).toEqual(['sent']);
  });

  it('a new write goes behind the ones still waiting, and is sent, not queued, once they went', async () => {
    online = false;
    await sendOrQueue('stepRecord', PATH, { n: 1 });
    online = true;
    // The network is back but the queue has not been sent yet: the new record does not overtake it,
    // and since the network is there it is sent itself (its refusal would reach the screen).
    const outcome = await sendOrQueue('stepRecord', PATH, { n: 2 });
    expect(outcome.sent).toBe(true);
    expect(entries().map((e) => e.state)).toEqual(['sent']);
    expect(received.map((r) => r.body.n)).toEqual([1, 2]);
  });

  it('a new write still waits behind the others while the network is gone', async () => {
    online = false;
    await sendOrQueue('stepRecord', PATH, { n: 1 });
    const outcome = await sendOrQueue('stepRecord', PATH, { n: 2 });
    expect(outcome.sent).toBe(false);
    expect(entries().map((e) => e.state)).toEqual(['waiting', 'waiting']);
    expect(received).toEqual([]);
  });

  it('the online event sends what waited', async () => {
    start();
    online = false;
    await sendOrQueue('stepRecord', PATH, { n: 1 });
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(entries().map((e) => e.state)).toEqual(['sent']));
    expect(received).toHaveLength(1);
  });

  it('a refused write stays with its reason, is not sent again, and does not hold the others', async () => {
    online = false;
    await sendOrQueue('stepRecord', PATH, { n: 1, refuse: true });
    await sendOrQueue('stepRecord', PATH, { n: 2 });
    online = true;
    await flushQueue();
    await flushQueue();
    expect(received.map((r) => r.body.n)).toEqual([1, 2]);
    expect(entries().map((e) => [e.state, e.reason])).toEqual([
      ['refused', REFUSAL],
      ['sent', undefined],
    ]);
  });

  it('a refusal of a write sent at once is the screen’s to show, not queued', async () => {
    const error = await sendOrQueue('health', PATH, { refuse: true }).catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe(REFUSAL);
    expect(entries()).toEqual([]);
  });

  it('is per user: never sent under another user’s session, and cleared at logout', async () => {
    online = false;
    await sendOrQueue('health', PATH, { n: 1 });
    online = true;
    // Another user signs in on the same phone: u1's queue is gone, nothing is sent with t2.
    useSessionStore.getState().login({ auth: testAuth('u2'), token: 't2' });
    await vi.waitFor(async () => expect(await loadQueue()).toEqual([]));
    await flushQueue();
    expect(received).toEqual([]);

    online = false;
    await sendOrQueue('stepRecord', PATH, { n: 2 });
    expect(entries()).toHaveLength(1);
    useSessionStore.getState().logout();
    await vi.waitFor(() => expect(entries()).toEqual([]));
    // Not an empty database: none at all.
    await vi.waitFor(async () =>
      expect((await indexedDB.databases()).map((db) => db.name)).not.toContain('crew-write-queue'),
    );
    useSessionStore.getState().login({ auth: testAuth('u2'), token: 't3' });
    online = true;
    await expect(loadQueue()).resolves.toEqual([]);
    await flushQueue();
    expect(received).toEqual([]);
  });

  it('the bar lists what waits and what was sent, in the user’s language', async () => {
    const user = userEvent.setup();
    render(<QueueBar />);
    expect(screen.queryByText(/等待/)).toBeNull();
    online = false;
    await act(() => sendOrQueue('health', PATH, { n: 1 }));
    expect(screen.getByText('1 条记录待联网后发送')).toBeVisible();
    await user.click(screen.getByText('1 条记录待联网后发送'));
    const list = screen.getByRole('list', { name: '离线记录' });
    expect(within(list).getByText(/身体状况申报/)).toBeVisible();
    expect(within(list).getByText('等待网络')).toBeVisible();
    online = true;
    await user.click(screen.getByRole('button', { name: '立即发送' }));
    expect(await screen.findByText('已发送 1 条')).toBeVisible();
    expect(received).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '清除已完成' }));
    await vi.waitFor(() => expect(screen.queryByText('已发送 1 条')).toBeNull());
  });
});
