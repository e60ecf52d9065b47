import { http, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';
import { api } from '@/api/client';
import { firstReads, firstScreenReads } from '@/api/firstReads';
import { PAGE_READ_TTL_MS, readKey, sendPageReads, takePageRead } from '@/api/pageReads';
import { resolveUrl } from '@/api/url';
import { getMissionCount } from '@/modules/home/api';
import { getLoginInfo } from '@/modules/me/api';
import { useSessionStore } from '@/stores/session';
import { signIn } from '../support/app';
import { recordRequests } from '../support/requests';

/** A fetch that answers every request with `status` and `body`, recording what it was asked. */
function answering(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('the first screens’ reads sent by the page-load script (api/pageReads)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    delete (globalThis as Record<string, unknown>).__crewPageReads;
  });

  it('names the reads of each module home, each with the session check, and none elsewhere', () => {
    const home = firstScreenReads('/', '2026-11-25');
    expect(home).toContainEqual(firstReads.missionsOfDay('2026-11-25'));
    expect(home.at(-1)).toEqual(firstReads.sessionCheck);
    for (const path of [
      '/home',
      '/dynamics',
      '/prepare',
      '/prepare/task',
      '/prepare/status',
      '/study',
      '/me',
    ])
      expect(firstScreenReads(path, '2026-11-25').length).toBeGreaterThan(1);
    expect(firstScreenReads('/login', '2026-11-25')).toEqual([]);
    expect(firstScreenReads('/me/setup', '2026-11-25')).toEqual([]);
  });

  it('sends each read with the token and hands its answer over once, to the same session, in time', async () => {
    vi.useFakeTimers();
    const fetch = answering(200, { Code: '0', List: { today: 1 } });
    vi.stubGlobal('fetch', fetch);
    sendPageReads([firstReads.missionCount, firstReads.sessionCheck], 'token-a');
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(resolveUrl(firstReads.missionCount.path));
    expect(init).toMatchObject({ method: 'POST', body: '{}', credentials: 'include' });
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer token-a',
      'Content-Type': 'application/json',
    });
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'GET', body: undefined });

    const count = readKey('POST', firstReads.missionCount.path, {});
    await expect(takePageRead(count, 'token-a')).resolves.toMatchObject({ status: 200 });
    expect(takePageRead(count, 'token-a')).toBeUndefined(); // once
    const check = readKey('GET', firstReads.sessionCheck.path, undefined);
    expect(takePageRead(check, 'token-b')).toBeUndefined(); // another session's

    sendPageReads([firstReads.missionCount], 'token-a');
    vi.advanceTimersByTime(PAGE_READ_TTL_MS + 1);
    expect(takePageRead(count, 'token-a')).toBeUndefined(); // too old
  });

  it('the client answers a screen’s call with the page’s read, without asking the backend again', async () => {
    const { token } = await signIn('pilot');
    vi.stubGlobal(
      'fetch',
      answering(200, { Code: '0', List: { today: 41, tomorrow: 0, all: 41, unprepared: 7 } }),
    );
    sendPageReads([firstReads.missionCount], token);
    const requests = recordRequests();
    try {
      await expect(getMissionCount()).resolves.toMatchObject({ today: 41, unprepared: 7 });
      expect(requests.sent).toEqual([]);
      // Taken once: the next call asks the backend.
      await getMissionCount();
      expect(requests.sent).toEqual(
        [firstReads.missionCount.path].map((path) => expect.stringContaining(path)),
      );
    } finally {
      requests.stop();
    }
  });

  it('asks the backend itself when the page’s read failed, had an error status or another session', async () => {
    const { token } = await signIn('pilot');
    const requests = recordRequests();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      );
      sendPageReads([firstReads.loginInfo], token);
      await expect(getLoginInfo()).resolves.toBeTruthy();
      expect(requests.sent).toHaveLength(1);

      vi.stubGlobal('fetch', answering(500, 'server error'));
      sendPageReads([firstReads.loginInfo], token);
      await expect(getLoginInfo()).resolves.toBeTruthy();
      expect(requests.sent).toHaveLength(2);

      vi.stubGlobal('fetch', answering(200, { Code: '0', List: { name: 'someone else' } }));
      sendPageReads([firstReads.loginInfo], 'an earlier session');
      await expect(getLoginInfo()).resolves.not.toMatchObject({ name: 'someone else' });
      expect(requests.sent).toHaveLength(3);
    } finally {
      requests.stop();
    }
  });

  it('counts a page’s read that failed on the network as the first try: the client tries once more', async () => {
    const { token } = await signIn('pilot');
    const offline = vi.fn(() => HttpResponse.error());
    mockServer.use(http.post('*/api/PersonnalCenter/LoginInfo', offline));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    sendPageReads([firstReads.loginInfo], token);
    await expect(getLoginInfo()).rejects.toMatchObject({ kind: 'network' });
    expect(offline).toHaveBeenCalledTimes(1);
    // Without a page's read, a read failing on the network is tried twice.
    await expect(getLoginInfo()).rejects.toMatchObject({ kind: 'network' });
    expect(offline).toHaveBeenCalledTimes(3);
  });

  it('a business error in the page’s answer is the screen’s error, as from the backend', async () => {
    const { token } = await signIn('pilot');
    vi.stubGlobal('fetch', answering(200, { Code: '500', Message: '任务服务暂不可用' }));
    sendPageReads([firstReads.missionCount], token);
    await expect(getMissionCount()).rejects.toMatchObject({ kind: 'business', message: '任务服务暂不可用' });
  });

  it('a screen left while the page’s read is on its way cancels the call', async () => {
    const { token } = await signIn('pilot');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    sendPageReads([firstReads.missionCount], token);
    const leaving = new AbortController();
    const call = api.request(firstReads.missionCount, { signal: leaving.signal });
    leaving.abort();
    await expect(call).rejects.toMatchObject({ kind: 'cancelled' });
    expect(useSessionStore.getState().token).toBe(token);
  });
});
