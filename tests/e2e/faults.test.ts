/**
 * Fault matrix (issue 17, item 3): every data screen of spec/routes.tsv, opened as the right demo account,
 * once per fault of the built-in backend's switch (mocks/lib/faults.ts), with the fault on every call the
 * screen makes. For each: no uncaught error and no console error but the failed resource of the fault;
 * a screen that is drawn (header, content, no loading left); the catalogue's message (§8) or the
 * server's own; a retry that works once the fault is lifted; header and footer usable; a 401 ends on
 * login with the way back kept. One browser, several contexts in parallel; the time-out uses the
 * client's test time-out (`?mockClientTimeout=`), the slow answer (> 10 s) is tried on a handful of screens.
 *
 * Screens are opened the way the app links to them (walk.ts `targetFor`: the query a link carries, a real
 * id). What each kind of screen must show under a fault:
 * - a list or detail screen: the catalogue's message (or the server's own) in place of its content, with
 *   a retry that brings the content back once the fault is lifted;
 * - a menu or form screen whose read is secondary (the version in settings, the current phone number,
 *   the unread count, what is new on the study home): the menu or form stays usable and the failed read
 *   is said inline (an alert with the message and a retry), never left blank or as a bare "—";
 * - no network (`network`), tried twice on each screen: first with nothing kept (a user who never opened
 *   it): the error with its retry, which shows the screen once the network is back; then, opened again
 *   without the network, the answers that retry kept (the persisted query cache) with the offline mark instead of an
 *   error, and fresh data without the mark when opened again once the network is back; a time-out and a
 *   dropped connection are tried with the kept answers dropped too;
 * - `List` null or empty: the empty state where the screen's list was (its own words: "暂无…", "没有…"),
 *   never an error;
 * - 401: login, with the way back kept.
 * Menus inside a screen (home's entry grid) are content: only the app's header and footer must stay free.
 * Messages are looked for in the screen's own region (its page: header, offline mark, content, footer),
 * not anywhere in the document: a message in a dialog over another screen, or in a toast, is not the
 * screen saying what happened.
 */
import assert from 'node:assert/strict';
import { appendFileSync, writeFileSync, mkdirSync } from 'node:fs';
import type { Browser, Page, Request } from '@playwright/test';
import { specScreens, type Access } from '../support/spec';
import { BASE_URL, callsOnTheirWay, test } from '../support/browser';
import {
  endpointOf,
  visit,
  discoverDataScreens,
  inParallel,
  restoreSession,
  settle,
  signedIn,
  type DataScreen,
  type Session,
} from './walk';
import type { CrewMock } from '../../mocks/browser';
import type { FaultKind } from '../../mocks/lib/faults';

/** What the user must be able to read per fault (zh-cn, the default language). */
const NO_ANSWER = /服务没有响应，请稍后重试/;
/** The mark of a screen showing the answers it kept because the network is gone (the persisted query cache). */
const OFFLINE = /当前离线，显示的是/;
const FAULTS: Record<
  string,
  {
    message?: RegExp;
    spec?: string;
    loadingMs?: number;
    /** No network: the screen, opened once before, shows what it kept with the offline mark. */
    kept?: boolean;
    /** An answer with nothing in it: the screen's empty state, not an error. */
    empty?: boolean;
  }
> = {
  http400: { message: /航班日期格式不正确/ },
  'http400-bare': { message: /缺少必要条件/ },
  http401: {},
  http403: { message: /加载失败，请稍后重试|请求失败/ },
  http404: { message: /没有找到相应资源/ },
  http500: { message: /服务器异常/ },
  http502: { message: NO_ANSWER },
  http503: { message: NO_ANSWER },
  http504: { message: NO_ANSWER },
  timeout: { message: /请求超时，请稍后重试/, spec: 'timeout:70000' },
  // No network, the screen opened before; `network-fresh`: never opened (both tried by tryNetwork).
  network: { kept: true },
  'network-fresh': { message: /网络连接失败/, spec: 'network' },
  dropped: { message: /网络连接失败|服务器返回的数据无法识别/ },
  code: { message: /系统繁忙，请稍后再试/ },
  'no-list': { message: /服务器返回的数据无法识别/ },
  'list-null': { empty: true },
  'list-empty': { empty: true },
  'not-json': { message: /服务器返回的数据无法识别/ },
  'html-error': { message: NO_ANSWER },
};
/** The client's time-out for the matrix (the real one is 60 s, §9). */
const CLIENT_TIMEOUT_MS = 4000;
/** Slower than 10 s: tried on this many screens (each costs 11 s). */
const SLOW_SCREENS = 3;
const WORKERS = 3;

/**
 * The faults whose outcome depends on the screen, tried on every data screen of spec/routes.tsv: that it
 * draws a failed read as an error in its own region with a retry (`http500`), that its answer's shape is
 * checked (`no-list`: each call has its own schema), its empty state (`list-null`: the list a schema
 * must take as empty), and what it keeps for no network (`network`, see tryNetwork). The others differ
 * only in what the client makes of the answer (the catalogue's message for a status, a time-out, a
 * 401's way to login), the same code for every screen: they are tried on the SAMPLE screens.
 */
const EVERY_SCREEN = new Set(['http500', 'no-list', 'list-null', 'network']);

/**
 * One data screen of each module and kind (list, detail, form, menu with a secondary read), each `:id`
 * screen with the list that links to it. `FAULT_MATRIX=sample` tries every fault on these only (a
 * quicker loop while mending).
 */
const SAMPLE = new Set([
  // home: a list and its detail
  '/home/news',
  '/home/newsdetail/:id',
  // dynamics: a list and its detail (the list's links carry ?flightId=)
  '/dynamics/listpage',
  '/dynamics/details',
  // prepare: the task list, a mission, a step's list, its detail and a form that reads first
  '/prepare/task',
  '/Prepare/FlightMission',
  '/Prepare/Risk',
  '/prepare/risk/detail/:id',
  '/prepare/risk/feedback/:id',
  // study: the home (a menu with a secondary read) and a list with filters
  '/study',
  '/study/flightChange',
  // me: a detail, a form with a secondary read, menus with a secondary read
  '/me/contract',
  '/me/telephone',
  '/me/currency',
  '/me/newmsg',
  // a cabin-only step (reached through a cabin crew's mission)
  '/Prepare/VIPInformation',
]);
const FULL = process.env.FAULT_MATRIX !== 'sample';

/** `FAULT_ONLY=http400,network` tries only those faults (while mending; CI runs them all). */
const ONLY = process.env.FAULT_ONLY?.split(',').filter(Boolean);

/** A screen's empty state, in its own words (zh-cn). */
const EMPTY = /暂无|没有|还没有|无数据|未找到|不存在/;
/** What an error says (the catalogue's words, the retry): never for an answer that is merely empty. */
const AN_ERROR = /加载失败|无法识别|服务器异常|请求失败|服务没有响应|网络连接失败|重试/;

interface Outcome {
  screen: string;
  fault: string;
  problems: string[];
}

/** Console errors a fault is expected to cause: the failed resource of a faulted call, nothing else. */
function unexpected(errors: string[], screen: DataScreen): string[] {
  return errors.filter((line) => {
    if (!/Failed to load resource/.test(line)) return true;
    const lower = line.toLowerCase();
    return !screen.calls.some((call) => lower.includes(call));
  });
}

/** Reads and closes the global dialogs on screen with their button, as the user would, until they are gone. */
async function closeDialogs(page: Page): Promise<void> {
  for (const dialog of await page.$$('[role="alertdialog"]')) await (await dialog.$('button'))?.click();
  await page
    .waitForSelector('[role="alertdialog"]', { state: 'detached', timeout: 5000 })
    .catch(() => undefined);
}

/** Header and footer respond: their controls are visible and nothing lies on top of them. */
async function chromeUsable(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    // The app's header and footer only: a menu inside the screen (home's entry grid is a <nav>) scrolls
    // under the fixed footer as any content does, which is not the footer being covered.
    const controls = [
      ...document.querySelectorAll<HTMLElement>('header button, header a, nav a, nav button'),
    ].filter(
      (el) =>
        el.checkVisibility({ visibilityProperty: true }) &&
        el.getBoundingClientRect().width > 0 &&
        !el.closest('[data-page-scroll]'),
    );
    if (!document.querySelector('header') && !document.querySelector('nav')) return 'no header or footer';
    // A document the screen opened lies over it, with its own way to close (the public document's
    // viewer, opened from the kept answer): the header is under it by design.
    if (document.querySelector('[role="dialog"][aria-modal="true"]')) return null;
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && !el.contains(hit) && !hit.contains(el))
        return `"${el.textContent?.trim() || el.getAttribute('aria-label')}" is covered`;
    }
    return null;
  });
}

/**
 * The fault is lifted: the backend answers again, and the client waits for it as long as it really
 * would (a retry on a busy machine can take longer than the short time-out of the faulted try).
 */
async function liftFaults(page: Page): Promise<void> {
  await page.evaluate(() => {
    const mock = (window as unknown as { crewMock: CrewMock }).crewMock;
    mock.clear();
    mock.clientTimeout(null);
  });
}

/**
 * Follows the screen's own calls: a read that shows no loading state of its own (a menu's version, a
 * form's current phone) is over only when its request is. `quiet` resolves once one of them has been
 * made (every data screen makes one when opened; on a busy machine a menu is drawn before its reads
 * leave) and none is on its way.
 */
function callTracker(page: Page, calls: string[]) {
  const open = new Set<Request>();
  let seen = 0;
  let wake: (() => void) | null = null;
  const done = () => seen > 0 && open.size === 0;
  const mine = (request: Request) => {
    const call = endpointOf(request.url());
    return call !== undefined && calls.includes(call);
  };
  const started = (request: Request) => {
    if (!mine(request)) return;
    seen += 1;
    open.add(request);
  };
  const ended = (request: Request) => {
    open.delete(request);
    if (done()) wake?.();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: (timeoutMs: number) =>
      done()
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timer = setTimeout(
              () =>
                reject(
                  new Error(
                    seen === 0
                      ? `none of its calls (${calls.join(', ')}) was made within ${timeoutMs} ms`
                      : `calls still on their way after ${timeoutMs} ms`,
                  ),
                ),
              timeoutMs,
            );
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          }),
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * The text of the screen shown: its page (header, offline mark, queue bar, content, footer), not the
 * dialogs and toasts over it.
 */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pages = [...document.querySelectorAll('[data-page-scroll]')]
      .filter((main) => main.checkVisibility({ visibilityProperty: true }))
      .map((main) => main.parentElement);
    return pages.length === 1 ? (pages[0]?.innerText ?? '') : '';
  });
}

/** The list items the screen's content shows. */
async function listItems(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('[data-page-scroll] li')].filter((item) =>
        item.checkVisibility({ visibilityProperty: true }),
      ).length,
  );
}

/** Whether each screen showed list items when opened normally (discovery): its empty state is then due. */
const listedNormally = new Map<string, boolean>();

/** Backend calls on their way, per page, from the session's start (watchBackend). */
const inFlight = new WeakMap<Page, ReturnType<typeof callsOnTheirWay>>();
function watchBackend(page: Page): void {
  inFlight.set(
    page,
    callsOnTheirWay(page, (request) => Boolean(endpointOf(request.url()))),
  );
}

/**
 * Waits until the page has no backend call on its way: a late answer of the screen tried before would
 * otherwise come into the cache after the answers were dropped, and answer the next screen's failed
 * read with it.
 */
async function backendQuiet(page: Page, timeoutMs = 15_000): Promise<void> {
  await inFlight.get(page)?.quiet(timeoutMs);
}

/**
 * No network, both ways in one pass (each screen is opened once for each): a crew member who never
 * opened the screen (nothing kept) gets the error and its retry, and the retry once the network is back
 * shows the screen, whose answers are then kept; the screen opened again without the network shows
 * them with the offline mark. In between, another screen: the same one again would be a full reload.
 *
 * The never-opened half is the same failed read, error and retry that `http500` checks on every screen
 * (only the catalogue's message differs): it is tried on the SAMPLE screens. Elsewhere the screen is
 * opened once with the network instead, so that it has answers to keep.
 */
async function tryNetwork(session: Session, screen: DataScreen): Promise<Outcome> {
  const problems: string[] = [];
  if (SAMPLE.has(screen.path)) {
    const fresh = await tryOne(session, screen, 'network-fresh');
    problems.push(...fresh.problems.map((p) => `nothing kept: ${p}`));
  } else {
    await backendQuiet(session.page);
    await visit(session, screen.target, [], `mockClientTimeout=${CLIENT_TIMEOUT_MS}`);
    await settle(session.page).catch((error: Error) =>
      problems.push(`did not open with the network: ${error.message.split('\n')[0]}`),
    );
  }
  if (problems.length === 0) {
    const away = screen.target.startsWith('/me/about') ? '/me' : '/me/about';
    await visit(session, away, [], `mockClientTimeout=${CLIENT_TIMEOUT_MS}`, true);
    await settle(session.page).catch(() => undefined);
    const kept = await tryOne(session, screen, 'network');
    problems.push(...kept.problems.map((p) => `opened before: ${p}`));
  }
  return { screen: screen.target, fault: 'network', problems };
}

async function tryOne(session: Session, screen: DataScreen, fault: string): Promise<Outcome> {
  const { page, errors } = session;
  errors.length = 0;
  // What the screen kept stays for the no-network case (tryNetwork opened it just before); for the
  // others, visit drops it.
  if (new URL(page.url()).origin === new URL(BASE_URL).origin) await backendQuiet(page);
  const tracker = callTracker(page, screen.calls);
  try {
    return await tryFaulted(session, screen, fault, tracker);
  } finally {
    tracker.stop();
  }
}

async function tryFaulted(
  session: Session,
  screen: DataScreen,
  fault: string,
  tracker: ReturnType<typeof callTracker>,
): Promise<Outcome> {
  const { page, errors } = session;
  const problems: string[] = [];
  const expected = FAULTS[fault]!;
  const [kind, ms] = (expected.spec ?? fault).split(':');
  await visit(
    session,
    screen.target,
    screen.calls.map((call) => [call, kind as FaultKind, ms ? Number(ms) : undefined]),
    `mockClientTimeout=${CLIENT_TIMEOUT_MS}`,
    expected.kept,
  );

  if (fault === 'http401') {
    await page
      .waitForURL((url) => url.pathname.startsWith('/login'), { timeout: 30_000 })
      .catch(() => undefined);
    const url = new URL(page.url());
    if (!url.pathname.startsWith('/login')) problems.push(`a 401 did not end on login (at ${url.pathname})`);
    else {
      // Home is where login leads anyway: loginPath('/') names no way back.
      const back = url.searchParams.get('redirect') ?? (screen.target === '/' ? '/' : '');
      if (!back.toLowerCase().startsWith(screen.target.split('?')[0]!.toLowerCase()))
        problems.push(`the way back is lost (redirect=${back})`);
    }
    // The screen's other calls may still be answering 401: under the token put back below, a late one
    // would end the session again (rightly: it is the same token) and fail every later try.
    await tracker.quiet(15_000).catch(() => undefined);
    await restoreSession(session);
    session.stale = true;
    problems.push(...unexpected(errors, screen).map((e) => `console: ${e}`));
    return { screen: screen.target, fault, problems };
  }

  try {
    await settle(page, expected.loadingMs ?? 15_000);
    // A read with no loading state of its own ends when its call does (the time-out: 4 s, then the
    // kept-answer lookup); a retry of the client starts within the same turn, so look twice.
    for (let i = 0; i < 2; i += 1) {
      await tracker.quiet(15_000);
      await settle(page, 15_000);
    }
  } catch (error) {
    problems.push(`did not settle: ${(error as Error).message.split('\n')[0]}`);
  }
  // A read with no loading state of its own (a menu's version) fails in steps the tracker sees only in
  // part: the failed request, the client's one retry, then the kept-answer lookup. On a busy machine the
  // message lands after the calls are quiet: wait for it (or the offline mark), bounded; its absence is
  // reported below.
  const awaited = expected.kept ? OFFLINE : expected.message;
  if (awaited)
    await page
      .waitForFunction(
        (source) => {
          const pages = [...document.querySelectorAll('[data-page-scroll]')]
            .filter((main) => main.checkVisibility({ visibilityProperty: true }))
            .map((main) => main.parentElement);
          return pages.length === 1 && new RegExp(source).test(pages[0]?.innerText ?? '');
        },
        awaited.source,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
  const text = await screenText(page);
  if (new URL(page.url()).pathname.startsWith('/login')) problems.push('sent to login');
  const main = await page.$$eval('[data-page-scroll]', (els) =>
    els
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => (el.textContent ?? '').trim()),
  );
  if (main.length !== 1 || !main[0]) problems.push('blank screen');
  if (!(await page.$('header'))) problems.push('no header');
  const offline = expected.kept === true && OFFLINE.test(text);
  const shows = () => text.replace(/\s+/g, ' ').slice(0, 160);
  if (expected.kept && !offline) problems.push(`no offline mark for what it kept (shows: ${shows()})`);
  if (expected.message && !expected.message.test(text))
    problems.push(`no message ${expected.message} on the screen (shows: ${shows()})`);
  if (expected.empty) {
    if (AN_ERROR.test(text)) problems.push(`an error for an empty answer (shows: ${shows()})`);
    else if (listedNormally.get(screen.target) && (await listItems(page)) === 0 && !EMPTY.test(text))
      problems.push(`no empty state where its list was (shows: ${shows()})`);
  }

  // A global dialog (a call whose failure the spec shows there) is read and closed as the user would;
  // one raised a moment later covers the header until it is closed too.
  await closeDialogs(page);
  let chrome = await chromeUsable(page);
  for (let i = 0; chrome && i < 3 && (await page.$('[role="alertdialog"]')); i += 1) {
    await closeDialogs(page);
    chrome = await chromeUsable(page);
  }
  if (chrome) problems.push(`header/footer not usable: ${chrome}`);

  // The retry works once the fault is lifted.
  const retries = page.getByRole('button', { name: /^重试$|^Retry$/ });
  const count = await retries.count();
  if (offline) {
    // Kept answers on screen: once the network is back, opening the screen again shows fresh data.
    await liftFaults(page);
    errors.length = 0;
    await visit(session, screen.target, [], `mockClientTimeout=${CLIENT_TIMEOUT_MS}`);
    await settle(page).catch(() => undefined);
    const after = await screenText(page);
    if (OFFLINE.test(after)) problems.push('still offline once the network is back');
    if ((await retries.count()) > 0) problems.push('an error once the network is back');
  } else if (expected.message && fault !== 'http401') {
    if (count === 0) problems.push('no way to retry');
    else if (count > 0) {
      await liftFaults(page);
      errors.length = 0;
      await closeDialogs(page);
      // Each failed read has its retry; one may bring back the others' reads too, and its button with
      // them: the first button left is tapped until none is left (a bounded number of times). A short
      // limit on the tap lost it on a busy machine (scrolling it into view took over a second).
      for (let tap = 0; tap < 4 && (await retries.count()) > 0; tap += 1) {
        await retries
          .first()
          .click({ timeout: 10_000 })
          .catch(() => undefined);
        await settle(page).catch(() => undefined);
      }
      const after = await screenText(page);
      if (expected.message.test(after)) problems.push('retry did not bring the screen back');
      if ((await retries.count()) > 0) problems.push('still an error after retry');
    }
  }
  problems.push(...unexpected(errors, screen).map((e) => `console: ${e}`));
  return { screen: screen.target, fault, problems };
}

test.describe('fault matrix: every data screen under every fault', () => {
  /** One fault over every data screen: about 3 minutes for the time-out on two cores. */
  test.describe.configure({ timeout: 10 * 60_000 });
  let browser: Browser;
  const pools = new Map<Access, Session[]>();
  let screens: DataScreen[] = [];
  const outcomes: Outcome[] = [];
  const started = Date.now();

  async function pool(access: Exclude<Access, 'public'>): Promise<Session[]> {
    let sessions = pools.get(access);
    if (!sessions) {
      sessions = [];
      for (let i = 0; i < (access === 'crew' ? WORKERS : 1); i += 1) {
        const session = await signedIn(browser, access);
        watchBackend(session.page);
        // The client's short time-out is read when the app starts: start it once with it, so the
        // screens opened inside the running app use it too.
        session.stale = true;
        await visit(session, '/', [], `mockClientTimeout=${CLIENT_TIMEOUT_MS}`);
        await settle(session.page);
        sessions.push(session);
      }
      pools.set(access, sessions);
    }
    return sessions;
  }

  test.beforeAll(async ({ browser: launched }) => {
    // Finding the data screens opens each one of the sample with its links: on a two-core machine
    // busy with the other worker it once took more than the default three minutes.
    test.setTimeout(6 * 60_000);
    browser = launched;
    ({ data: screens } = await discoverDataScreens(
      async (access) => (await pool(access))[0]!,
      async (_screen, target, session) =>
        void listedNormally.set(target, (await listItems(session.page)) > 0),
      `mockClientTimeout=${CLIENT_TIMEOUT_MS}`,
      FULL ? undefined : (screen) => SAMPLE.has(screen.path),
    ));
  });
  test.afterAll(async () => {
    for (const sessions of pools.values()) for (const { context } of sessions) await context.close();
    mkdirSync('test-results', { recursive: true });
    const faults = Object.keys(FAULTS).length;
    const summary = {
      screens: screens.length,
      faults: faults + 1,
      tried: outcomes.length,
      failures: outcomes.filter((o) => o.problems.length > 0).length,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    writeFileSync(
      'test-results/faults.json',
      JSON.stringify({ summary, screens: screens.map((s) => [s.target, s.calls]), outcomes }, null, 2),
    );
    console.log(`fault matrix: ${JSON.stringify(summary)}`);
  });

  test('finds the data screens of spec/routes.tsv', () => {
    assert.ok(screens.length >= (FULL ? 90 : SAMPLE.size - 2), `only ${screens.length} data screens found`);
    // Every screen of the sample is among them (a path renamed in spec/routes.tsv would drop it silently).
    for (const path of SAMPLE)
      assert.ok(
        screens.some((s) => s.path === path),
        `${path} of the sample is not a data screen`,
      );
    // The cabin-only steps are tried as cabin crew, reached through a cabin crew's mission.
    for (const { path } of specScreens().filter((s) => s.access === 'cabin' && (FULL || SAMPLE.has(s.path))))
      assert.ok(
        screens.some((s) => s.path === path && s.target.includes('missionId=')),
        `${path} not reached through a mission`,
      );
  });

  // `network-fresh` is the first half of `network` (tryNetwork).
  for (const fault of Object.keys(FAULTS).filter(
    (f) => f !== 'network-fresh' && (!ONLY || ONLY.includes(f)),
  )) {
    const every = FULL && EVERY_SCREEN.has(fault);
    test(`${every ? 'every data screen' : 'one screen of each kind'} survives ${fault}`, async () => {
      const found: Outcome[] = [];
      for (const access of ['crew', 'cabin', 'pilot'] as const) {
        const sessions = await pool(access);
        const mine = screens.filter((s) => s.access === access && (every || SAMPLE.has(s.path)));
        await inParallel(mine, sessions.length, async (screen, worker) => {
          const began = Date.now();
          const outcome =
            fault === 'network'
              ? await tryNetwork(sessions[worker]!, screen)
              : await tryOne(sessions[worker]!, screen, fault);
          found.push(outcome);
          // Progress of a long run, and where time goes (FAULT_TRACE=<file>).
          // A file, not the console: the test runner shows a test's output only once the test ends.
          if (process.env.FAULT_TRACE)
            appendFileSync(
              process.env.FAULT_TRACE,
              `${fault} ${screen.target} ${Date.now() - began} ms ${outcome.problems.join('; ')}\n`,
            );
        });
      }
      outcomes.push(...found);
      const failing = found.filter((o) => o.problems.length > 0);
      assert.equal(
        failing.length,
        0,
        failing.map((o) => `${o.screen} [${fault}]: ${o.problems.join('; ')}`).join('\n'),
      );
    });
  }

  // Defined only when FAULT_ONLY names it or names nothing, like the faults above.
  if (!ONLY || ONLY.includes('slow'))
    test(`a few screens survive an answer slower than 10 s`, async () => {
      const sessions = await pool('crew');
      const few = screens.filter((s) => s.access === 'crew').slice(0, SLOW_SCREENS);
      const found: Outcome[] = [];
      await inParallel(few, sessions.length, async (screen, worker) => {
        const { page, errors } = sessions[worker]!;
        errors.length = 0;
        const problems: string[] = [];
        // A fresh start with the client's real time-out (60 s): 11 s is slow, not failed.
        sessions[worker]!.stale = true;
        await visit(
          sessions[worker]!,
          screen.target,
          screen.calls.map((call) => [call, 'slow', 11_000]),
        );
        // Loading shows while the answer is on its way, then the screen arrives with no error.
        await settle(page, 25_000).catch((e: Error) =>
          problems.push(`did not settle: ${e.message.split('\n')[0]}`),
        );
        if ((await page.getByRole('button', { name: /^重试$|^Retry$/ }).count()) > 0)
          problems.push('an error after a slow answer');
        problems.push(...errors.map((e) => `console: ${e}`));
        found.push({ screen: screen.target, fault: 'slow', problems });
      });
      outcomes.push(...found);
      const failing = found.filter((o) => o.problems.length > 0);
      assert.equal(
        failing.length,
        0,
        failing.map((o) => `${o.screen} [slow]: ${o.problems.join('; ')}`).join('\n'),
      );
    });
});
