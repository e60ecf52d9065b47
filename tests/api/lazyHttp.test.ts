import { http, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';

// axios is fetched with the first call (it is not in the start-up bundle). A phone that has lost its
// connection before that download gets the network message, and the next call downloads it again.
describe('the HTTP library loaded on demand', () => {
  afterEach(() => {
    vi.doUnmock('axios');
    vi.resetModules();
  });

  it('turns a failed download into the network error, then loads it on the next call', async () => {
    vi.resetModules();
    vi.doMock('axios', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    // Fresh modules: the client's own i18n and store instances.
    (await import('@/i18n')).initI18n();
    const { useUiStore } = await import('@/stores/ui');
    const { api } = await import('@/api/client');
    mockServer.use(http.post('*/t/lazy', () => HttpResponse.json({ Code: '0', Message: '', List: 'fine' })));

    await expect(api.post('/t/lazy')).rejects.toMatchObject({ kind: 'network' });
    expect(useUiStore.getState().dialogs.at(-1)?.content).toBe('网络连接失败，请检查网络后重试');

    vi.doUnmock('axios');
    await expect(api.post('/t/lazy')).resolves.toBe('fine');
  });

  it('a call cancelled before the library arrived is cancelled, not a network failure', async () => {
    vi.resetModules();
    vi.doMock('axios', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { api } = await import('@/api/client');
    const controller = new AbortController();
    const pending = api.post('/t/lazy', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
  });
});
