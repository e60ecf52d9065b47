/**
 * What the resilience tests share: the screens of spec/routes.tsv (the list the accessibility test walks),
 * reached as the right demo account, `:id` screens through links the app itself shows; which backend
 * calls each screen makes; and waiting for a screen to settle (no fixed sleeps).
 */
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from '@playwright/test';
import { specEndpoints, specScreens, type Access, type SpecScreen } from '../support/spec';
import {
  BASE_URL,
  callAsTab,
  phonePage,
  readMustReadNotices,
  signIn,
  type PhonePage,
} from '../support/browser';
import { leavesSoon } from '../support/departure';
import type { CrewMock } from '../../mocks/browser';
import type { FaultKind } from '../../mocks/lib/faults';

/**
 * A screen still loading: its loading state, or answers kept on the phone drawn while fresh ones come
 * (the "updating" mark of src/shell/OfflineMark.tsx).
 */
export const LOADING = /^\s*(加载中|Loading)|正在更新…$|, updating…$/;

/** Demo accounts per access level (a cabin screen needs cabin crew, a pilot screen a pilot). */
export const ACCOUNTS: Record<Exclude<Access, 'public'>, [string, string]> = {
  crew: ['pilot', 'pilot1234'],
  cabin: ['cabin', 'cabin1234'],
  pilot: ['pilot', 'pilot1234'],
};

/** Calls a screen may make that are not its own data: the session check at start. */
const NOT_SCREEN_DATA = new Set(['/api/default/getauth']);

const endpointPaths = specEndpoints().map((e) => e.path.toLowerCase());

/** The spec path of a request URL, when it is a backend call. */
export function endpointOf(url: string): string | undefined {
  const path = new URL(url).pathname.toLowerCase().replace(/^\/svc/, '');
  return endpointPaths.find((p) => p === path);
}

/** `/home/newsdetail/:id` → a pattern matching hrefs to that screen (case-insensitive like the router). */
export function hrefPattern(path: string): RegExp {
  const source = path
    .split(/(:[a-z]+)/i)
    .map((part) => (part.startsWith(':') ? '[^/?#]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}(?:[?#].*)?$`, 'i');
}

/**
 * The address a screen is opened at, the way the app links to it: a seen link to its path that carries a
 * query (a prepare step needs `?missionId=`, a me detail `?id=`, study `?typeId=`), else a seen link with
 * a real id for a `:id` path, else the bare path. Undefined when a `:id` screen has no link seen yet.
 * `seenHrefs` holds the links of the screens opened before (screens without parameters go first).
 */
export function targetFor(path: string, seenHrefs: Iterable<string>): string | undefined {
  const pattern = hrefPattern(path);
  const matching = [...seenHrefs].filter((href) => pattern.test(href));
  // A mission about to leave comes last: a walk takes minutes, and its preparation would close under it
  // (its steps' links, a risk's feedback, gone at departure).
  const soon = (href: string) => [...leavingSoon].some((missionId) => href.includes(missionId));
  const links = [...matching.filter((href) => !soon(href)), ...matching.filter(soon)];
  const withQuery = links.find((href) => href.includes('?'));
  if (path.includes(':')) return withQuery ?? links[0];
  return withQuery ?? path;
}

/**
 * Screens opened as an account before its own screens, only for their links: a cabin-only step is linked
 * from a cabin crew's mission (the cabin entry lists the missions, the mission links its steps with
 * `?missionId=`), which the pilot's screens never show.
 */
const LEADS: Partial<Record<Access, string[]>> = {
  cabin: ['/prepare/status', '/Prepare/FlightMission'],
};

/**
 * Opens the lead screens of `access` (LEADS) in order, each through a link the one before showed, and adds
 * the links they show to `seenHrefs`. `open` loads a target as that account and returns the hrefs on the screen.
 */
export async function followLeads(
  access: Access,
  seenHrefs: Set<string>,
  open: (target: string) => Promise<string[]>,
): Promise<void> {
  // Each lead is opened through the links of the leads before it, as this account saw them (another
  // account's mission is not this one's).
  const own = new Set<string>();
  for (const path of LEADS[access] ?? []) {
    const target = targetFor(path, own);
    if (!target) throw new Error(`no link to ${path} seen as ${access}`);
    for (const href of await open(target)) {
      if (!href.startsWith('/')) continue;
      own.add(href);
      seenHrefs.add(href);
    }
  }
}

/**
 * Waits until exactly one screen shows (transition done, lazy page loaded) with something in it, then
 * until no loading state is left. `loadingMs` bounds how long a screen may keep loading.
 */
export async function settle(page: Page, loadingMs = 15_000): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => {
      // Screens kept hidden for the way back (app/AppLayout) are not shown.
      const mains = [...document.querySelectorAll('[data-page-scroll]')].filter((main) =>
        main.checkVisibility({ visibilityProperty: true }),
      );
      return mains.length === 1 && (mains[0]!.textContent ?? '').trim() !== '';
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForFunction(
    (loadingSource) => {
      const loading = new RegExp(loadingSource);
      return ![...document.querySelectorAll('[role="status"]')].some((el) =>
        loading.test(el.textContent ?? ''),
      );
    },
    LOADING.source,
    { timeout: loadingMs },
  );
  await atRest(page);
}

/**
 * Opens `target` inside the running app, as a tap on one of its links does (the screen before leaves
 * and the new one is drawn; no reload: one app start serves a whole walk of screens). A full load when
 * the app is not running yet, for the same route again (it would not mount a new screen), or when the
 * screen shown does not give way.
 */
export async function openInApp(page: Page, target: string): Promise<void> {
  const here = page.url().startsWith(BASE_URL) ? new URL(page.url()) : null;
  const running = here !== null && (await page.evaluate(() => 'crewMock' in window));
  const samePath = here?.pathname.toLowerCase() === target.split('?')[0]!.toLowerCase();
  if (!running || samePath) {
    await page.goto(`${BASE_URL}${target}`);
    return;
  }
  if (!(await pushInApp(page, target))) await page.goto(`${BASE_URL}${target}`);
}

/** The built-in backend's state for the next screen (`visit`): its faults and the client's time-out. */
interface MockSetup {
  faults: Array<[string, FaultKind, number?]>;
  clientTimeout: number | null;
}

/**
 * Moves the running app to `target` as its own links do (a history push, no reload) and waits until
 * the screen shown before is gone: false when it stays (the app did not take the step). `mock` is set
 * in the same task as the step, so the screen leaving sends no call under the next screen's faults.
 */
async function pushInApp(page: Page, target: string, mock?: MockSetup): Promise<boolean> {
  await page.evaluate(
    ({ to, mock }) => {
      if (mock) {
        const crewMock = (window as unknown as { crewMock: CrewMock }).crewMock;
        crewMock.clear();
        crewMock.clientTimeout(mock.clientTimeout);
        for (const [call, kind, ms] of mock.faults) crewMock.fault(call, kind, ms ? { ms } : undefined);
      }
      for (const main of document.querySelectorAll('[data-page-scroll]')) main.setAttribute('data-left', '');
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    { to: target, mock: mock ?? null },
  );
  // Gone, not only the address changed: a screen still drawn would be read as the new one.
  return page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll('[data-page-scroll][data-left]')].some((main) =>
          main.checkVisibility({ visibilityProperty: true }),
        ),
      undefined,
      {
        timeout: 10_000,
      },
    )
    .then(() => true)
    .catch(() => false);
}

/** At rest: two animation frames with the same text (late renders after the last answer). */
export async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = document.body.innerText;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.body.innerText === before)));
      }),
    undefined,
    { timeout: 10_000 },
  );
}

export interface Session extends PhonePage {
  /** The app must be loaded afresh before the next in-app visit (after a 401 ended the session). */
  stale?: boolean;
  access: Exclude<Access, 'public'>;
  /** The stored session right after sign-in, to put back after a 401 ended it (the backend kept it). */
  stored: { auth: string | null; token: string | null; identifyCode: string | null };
}

export async function signedIn(browser: Browser, access: Exclude<Access, 'public'>): Promise<Session> {
  const phone = await phonePage(browser);
  const [user, password] = ACCOUNTS[access];
  await signIn(phone.page, user, password);
  const stored = await phone.page.evaluate(() => ({
    auth: localStorage.getItem('auth'),
    token: sessionStorage.getItem('token'),
    identifyCode: sessionStorage.getItem('identifyCode'),
  }));
  return { ...phone, access, stored };
}

/** Puts the stored session back after a (faked) 401 ended it in the client. */
export async function restoreSession(session: Session): Promise<void> {
  await session.page.evaluate((stored) => {
    if (stored.auth) localStorage.setItem('auth', stored.auth);
    if (stored.token) sessionStorage.setItem('token', stored.token);
    if (stored.identifyCode) sessionStorage.setItem('identifyCode', stored.identifyCode);
  }, session.stored);
}

/** A backend call as this tab's user (mock mode: the page's own addresses). */
export const backendCall = <T>(page: Page, path: string, body: Record<string, unknown>) =>
  callAsTab<T>(page, path, body);

/** Missions that leave soon after a walk read them (readAllNotices), or have left: targetFor puts them last. */
const leavingSoon = new Set<string>();

/** Every mission still to prepare with its must-read notices read: each step shows all it offers. */
export async function readAllNotices(page: Page): Promise<void> {
  const missions = await backendCall<Array<{
    missionId: string;
    plannedDeparture: string;
    prepareGate?: { state: string };
  }> | null>(page, '/api/FlightMission/GetFlightMission', {});
  for (const mission of missions ?? []) {
    if (leavesSoon(mission)) leavingSoon.add(mission.missionId);
    if (mission.prepareGate?.state === 'unread') await readMustReadNotices(page, mission.missionId);
  }
}

export interface DataScreen extends SpecScreen {
  /** The address opened (real ids from links the app shows). */
  target: string;
  /** The backend calls it made when opened normally. */
  calls: string[];
}

/**
 * Opens every signed-in screen once, normally, and returns those that read data from the backend with
 * the calls they make. Screens without parameters go first: their links give the ids of the others.
 */
export async function discoverDataScreens(
  sessionFor: (access: Exclude<Access, 'public'>) => Promise<Session>,
  onScreen?: (screen: SpecScreen, target: string, session: Session) => Promise<void>,
  query = '',
  /** Only these screens (a sample); each `:id` one needs a screen of the sample that links to it. */
  only?: (screen: SpecScreen) => boolean,
): Promise<{ data: DataScreen[]; all: Array<SpecScreen & { target: string }> }> {
  const screens = specScreens().filter((s) => s.access !== 'public' && (!only || only(s)));
  const ordered = [
    ...screens.filter((s) => !s.path.includes(':')),
    ...screens.filter((s) => s.path.includes(':')),
  ];
  const seenHrefs = new Set<string>();
  const data: DataScreen[] = [];
  const all: Array<SpecScreen & { target: string }> = [];
  const missing: string[] = [];
  const open = async (screen: SpecScreen, target: string) => {
    const session = await sessionFor(screen.access as Exclude<Access, 'public'>);
    const calls = new Set<string>();
    const listener = (request: { url: () => string }) => {
      const endpoint = endpointOf(request.url());
      if (endpoint && !NOT_SCREEN_DATA.has(endpoint)) calls.add(endpoint);
    };
    session.page.on('request', listener);
    await visit(session, target, [], query);
    await settle(session.page);
    session.page.off('request', listener);
    const hrefs = await session.page.$$eval('a[href]', (links) =>
      links.map((l) => l.getAttribute('href') ?? ''),
    );
    for (const href of hrefs) if (href.startsWith('/')) seenHrefs.add(href);
    // A screen opened again with the query its links carry replaces its bare opening.
    const at = all.findIndex((s) => s.path === screen.path);
    if (at >= 0) all.splice(at, 1);
    const dataAt = data.findIndex((s) => s.path === screen.path);
    if (dataAt >= 0) data.splice(dataAt, 1);
    all.push({ ...screen, target });
    if (onScreen) await onScreen(screen, target, session);
    if (calls.size > 0) data.push({ ...screen, target, calls: [...calls] });
  };
  const led = new Set<Access>();
  for (const screen of ordered) {
    if (!led.has(screen.access)) {
      led.add(screen.access);
      const session = await sessionFor(screen.access as Exclude<Access, 'public'>);
      // The crew member read their missions' must-read notices: the steps behind them (a risk's
      // feedback and report) show their links.
      if (!session.page.url().startsWith(BASE_URL)) await visit(session, '/', [], query);
      await readAllNotices(session.page);
      await followLeads(screen.access, seenHrefs, async (target) => {
        await visit(session, target, [], query);
        await settle(session.page);
        return session.page.$$eval('a[href]', (links) => links.map((l) => l.getAttribute('href') ?? ''));
      });
    }
    const target = targetFor(screen.path, seenHrefs);
    if (target) await open(screen, target);
    else missing.push(screen.path);
  }
  // Links seen later: the :id screens not reached yet, and screens opened bare whose links carry a query
  // (a prepare step's link is on the mission, itself opened bare first). Until nothing new is reached:
  // a screen reopened with its query may show the links of the next.
  for (let progress = true; progress;) {
    progress = false;
    for (const path of [...missing]) {
      const target = targetFor(path, seenHrefs);
      if (!target) continue;
      missing.splice(missing.indexOf(path), 1);
      await open(
        screens.find((s) => s.path === path)!,
        target,
      );
      progress = true;
    }
    for (const opened of [...all]) {
      if (opened.target.includes('?')) continue;
      const target = targetFor(opened.path, seenHrefs);
      if (target && target !== opened.target) {
        await open(opened, target);
        progress = true;
      }
    }
  }
  // Every :id screen is reached through a link the app shows: one that is not is a failure, not a skip.
  if (missing.length > 0) throw new Error(`no link seen to ${missing.join(', ')}`);
  return { data, all };
}

/** Runs `work` over `items` with `width` workers; each worker gets its own index. */
export async function inParallel<T>(
  items: T[],
  width: number,
  work: (item: T, worker: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async (_, worker) => {
      while (next < items.length) {
        const item = items[next]!;
        next += 1;
        await work(item, worker);
      }
    }),
  );
}

/**
 * Opens `target` inside the running app (no reload: one app start serves many screens), with `faults`
 * ([call, kind, ms?]) switched on in the built-in backend; the client's time-out is the query's
 * `mockClientTimeout` (else the real one), as on a full load. Once the screen before has left, the
 * app forgets the answers it held and the new screen asks for its own, as on a first opening; with
 * `keep`, it keeps them and asks again (a screen opened before, whose answers a failed read leaves on
 * show). Falls back to a full load when the app is not running yet, is stale, or already shows `target`.
 */
export async function visit(
  session: Session,
  target: string,
  faults: MockSetup['faults'],
  query = '',
  keep = false,
): Promise<void> {
  const { page } = session;
  const here = page.url().startsWith(BASE_URL) ? new URL(page.url()) : null;
  const started = here !== null && (await page.evaluate(() => 'crewMock' in window));
  const running = started && !session.stale;
  // The same route again would not mount a new screen: load it afresh instead.
  const samePath = here?.pathname.toLowerCase() === target.split('?')[0]!.toLowerCase();
  if (!running || samePath) {
    // What the app kept would be restored at its start and drawn in place of the first opening's answers.
    if (started && !keep)
      await page.evaluate(() => (window as unknown as { crewMock: CrewMock }).crewMock.dropKept());
    const spec = faults.map(([call, kind, ms]) => `${call}:${kind}${ms ? `:${ms}` : ''}`).join(',');
    const join = target.includes('?') ? '&' : '?';
    const params = [spec && `mockFault=${encodeURIComponent(spec)}`, query].filter(Boolean).join('&');
    await page.goto(`${BASE_URL}${target}${params ? join + params : ''}`);
    session.stale = false;
    return;
  }
  const clientTimeout = Number(new URLSearchParams(query).get('mockClientTimeout')) || null;
  // The screen that was shown is gone (the new one replaced it); else the screen is loaded afresh.
  const replaced = await pushInApp(page, target, { faults, clientTimeout });
  if (!replaced) {
    session.stale = true;
    await visit(session, target, faults, query, keep);
    return;
  }
  await page.evaluate((keep) => {
    const mock = (window as unknown as { crewMock: CrewMock }).crewMock;
    if (keep) mock.refresh();
    else mock.forget();
  }, keep);
}

/**
 * The windowed lists of the screen: every mounted row fits its fixed-height slot in this language
 * (nothing cut off at the bottom), and a list longer than the screen mounts only some of its rows.
 */
export async function assertWindowedRows(page: Page, where: string) {
  const lists = await page.evaluate(() => {
    const main = [...document.querySelectorAll('main')].pop();
    return [...(main?.querySelectorAll<HTMLUListElement>('ul[data-rendered-rows]') ?? [])].map((list) => ({
      name: list.getAttribute('aria-label') ?? '',
      rendered: list.children.length,
      total: Number(/\d+/.exec(list.getAttribute('aria-label') ?? '')?.[0] ?? list.children.length),
      cut: [...list.children]
        .map((slot) => slot.firstElementChild as HTMLElement | null)
        .filter((row) => row && row.scrollHeight > row.clientHeight + 1)
        .map((row) => row!.innerText.slice(0, 40)),
    }));
  });
  for (const list of lists) {
    assert.deepEqual(list.cut, [], `${where}: rows cut off in "${list.name}"`);
    if (list.total > 40) assert.ok(list.rendered < list.total, `${where}: "${list.name}" is not windowed`);
  }
}

/**
 * The address of the first row of `list` wholly on its screen (the page's scroll container): the row a
 * user looking at the list taps. A click on a row out of view would scroll it in first and move the
 * position a back step is checked against.
 */
export async function rowOnScreen(list: Locator): Promise<string> {
  return list.evaluate((ul) => {
    const view = ul.closest('[data-page-scroll]')!.getBoundingClientRect();
    const row = [...ul.children].find((item) => {
      const box = item.getBoundingClientRect();
      return box.top >= view.top && box.bottom <= view.bottom;
    });
    return row?.querySelector('a')?.getAttribute('href') ?? '';
  });
}
