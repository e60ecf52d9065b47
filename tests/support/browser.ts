/**
 * The browser tests' helpers (@playwright/test): the `test` every file of tests/e2e uses, a phone-sized
 * page that records console errors and Content-Security-Policy violations, a phone with a profile of its
 * own (service workers, installability), and signing in through the real login screen.
 */
import {
  chromium,
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { BASE_URL, CHROMIUM, PHONE } from './e2eConfig';

export { expect };
export { BASE_URL, PROD_BASE_URL } from './e2eConfig';

/** Every violation a phone page of this worker saw and no test has answered for yet. */
const unreported: string[] = [];

/**
 * The test of every browser file. A test fails when a page saw a Content-Security-Policy violation, whether
 * or not it looked at its page's list (violations seen in a `beforeAll` fail the first test after it).
 */
export const test = base.extend<{ noCspViolations: void }>({
  noCspViolations: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      await use();
      const seen = unreported.splice(0);
      expect(seen, `${seen.length} Content-Security-Policy violation(s)`).toEqual([]);
    },
    { auto: true },
  ],
});

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far (CSP violations included). */
  errors: string[];
  /**
   * Content-Security-Policy violations seen so far: `securitypolicyviolation` events of the page and the
   * browser's console reports of them. Each is also in `errors`, so a test that asserts no console errors
   * asserts no violations too.
   */
  cspViolations: string[];
}

const CSP_REPORT = /Content[- ]Security[- ]Policy/i;

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

/** Records console errors, page errors and CSP violations of a page. */
async function watch(context: BrowserContext, page: Page): Promise<Omit<PhonePage, 'context' | 'page'>> {
  const errors: string[] = [];
  const cspViolations: string[] = [];
  await watchCsp(context, (text) => {
    cspViolations.push(`securitypolicyviolation: ${text}`);
    unreported.push(`securitypolicyviolation: ${text}`);
    errors.push(`CSP violation: ${text}`);
  });
  page.on('console', (message) => {
    // The browser reports a violation in the console too (an error when enforced, a warning for report-only).
    if (CSP_REPORT.test(message.text())) {
      cspViolations.push(`console: ${message.text()}`);
      unreported.push(`console: ${message.text()}`);
    }
    // The resource's address makes a "Failed to load resource" line tell what failed.
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url ?? ''}`.trim());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { errors, cspViolations };
}

/** Keeps the language the test asks for unless the app has stored another (the user chose one). */
async function presetLanguage(context: BrowserContext, lang: 'zh-cn' | 'en-us' | undefined) {
  if (!lang) return;
  await context.addInitScript((lang) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
  }, lang);
}

const localeOf = (lang?: 'zh-cn' | 'en-us') => (lang === 'en-us' ? 'en-US' : 'zh-CN');

/**
 * A fresh phone (375x812, touch) in a context of its own, recording console errors and CSP violations.
 * Close its context when done (a test that fails leaves it to its worker, which ends).
 */
export async function phonePage(
  browser: Browser,
  options: { lang?: 'zh-cn' | 'en-us' } = {},
): Promise<PhonePage> {
  const context = await browser.newContext({ ...PHONE, locale: localeOf(options.lang) });
  await presetLanguage(context, options.lang);
  const page = await context.newPage();
  return { context, page, ...(await watch(context, page)) };
}

/**
 * A phone with a browser profile of its own on disk, for what the contexts of `browser.newContext()`
 * cannot do: they count as incognito, where Chromium never offers to install an app.
 */
export async function phoneWithProfile(options: { lang?: 'zh-cn' | 'en-us' } = {}): Promise<PhonePage> {
  // An empty directory name: Playwright makes a temporary profile and removes it when the context closes.
  const context = await chromium.launchPersistentContext('', {
    ...CHROMIUM,
    headless: true,
    ...PHONE,
    locale: localeOf(options.lang),
  });
  await presetLanguage(context, options.lang);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, ...(await watch(context, page)) };
}

/**
 * Signs in through the real login screen (of the mock-mode app, or of `base`). With `dropOthers`, the
 * records another crew member left unsent on the phone are dropped when the app asks (a new account's
 * sign-in), as the one signing in agrees to.
 */
export async function signIn(
  page: Page,
  userName: string,
  password: string,
  base = BASE_URL,
  { dropOthers = false } = {},
): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel(/用户名|User name/).fill(userName);
  await page.getByLabel(/^密码$|^Password$/).fill(password);
  await page.getByRole('button', { name: /^登录$|^Sign in$/ }).click();
  if (dropOthers)
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^删除并登录$|^Delete and sign in$/ })
      .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // The landing screen's calls finish before the test moves on: a page reloaded while the built-in
  // backend (a service worker) is answering lets the call escape to the server as a 404.
  await page.waitForLoadState('networkidle');
}

/**
 * A backend call as the signed-in user of this tab (its token), from inside the page: `path` as the page
 * addresses it (`/svc/api/...` behind the production proxy, `/api/...` in mock mode). Answers the whole
 * envelope (a crafted request's refusal is its Code and Message).
 */
export function envelopeAsTab<T>(
  page: Page,
  path: string,
  body: Record<string, unknown> = {},
): Promise<{ Code: string; Message: string; List?: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = JSON.parse(sessionStorage.getItem('token') ?? '""') as string;
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { Code: string; Message: string; List?: T };
    },
    { path, body },
  );
}

/** The same call, answering its List. */
export const callAsTab = <T>(page: Page, path: string, body: Record<string, unknown> = {}): Promise<T> =>
  envelopeAsTab<T>(page, path, body).then((envelope) => envelope.List as T);

/**
 * The mission's must-read notices read as this tab's user, as crew do before going on (§5: the later
 * steps, the exam, risk feedback and cabin messages wait for them; reading them one by one on the
 * screens is prepare-flow's). `base` is '/svc' behind the production proxy.
 */
export async function readMustReadNotices(page: Page, missionId: string, base = ''): Promise<void> {
  const path = `${base}/api/prepare/GetNoticeNewListDetail`;
  const notices = await callAsTab<Array<{ noticeId: string; mustRead: boolean; read: boolean }>>(page, path, {
    missionId,
  });
  for (const notice of (notices ?? []).filter((n) => n.mustRead && !n.read))
    await callAsTab(page, path, { missionId, noticeId: notice.noticeId });
}

const HOUR = 3_600_000;
/**
 * 10:00 of today on Beijing's clock, where a test's controlled page clock starts. A test that reads on
 * for half an hour and then looks for *today's* flight would see the day turn over when started in the
 * half hour before Beijing midnight (16:00 UTC); a fixed hour makes every run the same.
 */
export function beijingMorning(): Date {
  const beijingMidnight = Math.floor((Date.now() + 8 * HOUR) / (24 * HOUR)) * 24 * HOUR - 8 * HOUR;
  return new Date(beijingMidnight + 10 * HOUR);
}

/**
 * The calls of `page` that `counts` (every XHR and fetch unless told) sent from now on and that have no
 * answer yet. `quiet()` resolves once none is left: true, or false when `timeoutMs` passed first;
 * `waiting()` names them (a failure's report).
 */
export function callsOnTheirWay(
  page: Page,
  counts: (request: Request) => boolean = (request) => ['xhr', 'fetch'].includes(request.resourceType()),
): { quiet: (timeoutMs?: number) => Promise<boolean>; waiting: () => string[] } {
  const waiting = new Set<Request>();
  let wake: Array<() => void> = [];
  const settled = (request: Request) => {
    if (!waiting.delete(request) || waiting.size > 0) return;
    for (const resolve of wake) resolve();
    wake = [];
  };
  page.on('request', (request) => {
    if (counts(request)) waiting.add(request);
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    waiting: () => [...waiting].map((request) => `${request.resourceType()} ${request.url()}`),
    quiet: (timeoutMs = Number.POSITIVE_INFINITY) =>
      waiting.size === 0
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            const timer = Number.isFinite(timeoutMs)
              ? setTimeout(() => resolve(false), timeoutMs)
              : undefined;
            wake.push(() => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
  };
}

/**
 * The page's installed clock moved on by `ms`, 30 s at a time (the step timer's beat), each step only
 * once no call of the page waits for its answer: a call's own time-out (60 s, a timer of the page) would
 * otherwise fire under the moved clock before its answer came, and the app would take itself for
 * offline and queue every record after it (`waitForLoadState('networkidle')` cannot tell: the page
 * loaded long ago). Call `clockOf(page)` before the page makes the calls to be waited for.
 */
export function clockOf(page: Page): { runFor: (ms: number) => Promise<void> } {
  const calls = callsOnTheirWay(page);
  return {
    runFor: async (ms) => {
      for (let left = ms; left > 0; left -= 30_000) {
        await calls.quiet();
        await page.clock.runFor(Math.min(30_000, left));
      }
      await calls.quiet();
    },
  };
}

/**
 * Marks the screens on show now; `replaced()` then waits until another screen is drawn in their place.
 * The router changes the address first and draws the next screen in a transition after it: right after
 * the address, a busy machine may still show this screen, whose links a test would find again, and a
 * screen that counts time (the preparation's steps) may not count yet when the test moves the page's
 * clock on. A screen kept behind for the way back (AppLayout) is not on show: only the visible ones
 * are marked.
 */
export async function markScreensShown(page: Page): Promise<{ replaced: () => Promise<void> }> {
  await page.evaluate(() => {
    for (const main of document.querySelectorAll('[data-page-scroll]')) {
      if (main.checkVisibility({ visibilityProperty: true })) main.setAttribute('data-left', '');
      else main.removeAttribute('data-left');
    }
  });
  return {
    replaced: async () => {
      await page.waitForFunction(() => {
        const shown = [...document.querySelectorAll('[data-page-scroll]')].filter((main) =>
          main.checkVisibility({ visibilityProperty: true }),
        );
        return shown.length > 0 && shown.every((main) => !main.hasAttribute('data-left'));
      });
    },
  };
}

/** Taps `target` and waits until the next screen is drawn in place of this one (markScreensShown). */
export async function tapToNextScreen(page: Page, target: Locator): Promise<void> {
  const from = page.url();
  const screens = await markScreensShown(page);
  await target.click();
  await page.waitForURL((url) => url.href !== from);
  await screens.replaced();
}

/** What the app keeps in IndexedDB (`crew-data`, store `kept`, api/persist.ts): key → stored text. */
export function keptOnPhone(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    // Never open (and so create) a database the app has not made, nor keep one open it may drop.
    if (!(await indexedDB.databases()).some((db) => db.name === 'crew-data')) return {};
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('crew-data');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('kept')) return {};
      const store = db.transaction('kept').objectStore('kept');
      const [keys, values] = await Promise.all(
        [store.getAllKeys(), store.getAll()].map(
          (request) =>
            new Promise<unknown[]>((resolve, reject) => {
              request.onsuccess = () => resolve(request.result as unknown[]);
              request.onerror = () => reject(request.error);
            }),
        ),
      );
      return Object.fromEntries(keys!.map((key, i) => [String(key), String(values![i])]));
    } finally {
      db.close();
    }
  });
}
