import { after, afterEach, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8090';
/** The production build served by nginx (deploy/), for tests named prod-*.test.ts (scripts/e2e.mjs). */
export const PROD_BASE_URL = process.env.E2E_PROD_URL ?? 'http://127.0.0.1:8190';

/**
 * A test still running after TEST_LIMIT_MS is stuck (a page promise that never settles has no time-out
 * of its own): its name is printed and its file ends, failed, so CI reports which test it was instead of
 * waiting for its own limit. The slowest test, the fault matrix's time-out pass, takes about 3 minutes.
 */
const TEST_LIMIT_MS = Number(process.env.E2E_TEST_LIMIT_MS ?? 10 * 60_000);
let watchdog: ReturnType<typeof setTimeout> | undefined;
beforeEach((t) => {
  watchdog = setTimeout(() => {
    console.error(
      `"${t.name}" is still running after ${Math.round(TEST_LIMIT_MS / 1000)} s: stuck, ending its file`,
    );
    process.exit(1);
  }, TEST_LIMIT_MS);
  // The timer alone must not keep a finished file running.
  watchdog.unref();
});
afterEach(() => clearTimeout(watchdog));

/**
 * Debian's Chromium with the flags this workplace needs (no background network, no sandbox as root).
 * Its close gives up after 30 s with a message (files close their browser in an `after` hook, which the
 * per-test watchdog does not cover); the test runner then ends the file and Playwright the browser.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
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
  });
  const close = browser.close.bind(browser);
  browser.close = (options) =>
    Promise.race([
      close(options),
      new Promise<void>((resolve) =>
        setTimeout(() => {
          console.error('Chromium did not close within 30 s; left to end with the test file');
          resolve();
        }, 30_000).unref(),
      ),
    ]);
  return browser;
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far (CSP violations included). */
  errors: string[];
  /**
   * Content-Security-Policy violations seen so far: `securitypolicyviolation` events of the page and
   * the browser's console reports of them. Each is also in `errors`, so a test that asserts no console
   * errors asserts no violations too.
   */
  cspViolations: string[];
}

const CSP_REPORT = /Content[- ]Security[- ]Policy/i;

/**
 * Every violation any phonePage of this test file saw. The count must be 0: checked once the file's
 * tests are done, whether or not a test looked at its own page's list.
 */
const everyViolation: string[] = [];
after(() => {
  assert.deepEqual(everyViolation, [], `${everyViolation.length} Content-Security-Policy violation(s)`);
});

/** Leaves a trace of every CSP violation a document of the context sees, through a binding. */
async function watchCsp(context: BrowserContext, record: (text: string) => void): Promise<void> {
  await context.exposeBinding('__crewCspViolation', (_source, text: string) => record(text));
  await context.addInitScript(() => {
    const report = (window as unknown as { __crewCspViolation?: (text: string) => void }).__crewCspViolation;
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || location.href}:${event.lineNumber})`,
        ),
      true,
    );
  });
}

/** A fresh phone-sized page (375x812, touch) that records console errors. */
export async function phonePage(
  browser: Browser,
  options: { lang?: 'zh-cn' | 'en-us' } = {},
): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.lang === 'en-us' ? 'en-US' : 'zh-CN',
  });
  if (options.lang) {
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, options.lang);
  }
  const errors: string[] = [];
  const cspViolations: string[] = [];
  await watchCsp(context, (text) => {
    cspViolations.push(`securitypolicyviolation: ${text}`);
    everyViolation.push(`securitypolicyviolation: ${text}`);
    errors.push(`CSP violation: ${text}`);
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    // The browser reports a violation in the console too (an error when enforced, a warning for report-only).
    if (CSP_REPORT.test(message.text())) {
      cspViolations.push(`console: ${message.text()}`);
      everyViolation.push(`console: ${message.text()}`);
    }
    // The resource's address makes a "Failed to load resource" line tell what failed.
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url ?? ''}`.trim());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors, cspViolations };
}

/** Signs in through the real login screen (of the mock-mode app, or of `base`). */
export async function signIn(page: Page, userName: string, password: string, base = BASE_URL): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel(/用户名|User name/).fill(userName);
  await page.getByLabel(/^密码$|^Password$/).fill(password);
  await page.getByRole('button', { name: /^登录$|^Sign in$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // The landing screen's calls finish before the test moves on: a page reloaded while the built-in
  // backend (a service worker) is answering lets the call escape to the dev server as a 404.
  await page.waitForLoadState('networkidle');
}
