/**
 * The production build is an installable app: its service worker installs and controls the page, and
 * Chromium finds nothing missing for installation (DevTools protocol `Page.getInstallabilityErrors`).
 * Serves the run's production bundle (E2E_PROD_DIST, or a build of its own in .tmp/) with `vite preview`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const PORT = Number(process.env.PWA_PORT ?? 8187);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = process.env.E2E_PROD_DIST ?? '.tmp/pwa-dist';

describe('installable app (production build)', () => {
  let server: ChildProcess;
  const profiles: string[] = [];

  /**
   * Installability needs a real profile: the contexts of browser.newContext() count as incognito,
   * where Chromium never offers to install.
   */
  async function phoneProfile(): Promise<BrowserContext> {
    const dir = mkdtempSync(join(tmpdir(), 'crew-pwa-'));
    profiles.push(dir);
    return chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
  }

  before(async () => {
    // The run's production bundle (scripts/e2e.mjs), or a build of its own when run alone.
    if (!process.env.E2E_PROD_DIST) {
      const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir'], {
        stdio: 'inherit',
      });
      assert.equal(build.status, 0, 'the production build failed');
    }
    server = spawn('npx', ['vite', 'preview', '--outDir', OUT, '--port', String(PORT), '--strictPort'], {
      stdio: 'ignore',
      detached: true,
    });
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

  after(async () => {
    for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  it('installs its service worker and has no installability errors', async () => {
    const context = await phoneProfile();
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
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

  it('starts from the phone on the second visit: the app shell comes from the precache', async () => {
    const context = await phoneProfile();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${BASE}/login`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: /^登录$|^Sign in$/ }).waitFor();
    await context.close();
  });
});
