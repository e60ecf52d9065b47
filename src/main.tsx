import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n, initI18n } from '@/i18n';
import { initPrefs } from '@/stores/prefs';
import { hasSession, useSessionStore } from '@/stores/session';
import { isCancelled } from '@/api/errors';
import { normalisePath, paths } from '@/lib/paths';
import { takePrerenderedLogin } from '@/shell/startFrame';
import { startFailed, startSucceeded } from '@/shell/startFailure';
import { App } from './app/App';
import { createAppRouter, preloadScreen } from './app/router';
import { afterFirstScreen } from './app/afterFirstScreen';
import '@/styles/theme.css';

/**
 * The start-up stylesheet is inline in index.html (vite.config.ts). A Content-Security-Policy of another
 * build does not allow that style: then the stylesheet link the build left beside it, disabled, is turned
 * on, and the app looks as it should one round trip later instead of not at all.
 */
function keepStartUpStyles(): void {
  if (getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim() !== '') return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]'))
    link.disabled = false;
}

async function start() {
  keepStartUpStyles();
  // The stored user's kept answers and queue (api/persist), read while the rest starts: in the cache
  // before the router's loaders and the first render, so a repeat visit draws them at once. Its code
  // (the persister, idb-keyval) loads beside the start-up bundle; a signed-out start does not wait for it.
  const dataLayer = import('@/api/sessionData').then((data) => data.startDataLayer({ holdRefreshes: true }));
  const kept = useSessionStore.getState().auth ? dataLayer : Promise.resolve();
  // Its failure is the start's (awaited below, main's catch): marked as handled now, before the wait,
  // or the browser would report it as an uncaught error first.
  dataLayer.catch(() => undefined);
  // A signed-in first screen's reads go through the client and the HTTP library, neither of which is in
  // the start-up bundle: their download starts now, beside the screen's own code, instead of once the
  // route's loader asks.
  if (hasSession()) {
    // Both at once: the client asks for the HTTP library only when it runs, one round trip later.
    void import('axios').catch(() => undefined);
    void import('@/api/client').then((client) => client.loadHttp()).catch(() => undefined);
    // The first screen's code, beside the kept answers instead of after them.
    preloadScreen(location.pathname);
  }
  // The files above are asked for; the rest of the start (i18next's set-up above all) runs in a task
  // of its own. In one task with the start-up code's evaluation it made a start's longest task, and
  // the files left only at its end (docs/performance.md). Files that arrive first wait for i18next to
  // add their strings (registerStrings).
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Mock mode only: the built-in backend starts before the first call. The import is behind a
  // build-time constant, so production bundles never contain it.
  if (import.meta.env.VITE_MOCK === 'true') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker({ delay: Number(import.meta.env.VITE_MOCK_DELAY ?? 300) });
  }
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
  // picture is that screen: until then index.html's boot frame or pre-rendered login form stays.
  await new Promise<void>((ready) => {
    if (router.state.initialized) return ready();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      ready();
    });
  });
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The login form index.html drew (src/app/startScreen.ts) is the app's own markup: React takes it
  // over as it is (what was typed stays, and the caret), when the screen and the language are the
  // ones it was drawn for. Read in the same task as the hydration starts, so nothing typed is lost.
  const prerendered = takePrerenderedLogin(root);
  const onLogin = normalisePath(router.state.location.pathname) === normalisePath(paths.login.home);
  if (prerendered !== null && prerendered === i18n.language && onLogin)
    // Hydrated as a transition too, in slices: a tap or a key on the form meanwhile makes React finish
    // the hydration at once and handle it.
    startTransition(() => void hydrateRoot(root, app));
  else {
    // Any other first screen renders as a transition, which React splits into slices of a few
    // milliseconds: the whole first render in one task held a phone's main thread for ≈ 270 ms, and the
    // page's answers and a tap waited behind it. The boot frame stays until the screen is committed.
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
  startSucceeded();
  // Preparation packs are refreshed (app/offlineWork), and the installable
  // app's service worker is registered (production builds only, never with the built-in backend): both
  // after the first screen, whose files and answers come first.
  afterFirstScreen(() => {
    void import('./app/offlineWork').then(({ startOfflineWork }) => startOfflineWork());
    if (import.meta.env.PROD && import.meta.env.VITE_MOCK !== 'true')
      void import('./app/serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker());
  });
}

start().catch(startFailed);
