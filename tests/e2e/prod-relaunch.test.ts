/**
 * The app closed and opened again, on the production build (nginx, the built-in backend behind /svc/, the
 * service worker): the field promise of #27. As `pilot`, a preparation pack is downloaded and a crew log
 * entry is written with no network; the tab is CLOSED and a new one opened in the same browser (same
 * IndexedDB, Cache Storage and localStorage, no sessionStorage: the token is gone), not a reload.
 *
 * - With no network the new tab reads the prepared flight, marked "signed out, offline: showing what was
 *   saved at HH:mm", sends nothing, and the entry still waits; once the network is back the app asks to
 *   sign in, and signing in as the same user sends the entry, once.
 * - Signing in as another user (`cabin`) instead says how many unsent records that drops; once confirmed,
 *   nothing of the first user is left in IndexedDB or Cache Storage, and the entry is never sent.
 * - A 401 (the token expired on the backend: `/mock/sessions/expire`) drops the kept answers, the pack and
 *   its files, and keeps only the queue, which the same user's next sign-in sends.
 *
 * One browser context per case, no fixed waits; the three cases run side by side (they share only the
 * backend, and each writes the crew log of a flight of its own).
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from '@playwright/test';
import { callAsTab, expect, keptOnPhone, test, phonePage, PROD_BASE_URL as BASE } from '../support/browser';
import { missionToPrepare, type MissionToPrepare } from '../support/departure';

test.describe.configure({ mode: 'parallel' });

const CREW_LOG_WRITE = /\/api\/CrewLog\/AddNewOrUpdCLog$/i;
/** Calls a signed-out tab may send: signing in (and the login screen's own reads). */
const SIGN_IN_CALLS = /\/svc\/(mobile\/|api\/Default\/|api\/Login)/i;
/** The browser's own line for a request it could not send offline (not the app's error). */
const OFFLINE_LINE = /net::ERR_INTERNET_DISCONNECTED|Failed to load resource/;
const SIGNED_OUT_MARK = /^已退出登录，当前离线：显示的是 \d\d:\d\d 保存的数据$/;

/** The backend as the signed-in user of this tab, through the production proxy. */
const call = <T>(page: Page, path: string, body: Record<string, unknown> = {}) =>
  callAsTab<T>(page, `/svc${path}`, body);

/** Every `/svc/` request of the context's pages and service worker, as `METHOD path`, from now on. */
function recordCalls(context: BrowserContext): string[] {
  const calls: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/svc/')) calls.push(new URL(request.url()).pathname);
  });
  return calls;
}

/** Waits until what the app keeps passes `check` (the answers are saved at most once a second). */
async function until(page: Page, what: string, check: (stored: Record<string, string>) => boolean) {
  try {
    await expect
      .poll(async () => check(await keptOnPhone(page)), { message: what, timeout: 15_000 })
      .toBe(true);
  } catch (error) {
    const stored = await keptOnPhone(page);
    const caches = await page.evaluate(() => globalThis.caches.keys());
    throw new Error(
      `${what}: kept ${JSON.stringify(Object.keys(stored))}, caches ${JSON.stringify(caches)}`,
      {
        cause: error,
      },
    );
  }
}

/** How many answers a kept `answers:` record holds (an empty cache saved after a drop holds none). */
const answersHeld = (record: string | undefined): number =>
  record ? (JSON.parse(record) as { clientState: { queries: unknown[] } }).clientState.queries.length : 0;

/**
 * Moves inside the app as a tap on a link does (the router follows the address; no reload): a reload would
 * throw away what the app has not saved yet, which is not what a user does between two screens.
 */
async function goInApp(page: Page, path: string) {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

interface Prepared {
  userId: string;
  missionId: string;
  flightNo: string;
  logFlight: string;
  remark: string;
}

/**
 * Signs in as `pilot` on a fresh phone, waits for the service worker, downloads the preparation pack of a
 * mission still to prepare from the task list, opens the crew log form of the `logIndex`-th flight with
 * the network, then writes it with no network: saved, waiting. Returns when the phone holds both (the
 * answers are saved at most once a second, the queue at once). The context stays offline.
 */
async function prepareOffline(page: Page, context: BrowserContext, logIndex: number): Promise<Prepared> {
  await page.goto(`${BASE}/login`);
  await page.getByLabel(/用户名/).fill('pilot');
  await page.getByLabel(/^密码$/).fill('pilot1234');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // The service worker holds the app's code: a tab opened offline starts from it.
  await page.evaluate(() => navigator.serviceWorker.ready);
  const userId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth')!) as { userId: string }).userId,
  );

  const missions = await call<MissionToPrepare[]>(page, '/api/FlightMission/GetFlightMission', {});
  const mission = missionToPrepare(missions)!;
  await page.goto(`${BASE}/prepare/task`);
  const pack = page
    .getByRole('listitem', { name: new RegExp(mission.flightNo) })
    .first()
    .getByRole('region', { name: '离线资料' });
  await pack.getByRole('button', { name: '离线下载' }).click();
  await pack.getByText(/^已于 \d\d:\d\d 下载（(刚刚|\d+分钟前)）· \d+ KB$/).waitFor();

  // The flight is the `logIndex`-th flown one whatever its log's state: the other cases write theirs
  // meanwhile, so counting the rows still to write would not name one flight for each case.
  const sectors = await call<
    Array<{ flightId: string; flightNo: string; flightDate: string; flown: boolean }>
  >(page, '/api/CrewLog/GetFltSchCrewLogList', {});
  const sector = sectors.filter((s) => s.flown)[logIndex];
  assert.ok(sector, `a flown sector number ${logIndex} in the crew log list`);
  await goInApp(page, '/me/crewlog');
  const write = page.getByRole('link', {
    name: new RegExp(`^(填写|修改) ${sector.flightNo} ${sector.flightDate}$`),
  });
  try {
    await write.waitFor();
  } catch (error) {
    const links = await page
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => a.getAttribute('aria-label') ?? a.textContent));
    throw new Error(
      `no write link for ${sector.flightNo} ${sector.flightDate} on ${page.url()}; links: ${links.join(' | ')}`,
      { cause: error },
    );
  }
  const logFlight = sector.flightId;
  await write.click();
  await page.getByLabel('备注').waitFor();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const remark = `离线填写 ${logFlight} ${Date.now()}`;
  await page.getByLabel('备注').fill(remark);
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('当前离线，机组日志已保存，联网后自动提交').waitFor();
  await until(
    page,
    'the pack and the entry are on the phone',
    (stored) =>
      (stored[`queue:${userId}`] ?? '').includes(remark) &&
      (stored[`answers:${userId}`] ?? '').includes(`"pack","${mission.missionId}"`),
  );
  return { userId, missionId: mission.missionId, flightNo: mission.flightNo, logFlight, remark };
}

/**
 * Closes the tab and opens a new one in the same browser (no sessionStorage), on `path`, with no
 * network (the context is offline).
 */
async function reopen(context: BrowserContext, page: Page, path: string) {
  await page.close();
  const next = await context.newPage();
  // Chromium 150 driven by playwright-core 1.65 keeps an offline context's requests failing on a page's
  // first load but reports navigator.onLine as true there, which no phone without a network does: the
  // new tab reads it as false until the network comes back (the browser's 'online' event).
  await next.addInitScript(() => {
    let online = false;
    addEventListener('online', () => (online = true), true);
    addEventListener('offline', () => (online = false), true);
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => online });
  });
  const errors: string[] = [];
  next.on('console', (message) => {
    if (message.type() === 'error' && !OFFLINE_LINE.test(message.text())) errors.push(message.text());
  });
  next.on('pageerror', (error) => errors.push(String(error)));
  await next.goto(`${BASE}${path}`);
  return { next, errors };
}

/**
 * The network comes back for a tab `reopen` opened: the context's requests go through again, and the tab
 * gets the browser's 'online' event, which this Chromium does not send to a page it had told it was
 * online.
 */
async function backOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await page.evaluate(() => dispatchEvent(new Event('online')));
}

const missionHome = (missionId: string) =>
  `/Prepare/FlightMission?missionId=${encodeURIComponent(missionId)}`;

test.describe('closing the app and opening it again (production build)', () => {
  test('offline the new tab reads the prepared flight signed out and sends nothing; the same user signing in sends the entry once', async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser);
    const prepared = await prepareOffline(page, context, 0);
    const calls = recordCalls(context);

    // A new tab with no network: the prepared flight, marked as saved and signed out; the entry waits.
    const { next, errors: nextErrors } = await reopen(context, page, missionHome(prepared.missionId));
    assert.equal(await next.evaluate(() => sessionStorage.getItem('token')), null, 'a new tab has no token');
    await next.getByRole('heading', { level: 2, name: new RegExp(prepared.flightNo) }).waitFor();
    await next.getByText(SIGNED_OUT_MARK).waitFor();
    await next.getByText('1 条记录待联网后发送').first().waitFor();
    assert.ok(
      (await keptOnPhone(next))[`queue:${prepared.userId}`]?.includes(prepared.remark),
      'the entry is still kept',
    );
    // A step of the pack reads too (the pack's answers, not only the mission's).
    // The route screen itself is shown before its back is pressed: the mission screen also carries the
    // mark and a back button until the new screen is drawn.
    await next.locator('a[href*="FlightRouteFeature"]').first().click();
    await next.waitForURL(/\/Prepare\/FlightRouteFeature\?/);
    await next.getByRole('heading', { level: 1, name: '航线特点' }).waitFor();
    await next.getByText(SIGNED_OUT_MARK).first().waitFor();
    await next.getByRole('button', { name: '返回' }).first().click();
    await next.getByRole('heading', { level: 2, name: new RegExp(prepared.flightNo) }).waitFor();
    assert.deepEqual(calls, [], 'a signed-out tab sends nothing, not even a try');

    // The network is back: the app asks to sign in; still nothing sent.
    await backOnline(context, next);
    await next.getByText('网络已恢复，请重新登录').waitFor();
    await next.waitForURL((url) => url.pathname.startsWith('/login'));
    await next.getByLabel(/用户名/).waitFor();
    assert.deepEqual(
      calls.filter((path) => !SIGN_IN_CALLS.test(path)),
      [],
      'nothing but signing in before the user signs in',
    );

    // The same user signs in: the entry reaches the backend, once.
    await next.getByLabel(/用户名/).fill('pilot');
    await next.getByLabel(/^密码$/).fill('pilot1234');
    await next.getByRole('button', { name: /^登录$/ }).click();
    await next.waitForURL((url) => !url.pathname.startsWith('/login'));
    // While the login screen slides out, its queue bar and the next screen's both say it: the first.
    await next.getByText('已发送 1 条').first().waitFor({ timeout: 20_000 });
    await next.waitForLoadState('networkidle');
    assert.equal(calls.filter((path) => CREW_LOG_WRITE.test(path)).length, 1, 'the entry sent once');
    const log = await call<{ remarks: string }>(next, '/api/CrewLog/GetNewOrUpdCLog', {
      flightId: prepared.logFlight,
    });
    assert.equal(log.remarks, prepared.remark, 'the backend has the entry');
    await until(
      next,
      'the sent entry leaves the queue',
      (stored) => !stored[`queue:${prepared.userId}`]?.includes(prepared.remark),
    );

    assert.deepEqual(nextErrors, []);
    await context.close();
  });

  test('another user signing in is told how many records it drops; then nothing of the first user is left', async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser);
    const prepared = await prepareOffline(page, context, 1);
    const calls = recordCalls(context);
    assert.ok(await page.evaluate(() => caches.has('crew-files')), 'the pack put its files in Cache Storage');

    const { next, errors } = await reopen(context, page, missionHome(prepared.missionId));
    await next.getByText(SIGNED_OUT_MARK).waitFor();
    await backOnline(context, next);
    await next.waitForURL((url) => url.pathname.startsWith('/login'));

    // Someone else signs in: warned of the one unsent record of the pilot, and goes on.
    await next.getByLabel(/用户名/).fill('cabin');
    await next.getByLabel(/^密码$/).fill('cabin1234');
    await next.getByRole('button', { name: /^登录$/ }).click();
    const warning = next.getByRole('dialog');
    await warning.getByText(/的 1 条未发送的记录/).waitFor();
    await warning.getByRole('button', { name: '删除并登录' }).click();
    await next.waitForURL((url) => !url.pathname.startsWith('/login'));

    await until(next, "nothing of the pilot's is kept", (stored) =>
      Object.keys(stored).every((key) => !key.endsWith(`:${prepared.userId}`)),
    );
    const files = await next.evaluate(async () =>
      (await caches.has('crew-files')) ? (await (await caches.open('crew-files')).keys()).length : 0,
    );
    assert.equal(files, 0, "none of the pilot's files are in Cache Storage");
    const text = JSON.stringify(await keptOnPhone(next));
    // What the pilot typed (their keys are checked above); the mission id is the flight's, which the
    // cabin crew signing in may fly too, depending on the hour the test runs.
    assert.ok(!text.includes(prepared.remark), 'no trace in what is kept');
    assert.equal(
      calls.filter((path) => CREW_LOG_WRITE.test(path)).length,
      0,
      "the pilot's entry is never sent",
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a 401 leaves only the queue on the phone; the same user signing in again sends it once', async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser);
    const prepared = await prepareOffline(page, context, 2);
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('token')!) as string);
    const calls = recordCalls(context);

    // The token expires on the backend while the phone is offline; the network comes back.
    const expired = await fetch(`${BASE}/svc/mock/sessions/expire?token=${token}`, { method: 'POST' });
    assert.deepEqual(await expired.json(), { expired: 1 });
    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname.startsWith('/login'));

    await until(
      page,
      'only the queue is kept',
      (stored) =>
        Object.keys(stored).every((key) => key.endsWith(`:${prepared.userId}`)) &&
        answersHeld(stored[`answers:${prepared.userId}`]) === 0 &&
        (stored[`queue:${prepared.userId}`] ?? '').includes(prepared.remark),
    );
    const left = JSON.stringify(await keptOnPhone(page));
    assert.ok(!left.includes(prepared.missionId), 'nothing of the pack is left');
    const files = await page.evaluate(async () =>
      (await caches.has('crew-files')) ? (await (await caches.open('crew-files')).keys()).length : 0,
    );
    assert.equal(files, 0, 'the viewed and packed files are gone');
    const refused = calls.filter((path) => CREW_LOG_WRITE.test(path)).length;

    await page.getByLabel(/用户名/).fill('pilot');
    await page.getByLabel(/^密码$/).fill('pilot1234');
    await page.getByRole('button', { name: /^登录$/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.getByText('已发送 1 条').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    assert.equal(
      calls.filter((path) => CREW_LOG_WRITE.test(path)).length - refused,
      1,
      'sent once after the sign-in',
    );
    const log = await call<{ remarks: string }>(page, '/api/CrewLog/GetNewOrUpdCLog', {
      flightId: prepared.logFlight,
    });
    assert.equal(log.remarks, prepared.remark, 'the backend has the entry');
    await context.close();
  });
});
