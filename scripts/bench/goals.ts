/**
 * The goals `npm run bench:browser` holds its figures to (issues 8, 18 and 29), and the rules that turn
 * figures into missed goals. Kept apart from the measuring so that tests/bench/goals.test.ts can feed
 * them figures without a browser: a figure over its goal must fail the run.
 */

export const GOALS = {
  /** The slow phone the interaction goals are for: the CPU this many times slower (offline, routes, lists). */
  cpuSlowdown: 4,
  score: 95,
  lcpMs: 2000,
  /** A repeat visit (service worker installed, same device) and an offline start. */
  repeatLcpMs: 1000,
  /** /login's LCP at most this multiple of the floor page's (same libraries, one heading). */
  floorRatio: 1.15,
  cls: 0.05,
  /** Median list → detail and back, 4x slower CPU. */
  routeChangeMs: 150,
  /** The 2,000-flight list may be at most this much slower to first row than the 200-flight one. */
  listSlowdown: 0.2,
  /**
   * Scrolling a list at 4x slower CPU: 95th percentile of frame intervals, and the longest frame. The
   * intervals come in whole display frames (16.7 ms at 60 Hz), so they are judged in whole milliseconds
   * as printed: two frames (33.3 ms) meet 33, three (50) do not.
   */
  scrollFrameP95Ms: 33,
  scrollFrameMaxMs: 100,
};

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : value.toFixed(0);

export interface PageLoadFigures {
  page: string;
  score: number;
  lcp: number;
  cls: number;
}

/** A first visit's misses: score, LCP, CLS. */
export function pageLoadMisses(row: PageLoadFigures): string[] {
  const misses: string[] = [];
  if (row.score < GOALS.score) misses.push(`score ${row.score} < ${GOALS.score}`);
  if (!(row.lcp < GOALS.lcpMs)) misses.push(`LCP ${ms(row.lcp)} ms ≥ ${GOALS.lcpMs}`);
  if (!(row.cls < GOALS.cls)) misses.push(`CLS ${row.cls.toFixed(3)} ≥ ${GOALS.cls}`);
  return misses;
}

export interface RouteChangeFigures {
  module: string;
  list: string;
  /** Why nothing was measured. */
  skipped?: string;
  forwardShown?: number;
  backShown?: number;
}

/**
 * A module's list → detail pair: forth and back must each be under the goal. A module whose pair could
 * not be measured (no link found, the screen failed) is a miss too: an unmeasured goal is not met.
 */
export function routeChangeMisses(row: RouteChangeFigures): string[] {
  if (row.skipped) return [`not measured (${row.skipped})`];
  const misses: string[] = [];
  for (const [way, value] of [
    ['forth', row.forwardShown],
    ['back', row.backShown],
  ] as const)
    if (value === undefined || !(value < GOALS.routeChangeMs))
      misses.push(`${way} ${ms(value)} ms ≥ ${GOALS.routeChangeMs}`);
  return misses;
}

export interface ScrollFigures {
  /** Which list, and at what volume ("flights, 2,000 a day"). */
  list: string;
  skipped?: string;
  /**
   * Set when the list, as the built-in backend fills it, scrolls in too few frames to time (it fits
   * about one screen): said in the table, not a miss.
   */
  tooShort?: string;
  /** Frame intervals while scrolling, ms (the first, which includes the start, left out). */
  frameP95?: number;
  frameMax?: number;
  /** The CPU slowdown the list was scrolled at (GOALS.cpuSlowdown unless measuring work, `--work`). */
  cpu?: number;
}

/** Frames measured on another CPU than the goals' say nothing of the goals (`--work` scrolls at 1x). */
export const scrollJudged = (row: ScrollFigures) => row.cpu === undefined || row.cpu === GOALS.cpuSlowdown;

/** A list scrolled at 4x slower CPU: frame p95 and the longest frame; unmeasured is a miss. */
export function scrollMisses(row: ScrollFigures): string[] {
  if (row.skipped) return [`not measured (${row.skipped})`];
  if (row.tooShort || !scrollJudged(row)) return [];
  const misses: string[] = [];
  const whole = (value: number | undefined) => (value === undefined ? NaN : Math.round(value));
  if (!(whole(row.frameP95) <= GOALS.scrollFrameP95Ms))
    misses.push(`frame p95 ${ms(row.frameP95)} ms > ${GOALS.scrollFrameP95Ms}`);
  if (!(whole(row.frameMax) <= GOALS.scrollFrameMaxMs))
    misses.push(`longest frame ${ms(row.frameMax)} ms > ${GOALS.scrollFrameMaxMs}`);
  return misses;
}

/** The 2,000-flight list's first row against the 200-flight one's. */
export function listSlowdownMisses(firstRowSmall: number, firstRowBig: number): string[] {
  const slowdown = firstRowBig / firstRowSmall - 1;
  return slowdown > GOALS.listSlowdown
    ? [
        `2,000 flights ${(slowdown * 100).toFixed(0)} % slower to first row than 200 (goal ≤ ${GOALS.listSlowdown * 100} %)`,
      ]
    : [];
}

/** A repeat visit or offline start. */
export function repeatMisses(row: { lcp: number }): string[] {
  return row.lcp <= GOALS.repeatLcpMs ? [] : [`LCP ${ms(row.lcp)} ms > ${GOALS.repeatLcpMs}`];
}

/** The run's outcome: exit code 1 and the list of missed goals when any goal was missed. */
export function verdict(misses: string[]): { exitCode: 0 | 1; text: string } {
  if (misses.length === 0) return { exitCode: 0, text: 'All measured goals met.' };
  return {
    exitCode: 1,
    text: `${misses.length} goal(s) missed:\n${misses.map((miss) => `  ${miss}`).join('\n')}`,
  };
}
