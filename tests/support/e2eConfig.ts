/**
 * What playwright.config.ts and the browser tests share: where the app is served, the phone, the browser. Each engineer's run takes its own ports: E2E_PORT for the mock-mode bundle, E2E_PROD_PORT (default
 * E2E_PORT + 100) for the production bundle behind nginx.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const E2E_PROD_PORT = Number(process.env.E2E_PROD_PORT ?? E2E_PORT + 100);

/** The mock-mode bundle (the built-in backend inside, as `npm run mock` runs it) served by `vite preview`. */
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The production bundle served by nginx with deploy/'s configuration (`npm run serve:prod`). */
export const PROD_BASE_URL = `http://127.0.0.1:${E2E_PROD_PORT}`;

/** The bundles the run builds (in .tmp/, never committed; per port, so that two runs in one checkout never meet). */
export const MOCK_DIST = `.tmp/e2e-mock-${E2E_PORT}`;
/**
 * The production bundle nginx serves; the service-worker files (offline, installable) serve it themselves
 * on their own origin, so that their worker and its caches are theirs alone.
 */
export const PROD_DIST = `.tmp/e2e-prod-${E2E_PROD_PORT}`;

/**
 * The servers the service-worker files and the `npm run api` test start themselves, on ports of this run's
 * range (E2E_PORT + 86 to + 89), so that two engineers' runs on one machine never meet.
 */
export const API_SERVER_PORT = E2E_PORT + 86;
export const INSTALLABLE_PORT = E2E_PORT + 87;
export const OFFLINE_PORT = E2E_PORT + 88;
export const OFFLINE_API_PORT = E2E_PORT + 89;

/**
 * A phone of the spec's size (375x812), with touch, set to another zone than Beijing's as a crew
 * member's is abroad: the app shows backend times on Beijing's clock whatever the phone's zone
 * (src/lib/beijing.ts), and the unit tests run in the same zone (vitest.config.ts).
 */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  timezoneId: 'America/Los_Angeles',
} as const;

/** Debian's Chromium with the flags this workplace needs (no background network, no sandbox as root). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
