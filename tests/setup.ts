import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/i18n';
import { mockServer, resetMockBackend } from '@mocks/node';

// Every test runs in zh-cn unless it switches; the mock backend answers all network, and a request no
// handler knows fails the test.
initI18n('zh-cn');

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  mockServer.resetHandlers();
  resetMockBackend();
  localStorage.clear();
  sessionStorage.clear();
  const { resetStores } = await import('@/stores/reset');
  resetStores();
  const { i18n } = await import('@/i18n');
  if (i18n.language !== 'zh-cn') await i18n.changeLanguage('zh-cn');
});
afterAll(() => mockServer.close());
