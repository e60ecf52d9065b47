/**
 * The offline start: a signed-in user who opened the app before (service worker installed, the screen's
 * answers kept) opens it with no network, on a phone with the CPU slowed 4x. Measured in real Chromium
 * at 375x812 with Playwright (Lighthouse cannot load a page offline): the largest paint, and the time
 * until the screen says it shows kept data ("当前离线，显示的是 HH:mm 的数据").
 */
import type { Browser, Page } from 'playwright-core';
import { CPU_SLOWDOWN, median } from './interaction';
import { PREVIEW_URL, sessionInitScript, type Session } from './servers';

export interface OfflineFigures {
  page: string;
  finalPath: string;
  /** Median over the rounds, ms from navigation start. */
  fcp: number;
  lcp: number;
  /** When the "showing data of HH:mm" notice was seen (ms from navigation start, polled); NaN if never. */
  keptShown: number;
  rounds: number;
}

const OFFLINE_NOTICE = /^当前离线，显示的是 \d\d:\d\d 的数据$/;

/** Paint times of the current document, read once its largest paint has settled. */
async function paints(page: Page): Promise<{ fcp: number; lcp: number }> {
  return page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((done) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          done({ fcp, lcp: last ? last.startTime : Number.NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

export async function measureOfflineStart(
  browser: Browser,
  session: Session,
  path: string,
  rounds = 3,
): Promise<OfflineFigures> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  try {
    await context.addInitScript({ content: sessionInitScript(session) });
    const page = await context.newPage();
    // The earlier visits: the worker installs, then controls the page, whose answers are kept.
    await page.goto(`${PREVIEW_URL}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload({ waitUntil: 'networkidle' });
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
      throw new Error(`${path}: the service worker does not control the page`);

    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const fcp: number[] = [];
    const lcp: number[] = [];
    const kept: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      await page.goto(`${PREVIEW_URL}${path}`);
      // A screen that keeps nothing says nothing: its figure stays empty rather than failing the run.
      const said = await page
        .getByText(OFFLINE_NOTICE)
        .first()
        .waitFor({ timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      if (said) kept.push(await page.evaluate(() => performance.now()));
      const figures = await paints(page);
      fcp.push(figures.fcp);
      lcp.push(figures.lcp);
    }
    return {
      page: path,
      finalPath: new URL(page.url()).pathname,
      fcp: median(fcp),
      lcp: median(lcp),
      keptShown: median(kept),
      rounds,
    };
  } finally {
    await context.close();
  }
}
