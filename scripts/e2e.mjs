// Browser tests: builds the app in mock mode (the built-in backend inside, as `npm run mock` runs it)
// and serves the bundle with `vite preview` on its own port (E2E_PORT, default 8090); builds the production
// bundle once (.tmp/e2e-prod) for the files that need it: prod-*.test.ts get it served by nginx
// (npm run serve:prod on E2E_PROD_PORT, default E2E_PORT + 100), the service-worker files serve it
// themselves (E2E_PROD_DIST). Runs tests/e2e with node's test runner and playwright-core driving Debian's
// Chromium, two files at a time (E2E_CONCURRENCY); then stops the servers. Chromium and nginx are
// installed first where missing (as root), or the command to install them is printed.
// A bundle, not the dev server: a page load is a dozen files instead of hundreds of modules transformed
// one by one, and React runs its production build, which the suite's hundreds of page loads feel on two
// cores. `E2E_DEV=1` runs against the dev server instead (source maps, React's development warnings).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM, ensurePrerequisites } from './prereqs.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8090);
const PROD_PORT = Number(process.env.E2E_PROD_PORT ?? PORT + 100);
const BASE = `http://127.0.0.1:${PORT}`;
const PROD_BASE = `http://127.0.0.1:${PROD_PORT}`;
// Files are independent (each its own browser contexts; the built-in backend's state lives in each
// page's sessionStorage), so they can share the one server.
const CONCURRENCY = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? 2));
/**
 * Node 20 applies --test-timeout to a whole file (later versions to each test), a backstop behind the
 * per-test watchdog of tests/e2e/browser.ts: the longest file, the fault matrix, takes 14-16 minutes on
 * two cores, so a file gets 30.
 */
const FILE_LIMIT_MS = Number(process.env.E2E_FILE_LIMIT_MS ?? 30 * 60_000);

// `node scripts/e2e.mjs tests/e2e/prepare.test.ts …` runs only those files; no argument runs them all
// but the ones named here, which run only when named. (`FAULT_MATRIX=sample` narrows the fault matrix to
// a sample of screens while mending, docs/security.md.)
const ONLY_WHEN_NAMED = new Set([]);
const requested = process.argv.slice(2);
const files = (
  requested.length > 0
    ? requested
    : readdirSync('tests/e2e')
        .filter((name) => name.endsWith('.test.ts') && !ONLY_WHEN_NAMED.has(name))
        .map((name) => `tests/e2e/${name}`)
).sort();
if (files.length === 0) {
  console.error('No browser tests found in tests/e2e.');
  process.exit(1);
}
const isProd = (file) => basename(file).startsWith('prod-');
/** Files that serve the production bundle themselves (a service worker needs its own origin and profile). */
const SERVE_THEIR_OWN = new Set(['offline.test.ts', 'installable.test.ts']);
const needsProd = files.some(isProd);
const needsProdBuild = files.some((file) => isProd(file) || SERVE_THEIR_OWN.has(basename(file)));
const needsMock = files.some((file) => !isProd(file));
const DEV = process.env.E2E_DEV === '1';
const MOCK_OUT = '.tmp/e2e-mock';
const PROD_OUT = '.tmp/e2e-prod';

ensurePrerequisites({ chromium: true, nginx: needsProd });

const servers = [];
const stop = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

function start(command, args, env) {
  const server = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: { ...process.env, ...env },
  });
  servers.push(server);
  server.exited = new Promise((resolve) => server.on('exit', (code) => resolve(code ?? 1)));
  return server;
}

/** Polls until the address answers 200, failing early if the server process ends. */
async function waitForServer(server, url, what, tries = 240) {
  let gone = false;
  void server.exited.then(() => (gone = true));
  for (let i = 0; i < tries && !gone; i += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${what} did not start on ${url}`);
}

/** `vite build` into a folder of .tmp/, resolving when it is done (its output is shown only on failure). */
function build(outDir, args, env = {}) {
  return new Promise((done, fail) => {
    const child = spawn('npx', ['vite', 'build', ...args, '--outDir', outDir, '--emptyOutDir'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code === 0) return done();
      console.error(output);
      fail(new Error(`vite build ${args.join(' ')} failed (${code})`));
    });
  });
}

const started = Date.now();
const builds = [];
// The built-in backend answers after VITE_MOCK_DELAY ms (a build-time setting in a bundle).
const mockEnv = { VITE_MOCK_DELAY: process.env.VITE_MOCK_DELAY ?? '30' };
if (needsMock && !DEV) builds.push(build(MOCK_OUT, ['--mode', 'mock'], mockEnv));
if (needsProdBuild) builds.push(build(PROD_OUT, []));
try {
  await Promise.all(builds);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (builds.length > 0) console.log(`Bundles built in ${Math.round((Date.now() - started) / 1000)} s.`);

const ready = [];
if (needsMock) {
  const server = DEV
    ? start('npx', ['vite', '--mode', 'mock', '--port', String(PORT), '--strictPort'], mockEnv)
    : start('npx', [
        'vite',
        'preview',
        '--mode',
        'mock',
        '--outDir',
        MOCK_OUT,
        '--port',
        String(PORT),
        '--strictPort',
      ]);
  ready.push(
    waitForServer(server, BASE, 'The mock-mode app').then(() =>
      // Warm the dev server's dependency optimiser so the first test does not pay for it.
      DEV ? fetch(`${BASE}/src/main.tsx`).catch(() => undefined) : undefined,
    ),
  );
}
if (needsProd) {
  // The production bundle, served by nginx with deploy/'s configuration.
  const server = start(process.execPath, ['scripts/serve-prod.mjs', '--no-build'], {
    PORT: String(PROD_PORT),
    DIST_DIR: PROD_OUT,
  });
  server.stdout.pipe(process.stdout);
  ready.push(waitForServer(server, `${PROD_BASE}/login`, 'The nginx-served production build'));
}
try {
  await Promise.all(ready);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const run = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${CONCURRENCY}`,
    // A wait that never ends (a page promise that never settles) fails its file after FILE_LIMIT_MS with
    // the test's name, instead of holding CI until its own limit; a file whose tests are over exits even
    // if something it started still holds a handle.
    `--test-timeout=${FILE_LIMIT_MS}`,
    '--test-force-exit',
    '--test-reporter=spec',
    ...files,
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: BASE,
      E2E_PROD_URL: PROD_BASE,
      ...(needsProdBuild ? { E2E_PROD_DIST: PROD_OUT } : {}),
      CHROMIUM_PATH: CHROMIUM,
    },
  },
);
const code = await new Promise((resolve) => run.on('exit', (c) => resolve(c ?? 1)));
stop();
process.exit(code);
