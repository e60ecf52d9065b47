import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { initI18n } from '@/i18n';
import { initPrefs } from '@/stores/prefs';
import { isCancelled } from '@/api/errors';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { afterFirstScreen } from './app/afterFirstScreen';
import { setBackendReady } from './app/backendReady';
import { useSessionStore } from '@/stores/session';
import { leaveStartFrame } from '@/shell/startFrame';
import '@/styles/theme.css';

async function start() {
  // The stored user's kept answers and queue (api/persist), read while the rest starts: in the cache
  // before the router's loaders and the first render, so a repeat visit draws them at once. Its code
  // (the persister, idb-keyval) loads beside the start-up bundle; a signed-out start does not wait for it.
  const dataLayer = import('@/api/sessionData').then((data) => data.startDataLayer());
  const kept = useSessionStore.getState().auth ? dataLayer : Promise.resolve();
  // Mock mode only: the built-in backend starts before the first call. The import is behind a
  // build-time constant, so production bundles never contain it.
  if (import.meta.env.VITE_MOCK === 'true') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker({ delay: Number(import.meta.env.VITE_MOCK_DELAY ?? 300) });
  }
  setBackendReady();
  // Empty now (first reads start from the route loaders): imported only while vite.config.ts and
  // scripts/firstScreen.ts still name its chunk; it goes with them (#27 item 4).
  void import('./app/coldStart');
  // A cancelled call (the user left the page) is not an error; anything else unhandled is logged
  // rather than left to break the screen. (After the built-in backend, whose own listener goes first.)
  window.addEventListener('unhandledrejection', (event) => {
    if (event.defaultPrevented) return;
    if (isCancelled(event.reason)) event.preventDefault();
    else console.error('Unhandled rejection:', event.reason);
  });
  initI18n();
  initPrefs();
  await kept;
  // The router starts the first screen's navigation (its code, the guard, the loaders) now, not from
  // inside React's first render: that render then finds the screen ready more often.
  const router = createAppRouter();
  // React renders once the first screen is ready (its code, the guard, its loaders), so its first
  // picture is that screen: until then index.html's frame (the boot frame or the login form) stays.
  await new Promise<void>((ready) => {
    if (router.state.initialized) return ready();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      ready();
    });
  });
  const root = document.getElementById('root')!;
  const loginForm = root.hasAttribute('data-frame');
  leaveStartFrame(root);
  // The login frame's language switch may have been used since: the app starts in the chosen language.
  initI18n();
  const reactRoot = createRoot(root);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The login form is drawn in this task, right after the frame was read: a tap or a key between the
  // two would be lost. Any other first screen renders as a transition, which React splits into slices
  // of a few milliseconds: the whole first render in one task held a phone's main thread for ≈ 270 ms
  // (≈ 67 ms on this machine's unthrottled trace), and the page's answers and a tap waited behind it.
  // The boot frame stays until the screen is committed.
  if (loginForm) flushSync(() => reactRoot.render(app));
  else startTransition(() => reactRoot.render(app));
  // Preparation packs are refreshed (app/offlineWork), and the installable
  // app's service worker is registered (production builds only, never with the built-in backend): both
  // after the first screen, whose files and answers come first.
  afterFirstScreen(() => {
    void import('./app/offlineWork').then(({ startOfflineWork }) => startOfflineWork());
    if (import.meta.env.PROD && import.meta.env.VITE_MOCK !== 'true')
      void import('./app/serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker());
  });
}

void start();
