/**
 * Interaction figures in real Chromium at 375x812 with the CPU slowed 4x (CDP
 * Emulation.setCPUThrottlingRate): list → detail → back in each module that is built, and the flight
 * list at two volumes of the built-in backend (time to first row, scrolling through 200 rows).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './lighthouse';
import { GOALS, type ScrollFigures } from './goals';
import { PREVIEW_URL, sessionInitScript, type Session } from './servers';

export const CPU_SLOWDOWN = GOALS.cpuSlowdown;
export const ROUNDS = 10;

export interface RouteCase {
  module: string;
  /** The list screen, and what a link to one of its details looks like (first match is followed). */
  list: string;
  detail: RegExp;
  signedIn: boolean;
  /**
   * A screen that links to the list's inputs: the query of its first link matching `link` is added to
   * `list` (the preparation's screens need `?missionId=`, which the task list's links carry).
   */
  queryFrom?: { path: string; link: RegExp };
}

/** The task list's links into a mission's preparation carry the mission (prepare/mission.ts). */
const MISSION_FROM_TASKS = { path: '/prepare/task', link: /[?&]missionId=[^&]+/i };

/** Candidate list → detail pairs per module; the first one that is built is measured. */
export const ROUTE_CASES: RouteCase[] = [
  { module: 'login', list: '/login', detail: /^\/login\/forget/i, signedIn: false },
  { module: 'home', list: '/home/news', detail: /^\/home\/newsdetail\//i, signedIn: true },
  { module: 'home', list: '/home/message', detail: /^\/home\/messagedetail\//i, signedIn: true },
  { module: 'dynamics', list: '/dynamics/listpage', detail: /^\/dynamics\/details/i, signedIn: true },
  {
    module: 'prepare',
    list: '/Prepare/SafeNotice',
    detail: /^\/prepare\/safe\/detail\//i,
    signedIn: true,
    queryFrom: MISSION_FROM_TASKS,
  },
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

/** A phone-sized page, signed in when given a session, with the CPU slowed (`cpu` times). */
async function phone(browser: Browser, session?: Session, cpu = CPU_SLOWDOWN): Promise<Page> {
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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
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
        // Screens kept hidden for the way back are not shown: only the visible ones are old.
        for (const main of document.querySelectorAll('[data-page-scroll]'))
          main.toggleAttribute('data-bench-old', main.checkVisibility({ visibilityProperty: true }));
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
          const fresh = [...document.querySelectorAll('[data-page-scroll]:not([data-bench-old])')].find(
            (main) => main.checkVisibility({ visibilityProperty: true }),
          );
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
      const mains = [...document.querySelectorAll('[data-page-scroll]')].filter((main) =>
        main.checkVisibility({ visibilityProperty: true }),
      );
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

/**
 * Waits until the app's service worker is active, which it becomes once it has fetched and stored the
 * build's files (about 230). Each run opens a fresh profile, so without this the list is scrolled while
 * that happens, on the same two cores as the page; on a phone it happens once per version, and a list is
 * scrolled in an app that is installed.
 */
async function installed(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => undefined),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the service worker did not become active in 30 s')), 30000),
      ),
    ]),
  );
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

/**
 * The list's address with the inputs it needs: `list` itself, or with the query of the first link
 * matching `queryFrom.link` on `queryFrom.path` (opened on `page` first).
 */
async function listAddress(page: Page, list: string, queryFrom: RouteCase['queryFrom']): Promise<string> {
  if (!queryFrom) return list;
  await page.goto(`${PREVIEW_URL}${queryFrom.path}`);
  await settled(page);
  const link = await firstMatchingLink(page, queryFrom.link);
  if (!link) throw new Error(`no link matching ${queryFrom.link} on ${queryFrom.path}`);
  const query = new URL(link, PREVIEW_URL).search;
  return `${list}${list.includes('?') ? `&${query.slice(1)}` : query}`;
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
      figures.list = await listAddress(page, routeCase.list, routeCase.queryFrom);
      await page.goto(`${PREVIEW_URL}${figures.list}`);
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
}

/** Page loads per volume; the first one (cold browser caches and compiler) is not counted. */
const LIST_RUNS = 8;

/** The flight list of today at the backend's current volume: time to its first row. */
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
  return { volume, firstRow: median(firstRows), firstPageRows, total };
}

export interface ScrollCase {
  /** What the table calls it. */
  list: string;
  path: string;
  /** A row of the list. */
  rows: string;
  /** Stop once this many rows were reached (loading more on the way); unset: scroll to the end. */
  target?: number;
  queryFrom?: RouteCase['queryFrom'];
}

/** The flight list, scrolled until 200 rows (three pages loaded on the way), at each volume. */
export const FLIGHT_SCROLL: ScrollCase = {
  list: 'flights',
  path: '/dynamics/listpage',
  rows: '[data-flight-id]',
  target: 200,
};

/** The other lists that grow past a screen, scrolled to their end once (at the first volume). */
export const SCROLL_CASES: ScrollCase[] = [
  {
    list: 'safety notices',
    path: '/Prepare/SafeNotice',
    rows: '[data-page-scroll] li',
    queryFrom: MISSION_FROM_TASKS,
  },
  { list: 'news', path: '/home/news', rows: '[data-page-scroll] li' },
  { list: 'question bank', path: '/study/questionBank', rows: '[data-page-scroll] li' },
  { list: 'crew log', path: '/me/crewlog', rows: '[data-page-scroll] li' },
];

/** A list that scrolls in fewer frames than this (at 600 px a frame) is too short to time. */
const MIN_SCROLL_FRAMES = 10;

/** A PerformanceLongAnimationFrameTiming entry, as far as the bench reads it. */
interface LongFrame {
  startTime: number;
  duration: number;
  styleAndLayoutStart: number;
  scripts: { duration: number; forcedStyleAndLayoutDuration: number }[];
}

interface ScrollRun {
  time: number;
  rows: number;
  scrolled: number;
  frames: number[];
  /** New rows in the page, frame by frame. */
  mounted: number[];
  /** Still frames at the end of the list (not counted). */
  tail: number;
  long: ListScrollFigures['long'];
}

/** The work column's figures and the CDP metric (seconds of main-thread time) each is read from. */
const WORK_METRICS = {
  taskMs: 'TaskDuration',
  scriptMs: 'ScriptDuration',
  layoutMs: 'LayoutDuration',
  styleMs: 'RecalcStyleDuration',
} as const;
type WorkKey = keyof typeof WORK_METRICS;

export interface ListScrollFigures extends ScrollFigures {
  path: string;
  /** Rows reached: the furthest aria-posinset, or the distinct rows seen on the way. */
  rows?: number;
  /** How far the screen scrolled, px, and how long it took, ms. */
  scrolled?: number;
  time?: number;
  /** Frames over 50 ms, all runs. */
  longFrames?: number;
  /** Rows mounted per frame while scrolling (median). */
  mountedPerFrame?: number;
  /**
   * The page's main-thread work per scrolling frame, ms (CDP `Performance.getMetrics` before and after
   * each run, divided by its frames; medians of the runs): all tasks, and the scripts, layout and style
   * within them. Unlike the frame intervals, these hold still from run to run at 1x (`--work`), which is
   * how two builds' list work is compared on a busy host.
   */
  work?: Record<WorkKey, number>;
  /** Long animation frames (over 50 ms) and what they spent: scripts, layout forced by them, rendering. */
  long?: { frames: number; scriptMs: number; forcedLayoutMs: number; styleLayoutMs: number };
  /** How many runs were pooled (SCROLL_RUNS unless one failed or the list was too short). */
  runs?: number;
  /** Run by run, every timed frame's interval (ms) and the rows it mounted, for finding the slow ones (browser.json). */
  perFrame?: { ms: number[]; mounted: number[] }[];
}

/**
 * Each list is scrolled this many times, each in a page of its own, and its frames pooled: single runs of
 * the same code gave the flight list a p95 of 67 and 83 ms minutes apart (docs/performance.md).
 */
export const SCROLL_RUNS = Math.max(1, Number(process.env.BENCH_SCROLL_RUNS ?? 3));

/**
 * Runs in the page: scrolls the screen's scroll container 600 px a frame (a fast fling) until `target`
 * rows were reached, or to the end of the list (the bottom, with nothing more loading for 40 frames),
 * and times every frame on the way.
 */
function scrollOnce(page: Page, scrollCase: ScrollCase): Promise<ScrollRun> {
  return page.evaluate(
    ({ rowSelector, target }) =>
      new Promise<ScrollRun>((resolve) => {
        const element = document.querySelector<HTMLElement>('[data-page-scroll]')!;
        // What the long frames were made of (Long Animation Frames API): the scripts, the layout
        // they forced, and the frame's own style and layout.
        const long = { frames: 0, scriptMs: 0, forcedLayoutMs: 0, styleLayoutMs: 0 };
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as LongFrame[]) {
            long.frames += 1;
            for (const script of entry.scripts) {
              long.scriptMs += script.duration;
              long.forcedLayoutMs += script.forcedStyleAndLayoutDuration;
            }
            if (entry.styleAndLayoutStart)
              long.styleLayoutMs += entry.startTime + entry.duration - entry.styleAndLayoutStart;
          }
        });
        try {
          observer.observe({ type: 'long-animation-frame' });
        } catch {
          // not supported: the breakdown stays at zero
        }
        const seen = new WeakSet<Element>();
        let distinct = 0;
        let furthest = 0;
        let stillFrames = 0;
        let lastHeight = element.scrollHeight;
        const frames: number[] = [];
        const mounted: number[] = [];
        const start = performance.now();
        let last = start;
        const step = (now: number) => {
          frames.push(now - last);
          last = now;
          // Read the list before moving it: reading after the write would force a layout of our own.
          const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
          const height = element.scrollHeight;
          let fresh = 0;
          for (const row of document.querySelectorAll(rowSelector)) {
            furthest = Math.max(furthest, Number(row.getAttribute('aria-posinset') ?? 0));
            if (!seen.has(row)) {
              seen.add(row);
              fresh += 1;
            }
          }
          distinct += fresh;
          mounted.push(fresh);
          const rows = Math.max(distinct, furthest);
          stillFrames = atEnd && height === lastHeight ? stillFrames + 1 : 0;
          lastHeight = height;
          element.scrollTop += 600;
          const done = target ? rows >= target : stillFrames >= 40;
          if (done || now - start > 30000) {
            observer.disconnect();
            resolve({
              time: now - start,
              rows,
              scrolled: element.scrollTop,
              frames,
              mounted,
              tail: stillFrames,
              long,
            });
          } else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    { rowSelector: scrollCase.rows, target: scrollCase.target ?? 0 },
  );
}

/**
 * Scrolls a list SCROLL_RUNS times (a fresh page each time) and judges the frames of all runs together:
 * p95 and longest over the pool; rows, distance and time are the first run's; the long frames' breakdown
 * is summed over the runs.
 */
export async function measureScroll(
  browser: Browser,
  session: Session,
  scrollCase: ScrollCase,
  label = scrollCase.list,
  cpu = CPU_SLOWDOWN,
): Promise<ListScrollFigures> {
  const figures: ListScrollFigures = { list: label, path: scrollCase.path, runs: 0, perFrame: [], cpu };
  const work = Object.fromEntries(Object.keys(WORK_METRICS).map((key) => [key, [] as number[]])) as Record<
    WorkKey,
    number[]
  >;
  const frames: number[] = [];
  const mounted: number[] = [];
  const long = { frames: 0, scriptMs: 0, forcedLayoutMs: 0, styleLayoutMs: 0 };
  for (let run = 0; run < SCROLL_RUNS && !figures.skipped; run += 1) {
    const page = await phone(browser, session, cpu);
    try {
      if (run === 0) figures.path = await listAddress(page, scrollCase.path, scrollCase.queryFrom);
      await page.goto(`${PREVIEW_URL}${figures.path}`);
      await page.waitForSelector(scrollCase.rows, { timeout: 20000 });
      await settled(page);
      await installed(page);
      const metrics = await page.context().newCDPSession(page);
      await metrics.send('Performance.enable');
      const durations = async () =>
        new Map((await metrics.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
      const before = await durations();
      const scroll = await scrollOnce(page, scrollCase);
      const after = await durations();
      const scrolling = Math.max(1, scroll.frames.length - scroll.tail);
      for (const [key, name] of Object.entries(WORK_METRICS))
        work[key as WorkKey].push(((after.get(name)! - before.get(name)!) * 1000) / scrolling);
      // The first interval includes the start; at the end, the still frames at the bottom are left out.
      const timed = scroll.frames.slice(1, scroll.frames.length - scroll.tail);
      const rows = scroll.mounted.slice(1, scroll.mounted.length - scroll.tail);
      frames.push(...timed);
      mounted.push(...scroll.mounted.slice(0, scroll.mounted.length - scroll.tail));
      figures.perFrame!.push({ ms: timed.map((frame) => Math.round(frame)), mounted: rows });
      for (const key of Object.keys(long) as (keyof typeof long)[]) long[key] += scroll.long?.[key] ?? 0;
      figures.runs = run + 1;
      if (run === 0)
        Object.assign(figures, { rows: scroll.rows, scrolled: scroll.scrolled, time: scroll.time });
      if (timed.length < MIN_SCROLL_FRAMES) {
        figures.tooShort = `${scroll.rows} rows, ${scroll.scrolled.toFixed(0)} px: ${timed.length} frames of scrolling`;
        break;
      }
    } catch (error) {
      figures.skipped = `failed: ${(error as Error).message.split('\n')[0]}`;
    } finally {
      await page.context().close();
    }
  }
  if (figures.skipped || figures.tooShort) return figures;
  Object.assign(figures, {
    work: Object.fromEntries(Object.entries(work).map(([key, runs]) => [key, median(runs)])),
    mountedPerFrame: median(mounted),
    long,
    frameP95: percentile(frames, 95),
    frameMax: Math.max(...frames),
    longFrames: frames.filter((frame) => frame > 50).length,
  });
  return figures;
}
