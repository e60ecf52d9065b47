import { http, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';
import { api } from '@/api/client';
import { onUnauthorized } from '@/api/unauthorized';
import { useUiStore } from '@/stores/ui';
import { useSessionStore } from '@/stores/session';
import { i18n } from '@/i18n';

const dialogs = () => useUiStore.getState().dialogs;
const auth = (userId: string) => ({ userId, userName: userId, type: 'F' }) as never;

describe('a service that did not answer (502, 503, 504)', () => {
  it.each([502, 503, 504])('status %i says so in the user’s language', async (status) => {
    mockServer.use(http.post('*/t/gateway', () => HttpResponse.json({}, { status })));
    await expect(api.post('/t/gateway')).rejects.toMatchObject({
      kind: 'http',
      status,
      message: '服务没有响应，请稍后重试',
    });
    expect(dialogs()[0]?.content).toBe('服务没有响应，请稍后重试');

    await i18n.changeLanguage('en-us');
    await expect(api.post('/t/gateway', {}, { hideGlobalError: true })).rejects.toMatchObject({
      message: 'The service did not answer. Please try again',
    });
  });

  it('an HTML error page of a proxy (502) reads the same, not as raw HTML', async () => {
    mockServer.use(
      http.post(
        '*/t/html',
        () =>
          new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
            status: 502,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );
    const error = (await api
      .post('/t/html', {}, { hideGlobalError: true })
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('服务没有响应，请稍后重试');
    expect(error.message).not.toMatch(/</);
  });
});

describe('a late 401', () => {
  afterEach(() => onUnauthorized(null));

  it('of a call sent under an earlier session does not end the session started since', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    useSessionStore.getState().login({ auth: auth('old'), token: 'token-old' });
    let release: (() => void) | undefined;
    mockServer.use(
      http.post('*/t/late', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({}, { status: 401 });
      }),
    );
    const late = api.post('/t/late').catch((e: unknown) => e);
    await vi.waitFor(() => expect(release).toBeDefined());
    // The user signs in again (a new token) while the old call is still on its way.
    useSessionStore.getState().login({ auth: auth('new'), token: 'token-new' });
    release!();
    expect(await late).toMatchObject({ kind: 'unauthorized' });
    expect(handler).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('token-new');
  });

  it('of a call made under the current session still ends it', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    useSessionStore.getState().login({ auth: auth('me'), token: 'token-me' });
    mockServer.use(http.post('*/t/now', () => HttpResponse.json({}, { status: 401 })));
    await api.post('/t/now').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('the loading overlay across a page change', () => {
  it('a call of the page that left does not hide the overlay of the new page’s call', async () => {
    const releases = new Map<string, () => void>();
    mockServer.use(
      http.post('*/t/page/:name', async ({ params }) => {
        await new Promise<void>((resolve) => releases.set(String(params.name), resolve));
        return HttpResponse.json({ Code: '0', Message: '', List: [] });
      }),
    );
    const oldCall = api.post('/t/page/old', { _loading: true });
    await vi.waitFor(() => expect(releases.has('old')).toBe(true));
    // The new page mounts (hides the overlay), then sends its own call.
    useUiStore.getState().resetLoading();
    const newCall = api.post('/t/page/new', { _loading: true });
    await vi.waitFor(() => expect(releases.has('new')).toBe(true));
    expect(useUiStore.getState().loadingCount).toBe(1);
    releases.get('old')!();
    await oldCall;
    expect(useUiStore.getState().loadingCount).toBe(1);
    releases.get('new')!();
    await newCall;
    expect(useUiStore.getState().loadingCount).toBe(0);
  });
});
