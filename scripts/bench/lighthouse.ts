/**
 * Page-load figures: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against the
 * production build. Each page gets a fresh browser profile; a signed-in page gets its session put into
 * web storage by an init script before the app starts (Lighthouse itself opens the tab).
 */
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM } from '../prereqs.mjs';
import { DEBUG_PORT, root, sessionInitScript, type Session } from './servers';

export { CHROMIUM };
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The bench's own browser, with a throwaway profile, loading only the bench's local servers: the
  // production-like site's certificate is one made for the run (servers.ts, benchCertificate).
  '--ignore-certificate-errors',
];

export interface LighthouseFigures {
  page: string;
  url: string;
  finalPath: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  /** Lighthouse's own accessibility score, for reference next to the axe test. */
  accessibility: number;
  /** The full Lighthouse report of this run (JSON). */
  report: string;
}

async function startChromium(): Promise<{ stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
    { detached: true, stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((done) => child.once('exit', done));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, sleep(3000)]);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 80; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
      if (response.ok) return { stop };
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) break;
    await sleep(250);
  }
  await stop();
  throw new Error(`Chromium did not open its debugging port ${DEBUG_PORT}`);
}

const audit = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * The same device's earlier visit: the page is opened twice in the profile Lighthouse will use, so the
 * service worker is installed and controls it and the page's own code and kept answers are on the phone.
 */
async function visitBefore(context: BrowserContext, url: string): Promise<void> {
  const tab = await context.newPage();
  await tab.goto(url, { waitUntil: 'networkidle' });
  await tab.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await tab.reload({ waitUntil: 'networkidle' });
  const controlled = await tab.evaluate(() => navigator.serviceWorker.controller !== null);
  await tab.close();
  if (!controlled)
    throw new Error(`${url}: the service worker does not control the page on the second visit`);
}

export interface LighthouseOptions {
  /** A repeat visit: the service worker and what it cached stay (Lighthouse resets storage otherwise). */
  repeatVisit?: boolean;
  /**
   * 'simulate' (Lighthouse's default: the load runs at full speed and the slow phone is computed from
   * it) or 'devtools' (the browser itself is slowed: latency, bandwidth and CPU applied while loading).
   */
  throttling?: 'simulate' | 'devtools';
}

/**
 * One Lighthouse run of `url`; with a session, the page starts signed in. A run whose trace Lighthouse
 * could not record (NO_NAVSTART, now and then on a busy machine) is made once more in a new browser:
 * it is not a figure of the page.
 */
export async function runLighthouse(
  page: string,
  url: string,
  session?: Session,
  run = 1,
  options: LighthouseOptions = {},
): Promise<LighthouseFigures> {
  try {
    return await runLighthouseOnce(page, url, session, run, options);
  } catch (error) {
    if (!String(error).includes('NO_NAVSTART')) throw error;
    console.log(`  ${page}: Lighthouse recorded no trace (NO_NAVSTART); run ${run} again`);
    return runLighthouseOnce(page, url, session, run, options);
  }
}

async function runLighthouseOnce(
  page: string,
  url: string,
  session: Session | undefined,
  run: number,
  options: LighthouseOptions,
): Promise<LighthouseFigures> {
  const browser = await startChromium();
  const attached =
    session || options.repeatVisit
      ? await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`)
      : undefined;
  try {
    // The default context's init script reaches the tab Lighthouse opens, before any of the app's code.
    if (attached && session)
      await attached.contexts()[0]!.addInitScript({ content: sessionInitScript(session) });
    if (attached && options.repeatVisit) await visitBefore(attached.contexts()[0]!, url);
    const result = await lighthouse(url, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: options.repeatVisit === true,
      ...(options.throttling === 'devtools' ? { throttlingMethod: 'devtools' as const } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const reportDir = resolve(root, 'reports/bench/lighthouse');
    mkdirSync(reportDir, { recursive: true });
    const name = `${page.replace(/[^a-z0-9]+/gi, '_')}${options.repeatVisit ? '.repeat' : ''}${options.throttling === 'devtools' ? '.applied' : ''}`;
    const report = join(reportDir, `${name}.run${run}.json`);
    writeFileSync(report, JSON.stringify(lhr));
    if (process.env.BENCH_LANTERN === '1') await writeLcpSimulation(report);
    const requests =
      (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
    return {
      page,
      url,
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit(lhr, 'first-contentful-paint'),
      lcp: audit(lhr, 'largest-contentful-paint'),
      tbt: audit(lhr, 'total-blocking-time'),
      cls: audit(lhr, 'cumulative-layout-shift'),
      bytes: audit(lhr, 'total-byte-weight'),
      requests,
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      report,
    };
  } finally {
    await attached?.close().catch(() => undefined);
    await browser.stop();
  }
}

/**
 * BENCH_LANTERN=1 (while mending): writes `<report>.lantern.txt` beside each report, the nodes of the
 * simulation of its LCP (optimistic and pessimistic graphs): start and end in simulated ms, then the
 * request (path, bytes) or the main-thread task (observed ms, what it ran), then what it waited for (the
 * requests by path, the tasks by simulated start). It shows what the simulated LCP waits for, which the
 * report itself does not.
 */
async function writeLcpSimulation(report: string): Promise<void> {
  const { Simulation } = await import('lighthouse/core/lib/lantern/lantern.js');
  const lines: string[] = [];
  for (const [label, timings] of Simulation.Simulator.allNodeTimings) {
    if (!label.includes('LargestContentfulPaint')) continue;
    lines.push(`# ${label}`);
    const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of rows) {
      const what =
        node.type === 'network'
          ? `request ${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${node.request.transferSize} B`
          : `task ${Math.round(node.duration / 1000)} ms: ${[...new Set(node.childEvents.map((e) => e.name))]
              .filter((name) => /^(ParseHTML|EvaluateScript|FunctionCall|Layout|Paint)$/.test(name))
              .join(', ')}`;
      const after = node
        .getDependencies()
        .map((before) =>
          before.type === 'network'
            ? before.request.url.replace(/^https?:\/\/[^/]+/, '')
            : `task at ${Math.round(timings.get(before)?.startTime ?? -1)}`,
        )
        .join(', ');
      lines.push(`${Math.round(timing.startTime)}\t${Math.round(timing.endTime)}\t${what}\t<- ${after}`);
    }
  }
  writeFileSync(report.replace(/\.json$/, '.lantern.txt'), `${lines.join('\n')}\n`);
}
