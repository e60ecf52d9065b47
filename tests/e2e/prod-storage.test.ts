/**
 * What stays on the phone (issue 17, item 6; issue 28, item 8), on the production build as production
 * serves it (nginx, deploy/'s configuration) with its service worker in charge. The pilot signs in,
 * opens every module and a mission's preparation (its home and steps, which write `prepareSeen`),
 * downloads its preparation pack (the pack's files, like the pictures the screens show, go to Cache
 * Storage) and reads their licences. Then, on that phone:
 * - a 401: what they wrote and could not send yet stays for when they sign in again, but no token (and,
 *   with issue 27's data layer, no kept answers, no pack and no viewed file);
 * - another crew member signs in and works: nothing of the pilot's is there, not even the queued entry;
 * - logout: nothing of anyone is left anywhere (web storage but the language and text size, IndexedDB,
 *   Cache Storage but the app's own code, cookies).
 * On a phone of its own, sign-out and the next crew member: nothing of the one before.
 * The phone is read as a whole, not by the app's database or cache names: every IndexedDB database and
 * store, every cache but the service worker's precache of the app code. Throughout, the token and the
 * password never appear in an address, a console message or a storage key the README does not name.
 * This replaces the mock-mode storage test: the production build is what the phone keeps.
 */
import assert from 'node:assert/strict';
import type { Page, Request } from '@playwright/test';
import { specScreens } from '../support/spec';
import {
  callAsTab,
  phonePage,
  PROD_BASE_URL as BASE,
  signIn,
  test,
  type PhonePage,
} from '../support/browser';
import { settle } from './walk';

/** The keys the README names (decisions: storage): where the app may keep what. */
const LOCAL_KEYS = /^(auth|lang|textSize|rememberedUser|prepareSeen)$/;
const SESSION_KEYS = /^(token|identifyCode|tabList|asyncPath|draft:[^:]+:.+)$/;
/** The service worker's copy of the app's own code (the same for everyone). */
const APP_CODE = /^workbox-precache/;

interface Contents {
  local: Record<string, string>;
  session: Record<string, string>;
  /** Every entry of every IndexedDB store: `database/store key = value`. */
  indexedDb: string[];
  /** Every cached response but the app's code: its address, and its text when it is text. */
  caches: Array<{ cache: string; url: string; text: string }>;
  cookies: string[];
}

/** Everything the phone holds for the app's origin. */
async function contents(phone: PhonePage): Promise<Contents> {
  const { page, context } = phone;
  // Storage is per origin: read it on the app's own.
  if (!page.url().startsWith(BASE)) {
    await page.goto(`${BASE}/login`);
    await settle(page);
  }
  const inPage = await page.evaluate(async (appCode) => {
    const indexedDb: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      // An open waits behind a deletion the app started and never finished (a connection that did not
      // give way): reported, with a bound, instead of waiting for ever.
      const db = await new Promise<IDBDatabase | null>((resolve) => {
        const request = indexedDB.open(name);
        const timer = setTimeout(() => resolve(null), 10_000);
        request.onsuccess = () => {
          clearTimeout(timer);
          resolve(request.result);
        };
        request.onerror = () => resolve(null);
      });
      if (!db) {
        indexedDb.push(`${name}: not opened within 10 s (a deletion blocked by an open connection)`);
        continue;
      }
      for (const store of [...db.objectStoreNames]) {
        const entries = await new Promise<Array<[unknown, unknown]>>((resolve) => {
          const found: Array<[unknown, unknown]> = [];
          const request = db.transaction(store).objectStore(store).openCursor();
          request.onsuccess = () => {
            const cursor = request.result;
            if (!cursor) return resolve(found);
            found.push([cursor.key, cursor.value]);
            cursor.continue();
          };
          request.onerror = () => resolve(found);
        });
        for (const [key, value] of entries)
          indexedDb.push(`${name}/${store} ${JSON.stringify(key)} = ${JSON.stringify(value)}`);
      }
      db.close();
    }
    const cached: Array<{ cache: string; url: string; text: string }> = [];
    for (const name of await caches.keys()) {
      if (new RegExp(appCode).test(name)) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        const text = response && /json|text|xml/.test(type) ? await response.text() : '';
        cached.push({ cache: name, url: request.url, text });
      }
    }
    return {
      local: { ...localStorage },
      session: { ...sessionStorage },
      indexedDb,
      caches: cached,
    };
  }, APP_CODE.source);
  const cookies = (await context.cookies()).map(({ name, value }) => `${name}=${value}`);
  return { ...inPage, cookies };
}

/** Where a text appears on the phone. */
function whereIs(held: Contents, text: string): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(held.local))
    if (`${key}${value}`.includes(text)) found.push(`localStorage ${key}`);
  for (const [key, value] of Object.entries(held.session))
    if (`${key}${value}`.includes(text)) found.push(`sessionStorage ${key}`);
  for (const entry of held.indexedDb) if (entry.includes(text)) found.push(`IndexedDB ${entry.slice(0, 80)}`);
  for (const { cache, url, text: body } of held.caches)
    if (url.includes(text) || body.includes(text)) found.push(`Cache Storage ${cache} ${url}`);
  for (const cookie of held.cookies) if (cookie.includes(text)) found.push(`cookie ${cookie.slice(0, 40)}`);
  return found;
}

/** Keys the README does not name. */
function unnamedKeys(held: Contents): string[] {
  return [
    ...Object.keys(held.local)
      .filter((key) => !LOCAL_KEYS.test(key))
      .map((key) => `localStorage ${key}`),
    ...Object.keys(held.session)
      .filter((key) => !SESSION_KEYS.test(key))
      .map((key) => `sessionStorage ${key}`),
  ];
}

/** The backend as the signed-in user of this tab, through the production proxy. */
const call = <T>(page: Page, path: string, body: Record<string, unknown> = {}) =>
  callAsTab<T>(page, `/svc${path}`, body);

interface Session {
  token: string;
  /** What is theirs alone: their user id, their licence numbers (read on their licence screen). */
  personal: string[];
  /** The files their screens showed and their pack holds: Cache Storage addresses. */
  files: string[];
}

/**
 * Signs in with the service worker in charge, opens every module, the licences, a mission's
 * preparation (its home and steps) and downloads the mission's pack.
 */
async function workAs(
  phone: PhonePage,
  user: string,
  everyModule = true,
  dropOthers = false,
): Promise<Session> {
  const { page } = phone;
  await signIn(page, user, `${user}1234`, BASE, { dropOthers });
  // The service worker controls the page (the first visit installs it; a reload puts it in charge).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const token = JSON.parse((await page.evaluate(() => sessionStorage.getItem('token'))) ?? '""') as string;
  const { userId } = JSON.parse((await page.evaluate(() => localStorage.getItem('auth'))) ?? '{}') as {
    userId: string;
  };

  const modules = specScreens()
    .filter((screen) => screen.access === 'crew')
    .map((screen) => screen.path.split('/')[1]!.toLowerCase());
  for (const module of everyModule ? new Set(modules) : []) {
    await page.goto(`${BASE}/${module}`);
    await settle(page);
  }
  await page.goto(`${BASE}/me/license`);
  await settle(page);
  const licences = await call<Array<{ number: string }>>(page, '/api/PersonnalCenter/GetPersonalLicense');

  // The preparation: the task list, the mission's pack, its home and its steps.
  const missions = await call<Array<{ missionId: string; flightNo: string }>>(
    page,
    '/api/FlightMission/GetFlightMission',
  );
  const mission = missions[0]!;
  await page.goto(`${BASE}/prepare`);
  await settle(page);
  const card = page.getByRole('listitem', { name: new RegExp(mission.flightNo) }).first();
  const pack = card.getByRole('region', { name: '离线资料' });
  await pack.getByRole('button', { name: '离线下载' }).click();
  await pack.getByText(/^已于 .* 下载/).waitFor({ timeout: 60_000 });
  await page.goto(`${BASE}/Prepare/FlightMission?missionId=${encodeURIComponent(mission.missionId)}`);
  await settle(page);
  // (An unprepared crew member is sent to the must-read notices first: then those are the step shown.)
  const steps = await page
    .getByRole('list', { name: '准备步骤' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const step of steps) {
    await page.goto(`${BASE}${step}`);
    await settle(page);
  }
  await page.waitForLoadState('networkidle');
  const files = (await contents(phone)).caches.map(({ url }) => url);
  assert.ok(files.length > 0, `${user}: the pack's files and what the screens showed are on the phone`);
  return { token, personal: [userId, ...licences.map((licence) => licence.number)], files };
}

/** Everything of `session` still on the phone. */
function leftOf(held: Contents, session: Session): string[] {
  return [
    ...whereIs(held, session.token).map((where) => `the token in ${where}`),
    ...session.personal.flatMap((text) => whereIs(held, text).map((where) => `${text} in ${where}`)),
  ];
}

/** Logout as the user would: the setup screen's "sign out and clear this phone", confirmed. */
async function logout(page: Page): Promise<void> {
  await page.goto(`${BASE}/me/setup`);
  await settle(page);
  await page.getByRole('button', { name: '退出并清除本机数据' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '清除并退出' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  await page.waitForLoadState('networkidle');
}

/**
 * Works as the pilot, leaves a crew log entry waiting in the queue (its call does not get through),
 * then the backend ends the session: the next read answers 401 and the app goes to login.
 */
async function endedBy401(phone: PhonePage) {
  const { page, context } = phone;
  const pilot = await workAs(phone, 'pilot');
  await page.goto(`${BASE}/me/crewlog`);
  await settle(page);
  await page
    .getByRole('link', { name: /^(填写|修改) / })
    .first()
    .click();
  const remarks = `待发送的备注 ${Date.now()}`;
  await page.getByLabel('备注').fill(remarks);
  await context.route(/\/svc\/api\/CrewLog\/AddNewOrUpdCLog/i, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.getByRole('button', { name: '保存' }).click();
  // While the screens slide, the one left and the one opened both show the queue bar.
  await page
    .locator('summary', { hasText: /1 条记录待联网后发送/ })
    .first()
    .waitFor();
  assert.ok(whereIs(await contents(phone), remarks).length > 0, 'the unsent entry is on the phone');
  // The app goes back to the list once the entry is queued: a new address typed while that history step
  // is still under way is cancelled by it (net::ERR_ABORTED), so the user is on the list first.
  await page.waitForURL((url) => url.pathname.toLowerCase() === '/me/crewlog');
  await context.route(/\/svc\/api\/PersonnalCenter\//i, (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"Code":"401","Message":""}' }),
  );
  await page.goto(`${BASE}/me/information`);
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  await page.waitForLoadState('networkidle');
  // Read before the routes go: the queue would otherwise try the entry again.
  const after = await contents(phone);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  return { pilot, remarks, after };
}

/**
 * One phone, as a day goes (the work before each check is the costly part, so the checks share it): the
 * pilot works and a 401 ends the session; the cabin crew member signs in on the same phone, works, and
 * logs out.
 */
test.describe('what stays on the phone after a 401, another crew member and a logout', () => {
  test.describe.configure({ mode: 'serial', timeout: 6 * 60_000 });
  let phone: PhonePage;
  let ended: Awaited<ReturnType<typeof endedBy401>>;
  let cabinSession: Session | undefined;
  const urls: string[] = [];
  const consoleLines: string[] = [];
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(6 * 60_000);
    phone = await phonePage(browser, { lang: 'zh-cn' });
    phone.page.on('request', (request) => urls.push(request.url()));
    phone.page.on('console', (message) => consoleLines.push(message.text()));
    ended = await endedBy401(phone);
  });
  test.afterAll(async () => {
    await phone?.context.close();
  });

  test('a 401 keeps what waits to be sent for the same crew member, and no credential', () => {
    const { pilot, remarks, after } = ended;
    assert.ok(whereIs(after, remarks).length > 0, 'what waits to be sent stays for when they sign in again');
    assert.deepEqual(whereIs(after, pilot.token), [], 'no token after a 401');
    assert.deepEqual(unnamedKeys(after), [], 'keys the README does not name after a 401');
  });

  test('a 401 leaves none of the answers, packs and files of the crew member', () => {
    // Issue 27 (the data layer): "a 401 removes the kept answers, packs and viewed files but keeps the
    // queue for that user" (src/api/sessionData.ts).
    const { pilot, after } = ended;
    // What stays by design: the queue (the test above), and the persister's record of an empty cache
    // under the user's id (no answer in it). Everything else of theirs is gone.
    const kept = {
      ...after,
      indexedDb: after.indexedDb.filter(
        (entry) =>
          !entry.includes(`"queue:${pilot.personal[0]}"`) &&
          !(entry.includes(`"answers:${pilot.personal[0]}"`) && entry.includes('\\"queries\\":[]')),
      ),
    };
    assert.deepEqual(leftOf(kept, pilot), [], 'none of their answers after a 401');
    assert.deepEqual(
      after.caches.filter(({ url }) => ended.pilot.files.includes(url)).map(({ url }) => url),
      [],
      'no pack and no viewed file after a 401',
    );
  });

  test('another crew member signing in after a 401 finds nothing of the one before, not even the queue', async () => {
    const { context } = phone;
    // What the new crew member's screens loaded, the service worker's own fetches for them included
    // (the context sees those; the page may not, when the worker answers it).
    const loaded: string[] = [];
    const load = (request: Request) => loaded.push(request.url());
    context.on('request', load);
    // The app asks before the one before's unsent record goes; the new crew member agrees.
    const cabin = await workAs(phone, 'cabin', false, true);
    const next = await contents(phone);
    assert.deepEqual(leftOf(next, ended.pilot), [], 'nothing of the crew member before');
    assert.deepEqual(whereIs(next, ended.remarks), [], "the one before's unsent entry");
    assert.deepEqual(
      next.caches.filter(({ url }) => !loaded.includes(url)).map(({ url }) => url),
      [],
      'no file in Cache Storage that the new crew member did not load',
    );
    assert.deepEqual(unnamedKeys(next), [], 'keys the README does not name');
    // The scan finds what is there: this crew member's session and answers.
    assert.ok(whereIs(next, cabin.token).length > 0, 'the token is found while signed in');
    assert.ok(
      cabin.personal.some((text) => whereIs(next, text).length > 0),
      'what their screens read is found on the phone while signed in',
    );
    assert.ok(next.caches.length > 0, 'their pack and files are on the phone while signed in');
    context.off('request', load);
    cabinSession = cabin;
  });

  test('logout leaves nothing of anyone, and no credential went anywhere on the way', async () => {
    const { page } = phone;
    await logout(page);
    const after = await contents(phone);
    for (const session of [ended.pilot, ...(cabinSession ? [cabinSession] : [])])
      assert.deepEqual(leftOf(after, session), [], 'nothing of theirs after logout');
    assert.deepEqual(
      Object.keys(after.local).sort(),
      Object.keys(after.local)
        .filter((k) => /^(lang|textSize)$/.test(k))
        .sort(),
      'localStorage: the language and text size only',
    );
    assert.deepEqual(after.session, {}, 'sessionStorage after logout');
    assert.deepEqual(after.indexedDb, [], 'IndexedDB after logout');
    assert.deepEqual(
      after.caches.map(({ url }) => url),
      [],
      'Cache Storage after logout: the app code only',
    );
    assert.deepEqual(after.cookies, [], 'cookies after logout');
    for (const [secret, where] of [
      ['pilot1234', 'the password'],
      ['cabin1234', 'the password'],
      [ended.pilot.token, 'the token'],
      ...(cabinSession ? [[cabinSession.token, 'the token']] : []),
    ] as Array<[string, string]>) {
      assert.deepEqual(
        urls.filter((url) => decodeURIComponent(url).includes(secret)),
        [],
        `${where} in an address`,
      );
      assert.deepEqual(
        consoleLines.filter((line) => line.includes(secret)),
        [],
        `${where} in the console`,
      );
    }
  });
});

/**
 * Sign-out (not logout) on a phone of its own, then the next crew member: sign-out ends the session
 * and drops what was kept for this user; nothing of theirs is there for the next (the preparation's
 * `prepareSeen` included).
 */
test('after sign-out, the next crew member finds nothing of the one before', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const phone = await phonePage(browser, { lang: 'zh-cn' });
  const { page } = phone;
  try {
    const pilot = await workAs(phone, 'pilot', false);
    assert.ok(whereIs(await contents(phone), pilot.personal[0]!).length > 0, 'their user id is on the phone');
    await page.goto(`${BASE}/me/setup`);
    await settle(page);
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    const signedOut = await contents(phone);
    assert.deepEqual(leftOf(signedOut, pilot), [], 'nothing of theirs after sign-out');
    assert.deepEqual(unnamedKeys(signedOut), [], 'keys the README does not name after sign-out');

    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await signIn(page, 'cabin', 'cabin1234', BASE);
    await page.waitForLoadState('networkidle');
    const next = await contents(phone);
    assert.deepEqual(leftOf(next, pilot), [], 'nothing of the crew member before');
    assert.deepEqual(
      next.caches.filter(({ url }) => !loaded.includes(url)).map(({ url }) => url),
      [],
      'no file in Cache Storage that the new crew member did not load',
    );
  } finally {
    await phone.context.close();
  }
});
