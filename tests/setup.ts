import '@testing-library/jest-dom/vitest';
// IndexedDB for what is kept on the phone (api/persist, lib/writeQueue), which jsdom lacks.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/i18n';
import { mockServer, resetMockBackend } from '@mocks/node';

// Every test runs in zh-cn unless it switches; the mock backend answers all network, and a request no
// handler knows fails the test.
initI18n('zh-cn');

// findBy/waitFor wait for what the user would see; on a busy 2-core CI machine a screen can take longer
// than the library's 1 s default to settle.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia. Tests run as a user who prefers reduced motion: a screen that is left goes
// at once instead of sliding out for 280 ms beside the next one (the browser tests cover the slides).
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  mockServer.resetHandlers();
  resetMockBackend();
  localStorage.clear();
  sessionStorage.clear();
  // Every test starts with an empty query cache, nothing kept on the phone and a network the query
  // layer takes as there.
  const { stopDataLayer } = await import('@/api/sessionData');
  stopDataLayer();
  const { dropKept } = await import('@/api/persist');
  await dropKept();
  const { queryClient } = await import('@/api/queryClient');
  queryClient.clear();
  const { onlineManager } = await import('@tanstack/react-query');
  onlineManager.setOnline(true);
  const { resetStores } = await import('@/stores/reset');
  resetStores();
  const { i18n } = await import('@/i18n');
  if (i18n.language !== 'zh-cn') await i18n.changeLanguage('zh-cn');
});
afterAll(() => mockServer.close());
