/**
 * Interaction figures in real Chromium at 375x812 with the CPU slowed 4x (CDP
 * Emulation.setCPUThrottlingRate): list → detail → back in each module that is built, and the flight
 * list at two volumes of the built-in backend (time to first row, scrolling through 200 rows).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './lighthouse';
import { PREVIEW_URL, sessionInitScript, type Session } from './servers';

export const CPU_SLOWDOWN = 4;
export const ROUNDS = 10;

export interface RouteCase {
  module: string;
  /** The list screen, and what a link to one of its details looks like (first match is followed). */
  list: string;
  detail: RegExp;
  signedIn: boolean;
}

/** Candidate list → detail pairs per module; the first one that is built is measured. */
export const ROUTE_CASES: RouteCase[] = [
  { module: 'login', list: '/login', detail: /^\/login\/forget/i, signedIn: false },
  { module: 'home', list: '/home/news', detail: /^\/home\/newsdetail\//i, signedIn: true },
  { module: 'home', list: '/home/message', detail: /^\/home\/messagedetail\//i, signedIn: true },
  { module: 'dynamics', list: '/dynamics/listpage', detail: /^\/dynamics\/details/i, signedIn: true },
  { module: 'prepare', list: '/Prepare/SafeNotice', detail: /^\/prepare\/safe\/detail\//i, signedIn: true },
  { module: 'prepare', list: '/prepare/task', detail: /^\/prepare\/task\/personnel\//i, signedIn: true },
  { module: 'study', list: '/study/aircraft', detail: /^\/study\/aircraft\/[^/]+/i, signedIn: true },
  { module: 'study', list: '/study/course', detail: /^\/study\/course\/[^/]+/i, signedIn: true },
  { module: 'me', list: '/me/license', detail: /^\/me\/licensedetails/i, signedIn: true },
  { module: 'me', list: '/me/question', detail: /^\/me\/questiondetail/i, signedIn: true },
];

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS.filter((f) => f !== '--headless'),
  });
}

/** A phone-sized page, signed in when given a session, with the CPU slowed. */
async function phone(browser: Browser, session?: Session): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  // tsx compiles the functions passed to page.evaluate with esbuild's keepNames, which calls __name().
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  if (session) await context.addInitScript({ content: sessionInitScript(session) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

const LOADING = /^\s*(加载中|Loading)/;

/**
 * Runs in the page: marks the screens now shown, starts a navigation (following the first link that
 * matches, or going back), and resolves with the time until the new screen was painted (`shown`) and
 * until it had no loading indicator left (`ready`), in ms from the start of the navigation.
 */
async function timedNavigation(
  page: Page,
  action: { follow: string } | { back: true },
): Promise<{ shown: number; ready: number; path: string }> {
  return page.evaluate(
    ({ action, loadingSource }) =>
      new Promise<{ shown: number; ready: number; path: string }>((resolve, reject) => {
        const loading = new RegExp(loadingSource);
        for (const main of document.querySelectorAll('[data-page-scroll]'))
          main.setAttribute('data-bench-old', '');
        const before = location.pathname + location.search;
        const afterPaint = (then: (time: number) => void) =>
          requestAnimationFrame(() => setTimeout(() => then(performance.now()), 0));
        let shown = -1;
        const start = performance.now();
        const deadline = start + 15000;
        const tick = () => {
          const now = performance.now();
          if (now > deadline) {
            reject(new Error(`no new screen after 15 s (from ${before})`));
            return;
          }
          const fresh = document.querySelector('[data-page-scroll]:not([data-bench-old])');
          const moved = location.pathname + location.search !== before;
          if (!fresh || !moved || (fresh.textContent ?? '').trim() === '') {
            requestAnimationFrame(tick);
            return;
          }
          const busy = [...fresh.querySelectorAll('[role="status"]')].some((el) =>
            loading.test(el.textContent ?? ''),
          );
          if (shown < 0) {
            afterPaint((time) => {
              shown = time - start;
              if (!busy) resolve({ shown, ready: shown, path: location.pathname + location.search });
              else requestAnimationFrame(tick);
            });
            return;
          }
          if (busy) requestAnimationFrame(tick);
          else
            afterPaint((time) =>
              resolve({ shown, ready: time - start, path: location.pathname + location.search }),
            );
        };
        if ('back' in action) history.back();
        else {
          const link = document.querySelector<HTMLAnchorElement>(
            `[data-page-scroll] a[href="${action.follow}"]`,
          );
          if (!link) {
            reject(new Error(`link ${action.follow} is gone`));
            return;
          }
          link.click();
        }
        requestAnimationFrame(tick);
      }),
    { action, loadingSource: LOADING.source },
  );
}

/** Waits until exactly one screen is shown and nothing is loading (page transitions finished). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    (loadingSource) => {
      const mains = document.querySelectorAll('[data-page-scroll]');
      if (mains.length !== 1) return false;
      const loading = new RegExp(loadingSource);
      return ![...mains[0]!.querySelectorAll('[role="status"]')].some((el) =>
        loading.test(el.textContent ?? ''),
      );
    },
    LOADING.source,
    { timeout: 20000 },
  );
  await page.waitForTimeout(150);
}

export interface RouteFigures {
  module: string;
  list: string;
  detail?: string;
  /** Why nothing was measured (module not built yet, no detail link). */
  skipped?: string;
  /** First list → detail, with the detail screen's code not yet loaded. */
  coldShown?: number;
  /** Medians of ROUNDS warm runs, ms. */
  forwardShown?: number;
  forwardReady?: number;
  backShown?: number;
  backReady?: number;
}

async function firstMatchingLink(page: Page, detail: RegExp): Promise<string | undefined> {
  const hrefs = await page.$$eval('[data-page-scroll] a[href]', (links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return hrefs.find((href) => detail.test(href));
}

export async function measureRouteChanges(
  browser: Browser,
  session: Session,
  log = console.log,
): Promise<RouteFigures[]> {
  const results: RouteFigures[] = [];
  const done = new Set<string>();
  for (const routeCase of ROUTE_CASES) {
    if (done.has(routeCase.module)) continue;
    const page = await phone(browser, routeCase.signedIn ? session : undefined);
    const figures: RouteFigures = { module: routeCase.module, list: routeCase.list };
    try {
      await page.goto(`${PREVIEW_URL}${routeCase.list}`);
      await settled(page);
      const link = await firstMatchingLink(page, routeCase.detail);
      if (!link) figures.skipped = `no link matching ${routeCase.detail} on the list`;
      else {
        figures.detail = link;
        const cold = await timedNavigation(page, { follow: link });
        figures.coldShown = cold.shown;
        await settled(page);
        await timedNavigation(page, { back: true });
        await settled(page);
        const forward: { shown: number; ready: number }[] = [];
        const back: { shown: number; ready: number }[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          forward.push(await timedNavigation(page, { follow: link }));
          await settled(page);
          back.push(await timedNavigation(page, { back: true }));
          await settled(page);
        }
        figures.forwardShown = median(forward.map((run) => run.shown));
        figures.forwardReady = median(forward.map((run) => run.ready));
        figures.backShown = median(back.map((run) => run.shown));
        figures.backReady = median(back.map((run) => run.ready));
        done.add(routeCase.module);
      }
    } catch (error) {
      figures.skipped = `failed: ${(error as Error).message.split('\n')[0]}`;
    } finally {
      await page.context().close();
    }
    log(
      `  route ${figures.module} ${figures.list}: ${figures.skipped ?? `${figures.forwardShown?.toFixed(0)} ms`}`,
    );
    // Keep one "skipped" row per module only when no candidate of that module worked.
    const previous = results.findIndex((row) => row.module === figures.module);
    if (previous >= 0 && results[previous]!.skipped) results.splice(previous, 1, figures);
    else if (previous < 0) results.push(figures);
  }
  return results;
}

export interface ListFigures {
  volume: number;
  /** Median over runs of the time from navigation start to the first flight row painted, ms. */
  firstRow: number;
  /** Rows the list shows once loaded (first page). */
  firstPageRows: number;
  total?: string;
  /** Time to scroll until 200 rows are in the list (loading more on the way), ms. */
  scrollTo200: number;
  rowsAfterScroll: number;
  /** Frame intervals while scrolling, ms. */
  frameP95: number;
  frameMax: number;
  longFrames: number;
}

/** Page loads per volume; the first one (cold browser caches and compiler) is not counted. */
const LIST_RUNS = 8;

/** The flight list of today at the backend's current volume. */
export async function measureFlightList(
  browser: Browser,
  session: Session,
  volume: number,
): Promise<ListFigures> {
  const firstRows: number[] = [];
  let firstPageRows = 0;
  let total: string | undefined;
  for (let run = 0; run < LIST_RUNS; run += 1) {
    const page = await phone(browser, session);
    try {
      await page.goto(`${PREVIEW_URL}/dynamics/listpage`, { waitUntil: 'commit' });
      const time = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const tick = () => {
              if (document.querySelector('[data-flight-id]'))
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
              else requestAnimationFrame(tick);
            };
            tick();
          }),
      );
      if (run > 0) firstRows.push(time);
      firstPageRows = await page.locator('[data-flight-id]').count();
      total = (
        await page
          .locator('[data-page-scroll] p[aria-live]')
          .first()
          .innerText()
          .catch(() => '')
      )
        .split('·')[0]
        ?.trim();
    } finally {
      await page.context().close();
    }
  }

  const page = await phone(browser, session);
  try {
    await page.goto(`${PREVIEW_URL}/dynamics/listpage`);
    await page.waitForSelector('[data-flight-id]');
    await settled(page);
    const scroll = await page.evaluate(
      (target) =>
        new Promise<{ time: number; rows: number; frames: number[] }>((resolve) => {
          const first = document.querySelector('[data-flight-id]')!;
          let scroller: HTMLElement | null = first.parentElement;
          while (
            scroller &&
            !(
              scroller.scrollHeight > scroller.clientHeight &&
              /auto|scroll/.test(getComputedStyle(scroller).overflowY)
            )
          )
            scroller = scroller.parentElement;
          const element = scroller ?? document.scrollingElement!;
          const frames: number[] = [];
          const start = performance.now();
          let last = start;
          const step = (now: number) => {
            frames.push(now - last);
            last = now;
            element.scrollTop += 600;
            // The list is windowed: the furthest row reached, not the rows in the page, counts.
            const shown = [...document.querySelectorAll('[data-flight-id]')];
            const rows = Math.max(
              shown.length,
              ...shown.map((row) => Number(row.getAttribute('aria-posinset') ?? 0)),
            );
            if (rows >= target || now - start > 30000) resolve({ time: now - start, rows, frames });
            else requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
      200,
    );
    return {
      volume,
      firstRow: median(firstRows),
      firstPageRows,
      total,
      scrollTo200: scroll.time,
      rowsAfterScroll: scroll.rows,
      frameP95: percentile(scroll.frames.slice(1), 95),
      frameMax: Math.max(...scroll.frames.slice(1)),
      longFrames: scroll.frames.slice(1).filter((frame) => frame > 50).length,
    };
  } finally {
    await page.context().close();
  }
}
