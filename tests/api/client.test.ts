import { http, HttpResponse, delay } from 'msw';
import { mockServer } from '@mocks/node';
import { api, call, isIosWebView, splitFlags, REQUEST_TIMEOUT_MS } from '@/api/client';
import { onUnauthorized } from '@/api/unauthorized';
import { ApiError, toResult } from '@/api/errors';
import { resolveUrl } from '@/api/url';
import { useUiStore } from '@/stores/ui';
import { useSessionStore } from '@/stores/session';
import { i18n } from '@/i18n';

const ok = (list: unknown) => HttpResponse.json({ Code: '0', Message: '成功', List: list });
let seen: Request | null = null;
let seenBody = '';
function capture(path: string, respond: () => Response | Promise<Response> = () => ok({ fine: true })) {
  mockServer.use(
    http.all(`*${path}`, async ({ request }) => {
      seen = request.clone();
      seenBody = await request.clone().text();
      return respond();
    }),
  );
}
const dialogs = () => useUiStore.getState().dialogs;

beforeEach(() => {
  seen = null;
  seenBody = '';
});

describe('the envelope rule (§8)', () => {
  it('returns List when Code is the string "0" and List is present', async () => {
    capture('/t/ok', () => ok([1, 2]));
    await expect(api.post('/t/ok')).resolves.toEqual([1, 2]);
  });

  it('fails with the server Message when Code is not "0", without the global dialog', async () => {
    capture('/t/code', () => HttpResponse.json({ Code: '1', Message: '用户名或密码错误' }));
    const error = await api.post('/t/code').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: '用户名或密码错误', code: '1' });
    expect(dialogs()).toHaveLength(0);
  });

  it('fails when Code is "0" but List is missing', async () => {
    capture('/t/nolist', () => HttpResponse.json({ Code: '0', Message: '成功' }));
    // Its Message ("成功") says success; the user reads that the answer could not be used instead.
    await expect(api.post('/t/nolist')).rejects.toMatchObject({
      kind: 'business',
      message: '服务器返回的数据无法识别',
    });
  });

  it('treats a numeric 0 Code as a failure: only the string "0" succeeds', async () => {
    capture('/t/num', () => HttpResponse.json({ Code: 0, Message: 'numeric', List: [] }));
    await expect(api.post('/t/num')).rejects.toMatchObject({ kind: 'business' });
  });

  it('reports a body that is not JSON as an unreadable answer', async () => {
    capture(
      '/t/html',
      () => new HttpResponse('<html>502</html>', { headers: { 'content-type': 'text/html' } }),
    );
    await expect(api.post('/t/html')).rejects.toMatchObject({ kind: 'bad-response' });
  });
});

describe('HTTP failures (§8)', () => {
  it.each([
    [400, { error_description: '航班日期格式不正确' }, '航班日期格式不正确'],
    [400, {}, '缺少必要条件'],
    [404, {}, '没有找到相应资源'],
    [500, {}, '服务器异常'],
  ])('status %i shows the dialog 提示信息 with its message', async (status, body, message) => {
    capture('/t/status', () => HttpResponse.json(body, { status }));
    await expect(api.post('/t/status')).rejects.toMatchObject({ kind: 'http', status, message });
    expect(dialogs()).toHaveLength(1);
    expect(dialogs()[0]).toMatchObject({
      title: '提示信息',
      content: message,
      hideCancel: true,
      confirmText: '确定',
    });
  });

  it('other statuses carry no message and raise no empty dialog', async () => {
    capture('/t/418', () => HttpResponse.json({}, { status: 418 }));
    await expect(api.post('/t/418')).rejects.toMatchObject({ kind: 'http', status: 418, message: '' });
    expect(dialogs()).toHaveLength(0);
  });

  it('keeps the failed response in the cache under error', async () => {
    capture('/t/cache', () => HttpResponse.json({}, { status: 500 }));
    await api.post('/t/cache').catch(() => undefined);
    expect(useUiStore.getState().lastError).toMatchObject({ status: 500 });
  });

  it('shows no dialog when the suppress flag is set, in the payload or as an option', async () => {
    capture('/t/quiet', () => HttpResponse.json({}, { status: 500 }));
    await api.post('/t/quiet', { _hideGlobalError: true }).catch(() => undefined);
    await api.post('/t/quiet', {}, { hideGlobalError: true }).catch(() => undefined);
    expect(dialogs()).toHaveLength(0);
  });

  it('translates the catalogue messages into English', async () => {
    await i18n.changeLanguage('en-us');
    capture('/t/en', () => HttpResponse.json({}, { status: 404 }));
    await expect(api.post('/t/en')).rejects.toMatchObject({
      message: 'The requested resource was not found',
    });
    expect(dialogs()[0]?.title).toBe('Notice');
  });

  it('a network failure gets its own message', async () => {
    mockServer.use(http.post('*/t/net', () => HttpResponse.error()));
    await expect(api.post('/t/net')).rejects.toMatchObject({
      kind: 'network',
      message: '网络连接失败，请检查网络后重试',
    });
    expect(dialogs()[0]?.content).toBe('网络连接失败，请检查网络后重试');
  });

  it('a 401 calls the unauthorized handler instead of a dialog', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    capture('/t/401', () => HttpResponse.json({}, { status: 401 }));
    await expect(api.post('/t/401')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(dialogs()).toHaveLength(0);
    onUnauthorized(null);
  });

  it('a 401 that came before the app set its handler reaches the handler when it is set, for that session only', async () => {
    onUnauthorized(null);
    useSessionStore.setState({ token: 'cold-start' });
    capture('/t/401', () => HttpResponse.json({}, { status: 401 }));
    await expect(api.post('/t/401')).rejects.toMatchObject({ kind: 'unauthorized' });
    const handler = vi.fn();
    onUnauthorized(handler);
    expect(handler).toHaveBeenCalledTimes(1);
    onUnauthorized(null);
    onUnauthorized(handler); // told once
    expect(handler).toHaveBeenCalledTimes(1);

    // Another session started in between: the earlier session's 401 does not end it.
    onUnauthorized(null);
    await expect(api.post('/t/401')).rejects.toMatchObject({ kind: 'unauthorized' });
    useSessionStore.setState({ token: 'signed-in-again' });
    onUnauthorized(handler);
    expect(handler).toHaveBeenCalledTimes(1);
    onUnauthorized(null);
    useSessionStore.setState({ token: null });
  });
});

describe('what is sent (§7)', () => {
  it('sends GET data as query parameters', async () => {
    capture('/t/get');
    await api.get('/t/get', { flightNo: 'HX1234', day: 'today' });
    const url = new URL(seen!.url);
    expect(url.searchParams.get('flightNo')).toBe('HX1234');
    expect(url.searchParams.get('day')).toBe('today');
  });

  it('sends other methods as JSON', async () => {
    capture('/t/json');
    await api.post('/t/json', { a: 1, b: ['x'] });
    expect(seen!.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(seenBody)).toEqual({ a: 1, b: ['x'] });
  });

  it('sends the login form-encoded', async () => {
    capture('/t/form');
    await api.post('/t/form', { userName: 'pilot', password: 'p w&1' }, { form: true });
    expect(seen!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seenBody))).toEqual({
      userName: 'pilot',
      password: 'p w&1',
    });
  });

  it('moves _loading and _hideGlobalError from the payload into headers', async () => {
    capture('/t/flags');
    await api.post('/t/flags', { id: 7, _loading: true, _hideGlobalError: true });
    expect(JSON.parse(seenBody)).toEqual({ id: 7 });
    expect(seen!.headers.get('x-loading')).toBe('1');
    expect(seen!.headers.get('x-hide-global-error')).toBe('1');
  });

  it('splitFlags leaves other fields alone', () => {
    expect(splitFlags({ _loading: 1, keep: 'yes' })).toEqual({
      data: { keep: 'yes' },
      loading: true,
      hideGlobalError: false,
    });
  });

  it('sends the session token as a bearer header', async () => {
    useSessionStore.setState({ token: 'abc123' });
    capture('/t/auth');
    await api.post('/t/auth');
    expect(seen!.headers.get('authorization')).toBe('Bearer abc123');
  });

  it('removes query strings from URLs', () => {
    expect(resolveUrl('/api/Home/GetNewsList?x=1')).toBe('/api/Home/GetNewsList');
  });

  it('detects the iOS web view by a WebKit iPhone user agent without Safari', () => {
    const webView =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    const safari = `${webView} Version/17.0 Safari/604.1`;
    expect(isIosWebView(webView)).toBe(true);
    expect(isIosWebView(safari)).toBe(false);
    expect(
      isIosWebView('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'),
    ).toBe(false);
  });
});

describe('loading, timeout, cancellation and retry', () => {
  it('shows the loading overlay for flagged calls and hides it on response and on failure', async () => {
    let release: (() => void) | undefined;
    mockServer.use(
      http.post('*/t/slow', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const pending = api.post('/t/slow', { _loading: true }).catch(() => undefined);
    await vi.waitFor(() => expect(release).toBeDefined());
    expect(useUiStore.getState().loadingCount).toBe(1);
    release!();
    await pending;
    expect(useUiStore.getState().loadingCount).toBe(0);
  });

  it('has a 60000 ms timeout and reports a timeout with its own message', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
    mockServer.use(
      http.post('*/t/timeout', async () => {
        await delay(500);
        return ok([]);
      }),
    );
    await expect(call('POST', '/t/timeout', {}, { timeout: 50 })).rejects.toMatchObject({
      kind: 'timeout',
      message: '请求超时，请稍后重试',
    });
  });

  it('a cancelled call fails quietly, with no dialog', async () => {
    mockServer.use(
      http.post('*/t/cancel', async () => {
        await delay(300);
        return ok([]);
      }),
    );
    const controller = new AbortController();
    const pending = api.post('/t/cancel', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    expect(dialogs()).toHaveLength(0);
  });

  it('retries a read once after a network failure, never a write', async () => {
    let reads = 0;
    let writes = 0;
    mockServer.use(
      http.post('*/t/read', () => (++reads === 1 ? HttpResponse.error() : ok(['second']))),
      http.post('*/t/write', () => {
        writes += 1;
        return HttpResponse.error();
      }),
    );
    await expect(api.read('/t/read')).resolves.toEqual(['second']);
    expect(reads).toBe(2);
    await expect(api.post('/t/write')).rejects.toMatchObject({ kind: 'network' });
    expect(writes).toBe(1);
  });
});

describe('the request helper', () => {
  it('returns data or an error result', async () => {
    capture('/t/r1', () => ok('yes'));
    await expect(toResult(api.post('/t/r1'))).resolves.toEqual({ ok: true, data: 'yes' });
    capture('/t/r2', () => HttpResponse.json({ Code: '9', Message: 'no' }));
    const result = await toResult(api.post('/t/r2'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('no');
  });
});
