/**
 * The production build is an installable app: its service worker installs and controls the page, and
 * Chromium finds nothing missing for installation (DevTools protocol `Page.getInstallabilityErrors`).
 * Serves the run's production bundle (built by playwright.config.ts) with `vite preview` on an origin of its
 * own.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { phoneWithProfile, test } from '../support/browser';
import { INSTALLABLE_PORT, PROD_DIST } from '../support/e2eConfig';

const BASE = `http://127.0.0.1:${INSTALLABLE_PORT}`;

test.describe('installable app (production build)', () => {
  let server: ChildProcess;

  test.beforeAll(async () => {
    server = spawn(
      'npx',
      ['vite', 'preview', '--outDir', PROD_DIST, '--port', String(INSTALLABLE_PORT), '--strictPort'],
      { stdio: 'ignore', detached: true },
    );
    for (let i = 0; i < 60; i += 1) {
      if (
        await fetch(BASE).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(250);
    }
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  // Installability needs a real profile: the contexts of browser.newContext() count as incognito, where
  // Chromium never offers to install.
  test('installs its service worker and has no installability errors', async () => {
    const { context, page, errors } = await phoneWithProfile();
    await page.goto(`${BASE}/login`);
    const active = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    assert.equal(active, `${BASE}/sw.js`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    assert.deepEqual(installabilityErrors, []);
    const manifest = (await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json())) as {
      icons: Array<{ sizes: string; purpose: string }>;
    };
    assert.ok(manifest.icons.some((icon) => icon.sizes === '192x192'));
    assert.ok(manifest.icons.some((icon) => icon.sizes === '512x512' && icon.purpose === 'maskable'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('starts from the phone on the second visit: the app shell comes from the precache', async () => {
    const { context, page } = await phoneWithProfile();
    await page.goto(`${BASE}/login`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: /^登录$|^Sign in$/ }).waitFor();
    await context.close();
  });
});
