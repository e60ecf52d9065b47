/**
 * The browser tests (tests/e2e) under @playwright/test: `npm run test:e2e` (after the unit tests in
 * `npm test`), or `npx playwright test tests/e2e/home.test.ts` for one file.
 *
 * Servers (Playwright's `webServer`, started before the tests and stopped after them; only those the
 * chosen files need):
 * - the app in mock mode (the built-in backend inside, as `npm run mock` runs it), built into .tmp/ and
 *   served by `vite preview` on E2E_PORT (default 8090). A bundle, not the dev server: a page load is a
 *   dozen files instead of hundreds of modules transformed one by one, and React runs its production
 *   build, which the suite's hundreds of page loads feel on two cores. `E2E_DEV=1` uses the dev server
 *   (source maps, React's development warnings);
 * - the production build behind nginx with deploy/'s configuration (`npm run serve:prod`) on
 *   E2E_PROD_PORT (default E2E_PORT + 100), for prod-*.test.ts; the service-worker files (offline,
 *   installable) serve the same bundle themselves, on an origin of their own.
 * `E2E_REUSE=1` uses servers already running on those ports instead (a quicker loop while mending).
 *
 * Debian's Chromium (`/usr/bin/chromium`, CHROMIUM_PATH elsewhere): Playwright's own browser download is
 * not used. A failed test keeps its trace (no screencast) and a screenshot (test-results/); the HTML report goes to
 * playwright-report/ (`npx playwright show-report`). No retries: a test that fails once is mended.
 */
import { readdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import {
  BASE_URL,
  CHROMIUM,
  E2E_PORT,
  E2E_PROD_PORT,
  MOCK_DIST,
  PHONE,
  PROD_BASE_URL,
  PROD_DIST,
} from './tests/support/e2eConfig';

const TEST_DIR = 'tests/e2e';

/** Options of `playwright test` that take a value: that value is not a file filter. */
const VALUED =
  /^(-g|--grep|--grep-invert|-j|--workers|--project|--reporter|--timeout|--repeat-each|--max-failures|-c|--config|--output|--shard|--trace|--retries|--global-timeout)$/;

/**
 * The test files this run selects: Playwright's positional arguments filter files by path. A title filter
 * (`-g`) may pick tests of any file, so it selects them all, as does a run without filters.
 */
function selectedFiles(): string[] {
  const all = readdirSync(TEST_DIR).filter((name) => name.endsWith('.test.ts'));
  const argv = process.argv.slice(process.argv.indexOf('test') + 1);
  const filters: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '-g' || arg === '--grep') return all;
    if (VALUED.test(arg)) i += 1;
    else if (!arg.startsWith('-')) filters.push(arg.replace(/:\d+(:\d+)?$/, ''));
  }
  const chosen = all.filter((name) => filters.some((filter) => `${TEST_DIR}/${name}`.includes(filter)));
  return chosen.length > 0 ? chosen : all;
}

const files = selectedFiles();
/** Files that serve the production bundle themselves (a service worker needs its own origin and profile). */
const SERVE_THEIR_OWN = new Set(['offline.test.ts', 'installable.test.ts']);
const needsProd = files.some((name) => name.startsWith('prod-') || SERVE_THEIR_OWN.has(name));
const needsMock = files.some((name) => !name.startsWith('prod-'));
const reuse = process.env.E2E_REUSE === '1';
/** The built-in backend answers after this many ms (a build-time setting in a bundle). */
const mockEnv = { VITE_MOCK_DELAY: process.env.VITE_MOCK_DELAY ?? '30' };
/** Vite's notice about its future config loader, printed by every build and every server. */
const quiet = { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

const mockServer = {
  name: 'mock',
  command:
    process.env.E2E_DEV === '1'
      ? `npx vite --mode mock --port ${E2E_PORT} --strictPort`
      : // The build speaks only when it fails.
        `mkdir -p .tmp && { npx vite build --mode mock --outDir ${MOCK_DIST} --emptyOutDir > .tmp/e2e-mock-build.log 2>&1 ` +
        `|| { cat .tmp/e2e-mock-build.log; exit 1; }; } && ` +
        `npx vite preview --mode mock --outDir ${MOCK_DIST} --port ${E2E_PORT} --strictPort`,
  url: BASE_URL,
  env: { ...mockEnv, ...quiet },
  reuseExistingServer: reuse,
  timeout: 180_000,
};

/**
 * `npm run serve:prod` builds the production bundle into PROD_DIST and serves it with nginx, the built-in
 * backend behind /svc/. Stopped by SIGTERM: it then stops nginx and the backend, which run in process
 * groups of their own.
 */
const prodServer = {
  name: 'prod',
  command: 'npm run --silent serve:prod',
  url: `${PROD_BASE_URL}/login`,
  env: { PORT: String(E2E_PROD_PORT), DIST_DIR: PROD_DIST, ...quiet },
  reuseExistingServer: reuse,
  timeout: 180_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
};

export default defineConfig({
  testDir: TEST_DIR,
  testMatch: '*.test.ts',
  /**
   * Two workers, one Chromium each: CI has two cores. A file's tests run in order in one worker unless
   * the file says they are independent (`test.describe.configure({ mode: 'parallel' })`).
   */
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  /**
   * Per test, on a shared two-core machine; the long ones set their own (`test.setTimeout`, or
   * `test.describe.configure({ timeout })`): the fault matrix's time-out pass takes about three minutes.
   */
  timeout: 180_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    // The phone, in Chinese (the app's default language); also for contexts a test opens itself.
    ...PHONE,
    locale: 'zh-CN',
    baseURL: BASE_URL,
    // What playwright-core waits by default: a wait without a limit of its own fails after 30 s instead
    // of running to the test's time-out.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed test keeps its trace, without the page's screencast: recording it doubled the browser's
    // CPU time on two cores (the failure's screenshot, the DOM snapshots of each action and the network
    // are still there).
    // No trace at all with E2E_TRACE=off (.ci/run: nobody opens a clean clone's test-results/).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  webServer: [...(needsMock ? [mockServer] : []), ...(needsProd ? [prodServer] : [])],
});
