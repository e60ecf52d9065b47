/**
 * Working with no network, on the production build: the service worker installs, a mission's
 * preparation pack is downloaded, the network goes (`context.setOffline`), the app reloads from the
 * phone and shows the home page, the flight status and the prepared mission's screens with their "as
 * of" mark; step records, a fitness declaration and a crew log entry made offline wait in the queue and
 * reach the backend once when the network is back. A repeat visit draws its first screen from what it
 * kept before any answer arrives. A new version is offered in the toast and applied on a tap. Logout
 * leaves nothing in Cache Storage (but the app's own code) or IndexedDB.
 *
 * Copies the run's production bundle (built by playwright.config.ts) into .tmp/offline-dist (the update test
 * rewrites its sw.js), runs the built-in backend (`mocks/server.ts`) and `vite preview` with /svc going to
 * it, on ports of this run's range (tests/support/e2eConfig.ts).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  callAsTab,
  callsOnTheirWay,
  expect,
  keptOnPhone,
  phoneWithProfile,
  readMustReadNotices,
  signIn,
  test,
  type PhonePage,
} from '../support/browser';
import { OFFLINE_API_PORT, OFFLINE_PORT, PROD_DIST } from '../support/e2eConfig';
import { missionToPrepare, type MissionToPrepare } from '../support/departure';

const BASE = `http://127.0.0.1:${OFFLINE_PORT}`;
const OUT = '.tmp/offline-dist';
const WRITES =
  /\/api\/Prepare\/AddOrUpdateStepRecord|\/api\/health\/updatehealth|\/api\/CrewLog\/AddNewOrUpdCLog/i;
/** The browser's own line for a request it could not send offline (not the app's error). */
const OFFLINE_LINE = /net::ERR_INTERNET_DISCONNECTED|Failed to load resource/;

async function waitFor(url: string) {
  for (let i = 0; i < 120; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

test.describe('offline work (production build)', () => {
  const servers: ChildProcess[] = [];
  const phones: PhonePage[] = [];

  /** A phone with a profile of its own (the service worker and its caches); errors but offline lines. */
  async function phone(): Promise<PhonePage> {
    const opened = await phoneWithProfile();
    phones.push(opened);
    return opened;
  }
  const appErrors = (errors: string[]) => errors.filter((line) => !OFFLINE_LINE.test(line));

  /** The service worker controls the page (the first visit installs it; a reload puts it in charge). */
  async function installed(page: Page) {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }

  /** The backend as the signed-in user (the token of this tab). */
  const call = <T>(page: Page, path: string, body: Record<string, unknown>) =>
    callAsTab<T>(page, `/svc${path}`, body);

  test.beforeAll(async () => {
    // The run's production bundle, copied: the update test rewrites its sw.js.
    rmSync(OUT, { recursive: true, force: true });
    cpSync(PROD_DIST, OUT, { recursive: true });
    servers.push(
      spawn('npx', ['tsx', 'mocks/server.ts'], {
        stdio: 'ignore',
        detached: true,
        env: { ...process.env, PORT: String(OFFLINE_API_PORT) },
      }),
      spawn('npx', ['vite', 'preview', '--outDir', OUT, '--port', String(OFFLINE_PORT), '--strictPort'], {
        stdio: 'ignore',
        detached: true,
        env: { ...process.env, VITE_PROXY_TARGET: `http://127.0.0.1:${OFFLINE_API_PORT}` },
      }),
    );
    await waitFor(`http://127.0.0.1:${OFFLINE_API_PORT}/`);
    await waitFor(BASE);
  });

  test.afterAll(async () => {
    // A failed test leaves its browser open: closed here (its profile goes with it).
    for (const { context } of phones) await context.close().catch(() => undefined);
    // Stopped and gone before the next round (`--repeat-each`) starts its own on the same ports.
    for (const server of servers.splice(0)) {
      if (!server.pid || server.exitCode !== null || server.signalCode !== null) continue;
      const gone = once(server, 'exit');
      process.kill(-server.pid, 'SIGTERM');
      await gone;
    }
  });

  test('reads a downloaded preparation offline, sends what was recorded offline once, and logout leaves nothing', async () => {
    const { context, page, errors } = await phone();
    await signIn(page, 'pilot', 'pilot1234', BASE);
    await installed(page);

    // The must-read notices are read (a step record is refused before that, and would be refused after).
    const missions = await call<MissionToPrepare[]>(page, '/api/FlightMission/GetFlightMission', {});
    // A mission still to prepare: today's first may have left already (its preparation is closed).
    const mission = missionToPrepare(missions)!;
    await readMustReadNotices(page, mission.missionId, '/svc');

    // The home page and the flight status once with the network (their reads are kept), then the pack
    // from the task list.
    await page.goto(`${BASE}/`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${BASE}/dynamics`);
    await page.locator('[data-flight-id]').first().waitFor();
    const followedFlights = await page.locator('[data-flight-id]').count();
    await page.waitForLoadState('networkidle');
    await page.goto(`${BASE}/prepare/task`);
    const card = page.getByRole('listitem', { name: new RegExp(mission.flightNo) }).first();
    const pack = card.getByRole('region', { name: '离线资料' });
    await pack.getByRole('button', { name: '离线下载' }).click();
    await pack.getByText(/^已于 \d\d:\d\d 下载（(刚刚|\d+分钟前)）· \d+ KB$/).waitFor();
    assert.ok(await page.evaluate(() => caches.has('crew-files')), 'the chart files are in Cache Storage');
    // A flight's crew log form once with the network (its reads are kept).
    const loading = callsOnTheirWay(page, () => true);
    await page.goto(`${BASE}/me/crewlog`);
    const writeLog = page.getByRole('link', { name: /^填写/ }).first();
    try {
      await writeLog.waitFor();
    } catch (error) {
      // CI once saw this start stay on index.html's boot frame: what it still waited for, what it said.
      const report = `waiting for: ${loading.waiting().join(', ') || 'nothing'}; errors: ${errors.join(' | ')}`;
      throw new Error(`the crew log did not show (${report})`, { cause: error });
    }
    const logHref = (await writeLog.getAttribute('href'))!;
    const logFlight = new URL(logHref, BASE).searchParams.get('flightId')!;
    await writeLog.click();
    await page.getByLabel('备注').waitFor();
    await page.waitForLoadState('networkidle');
    // Kept on the phone: the answers are saved at most once a second (src/api/persist.ts), and the
    // network goes a moment later here, not within that second. The wait is on this user's answers
    // holding this flight's log, not on any record naming the call.
    const userId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('auth')!) as { userId: string }).userId,
    );
    const holdsLog = (stored: Record<string, string>) => {
      const answers = stored[`answers:${userId}`] ?? '';
      return /GetNewOrUpdCLog/i.test(answers) && answers.includes(logFlight);
    };
    await expect
      .poll(async () => holdsLog(await keptOnPhone(page)), { message: "this flight's log is kept" })
      .toBe(true);

    // No network: the app starts from the phone and shows what it kept, with its time.
    await context.setOffline(true);
    await page.goto(`${BASE}/`);
    await page.getByText(/^当前离线，显示的是 \d\d:\d\d 的数据$/).waitFor();
    await page.goto(`${BASE}/dynamics`);
    await page.getByText(/^当前离线，显示的是 \d\d:\d\d 的数据$/).waitFor();
    assert.equal(
      await page.locator('[data-flight-id]').count(),
      followedFlights,
      'the followed flights, as last seen',
    );
    const home = `${BASE}/Prepare/FlightMission?missionId=${encodeURIComponent(mission.missionId)}`;
    await page.goto(home);
    await page.getByRole('heading', { level: 2, name: new RegExp(mission.flightNo) }).waitFor();
    await page.getByText(/^当前离线，显示的是 \d\d:\d\d 的数据$/).waitFor();

    // A reading step offline: its time is recorded when the screen is left, and queued.
    const requests: string[] = [];
    page.on('requestfinished', (request) => {
      if (WRITES.test(request.url())) requests.push(new URL(request.url()).pathname);
    });
    await page.locator('a[href*="FlightRouteFeature"]').first().click();
    // The route screen is drawn (the mission screen, with its own mark and back button, has left).
    await page.waitForURL(/\/Prepare\/FlightRouteFeature\?/);
    await page.getByRole('heading', { level: 1, name: '航线特点' }).waitFor();
    // While the screens slide, the one left and the one opened both say so.
    await page
      .getByText(/^当前离线/)
      .first()
      .waitFor();
    // The user reads for a while: the clock counts whole seconds only.
    const opened = Date.now();
    await page.waitForFunction((since) => Date.now() - since >= 1500, opened);
    await page.getByRole('button', { name: '返回' }).first().click();
    // Both screens show the queue bar while they slide.
    await page.getByText('1 条记录待联网后发送').first().waitFor();

    // The fitness declaration offline: saved, said to wait for the network.
    await page.locator('a[href*="/Prepare/Health"]').first().click();
    await page.getByLabel('适宜飞行', { exact: true }).check();
    await page.getByRole('button', { name: '提交申报' }).click();
    await page.getByText('当前离线，申报已保存，联网后自动提交').waitFor();

    // The crew log written offline (a draft of the form): saved, said to wait for the network.
    await page.goto(`${BASE}${logHref}`);
    try {
      await page.getByLabel('备注').waitFor({ timeout: 15_000 });
    } catch (error) {
      // What the phone holds of this flight's log, for the report.
      const held = Object.entries(await keptOnPhone(page))
        .map(([key, value]) => `${key}: ${value.includes(logFlight)}`)
        .join(', ');
      throw new Error(`the crew log form offline did not show; records holding the flight: ${held}`, {
        cause: error,
      });
    }
    await page.getByLabel('备注').fill('离线填写');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('当前离线，机组日志已保存，联网后自动提交').waitFor();
    // One screen again (the one left has slid out), with the queue bar on it.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-page-scroll]')].filter((main) =>
          main.checkVisibility({ visibilityProperty: true }),
        ).length === 1,
    );
    const summary = page.locator('summary').filter({ hasText: /条记录待联网后发送/ });
    await summary.waitFor();
    const waiting = Number(/(\d+) 条/.exec((await summary.textContent()) ?? '')?.[1]);
    assert.ok(waiting >= 3, `step record(s), the declaration and the crew log wait (${waiting})`);
    assert.deepEqual(requests, [], 'nothing reached the backend offline');

    // The network is back: everything is sent, in order, once.
    await context.setOffline(false);
    await page.getByText(`已发送 ${waiting} 条`).first().waitFor({ timeout: 20_000 });
    await page.reload();
    await page.waitForLoadState('networkidle');
    const steps = requests.filter((path) => /AddOrUpdateStepRecord/i.test(path)).length;
    assert.equal(requests.filter((path) => /updatehealth/i.test(path)).length, 1, 'the declaration once');
    assert.equal(requests.filter((path) => /AddNewOrUpdCLog/i.test(path)).length, 1, 'the crew log once');
    assert.equal(steps, waiting - 2, 'each step record once');
    const log = await call<{ remarks: string }>(page, '/api/CrewLog/GetNewOrUpdCLog', {
      flightId: logFlight,
    });
    assert.equal(log.remarks, '离线填写', 'the backend has the crew log');
    const health = await call<{ declared: boolean; fit: boolean }>(page, '/api/prepare/GetBodyHealthInfo', {
      missionId: mission.missionId,
    });
    assert.deepEqual([health.declared, health.fit], [true, true], 'the backend has the declaration');

    // Logout: no database, and no cache but the app's own code.
    await page.goto(`${BASE}/me/setup`);
    await page.getByRole('button', { name: '退出并清除本机数据' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '清除并退出' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    await page.waitForFunction(async () => (await indexedDB.databases()).length === 0);
    const kept = await page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((db) => db.name),
      caches: await caches.keys(),
    }));
    assert.deepEqual(kept.databases, []);
    assert.deepEqual(
      kept.caches.filter((name) => !name.startsWith('workbox-precache')),
      [],
      'Cache Storage holds the app code only',
    );
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });

  test('a repeat visit draws its first screen from what it kept, then the fresh answers, each read sent once', async () => {
    const { context, page, errors } = await phone();
    await signIn(page, 'pilot', 'pilot1234', BASE);
    await installed(page);
    const missions = await call<Array<{ flightNo: string }>>(page, '/api/FlightMission/GetFlightMission', {});
    const title = page.getByText(new RegExp(`^${missions[0]!.flightNo} `)).first();
    // The home page with the network: its answers are kept on the phone.
    await page.goto(`${BASE}/`);
    await title.waitFor();
    await page.waitForFunction(async () => {
      const names = (await indexedDB.databases()).map((db) => db.name);
      return names.includes('crew-kept-reads');
    });
    await page.waitForLoadState('networkidle');

    // The network holds every answer until the first screen is drawn: the page and its code come from the
    // phone, and its data from what it kept. (A fixed network delay instead let a busy machine draw later
    // than the answers came.)
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldCalls = 0;
    await context.route(/\/svc\//, async (route) => {
      heldCalls += 1;
      await held;
      await route.continue();
    });
    const asked: string[] = [];
    const answered: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/svc/')) asked.push(new URL(request.url()).pathname);
    });
    page.on('response', (response) => {
      if (response.url().includes('/svc/')) answered.push(new URL(response.url()).pathname);
    });
    await page.reload();
    await title.waitFor();
    const mark = page.getByText(/^显示的是 \d\d:\d\d 的数据，正在更新…$/);
    await mark.waitFor();
    assert.deepEqual(answered, [], 'the first screen came before any answer from the network');
    release();
    // The fresh answers replace the kept ones and the mark goes.
    await mark.waitFor({ state: 'detached', timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await title.waitFor();
    assert.ok(heldCalls > 0, 'the reads went through the network that held them');
    const missionReads = asked.filter((path) => /\/GetFlightMission$/.test(path));
    assert.equal(missionReads.length, 1, `today's missions asked once (${asked.join(', ')})`);
    assert.equal(new Set(asked).size, asked.length, `no read sent twice (${asked.join(', ')})`);
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });

  test('offers a new version in a toast and applies it on a tap', async () => {
    const { context, page, errors } = await phone();
    await page.goto(`${BASE}/login`);
    await installed(page);
    const before = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    // A new deployment: the worker file changes (same length, so the preview server's headers still fit).
    const file = join(OUT, 'sw.js');
    const original = readFileSync(file, 'utf8');
    const revision = /revision:"([0-9a-f])/.exec(original);
    assert.ok(revision, 'the worker lists its files with revisions');
    const flipped = revision[1] === 'a' ? 'b' : 'a';
    writeFileSync(file, original.replace(revision[0], `revision:"${flipped}`));
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await page.getByText('新版本已发布').waitFor();
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: '点击刷新' }).click();
      await reloaded;
      await page.getByRole('button', { name: /^登录$/ }).waitFor();
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, active: registration?.active?.scriptURL };
      });
      assert.equal(state.waiting, null, 'the new version is the one running');
      assert.equal(state.active, before);
    } finally {
      writeFileSync(file, original);
    }
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });
});
