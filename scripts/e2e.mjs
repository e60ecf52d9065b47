// Browser tests: starts the app in mock mode on its own port (E2E_PORT, default 8090) and, for the files
// named prod-*.test.ts, the production build served by nginx (npm run serve:prod on E2E_PROD_PORT,
// default E2E_PORT + 100); runs tests/e2e with node's test runner and playwright-core driving Debian's
// Chromium, two files at a time (E2E_CONCURRENCY); then stops the servers. Chromium and nginx are
// installed first where missing (as root), or the command to install them is printed.
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
// page's sessionStorage), so they can share the one dev server.
const CONCURRENCY = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? 2));

// `node scripts/e2e.mjs tests/e2e/prepare.test.ts …` runs only those files; no argument runs them all
// but the ones named here, which run only when named. (The fault matrix runs in full with
// FAULT_MATRIX=full; by default it tries every fault on a sample of screens, docs/security.md.)
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
const needsProd = files.some(isProd);
const needsMock = files.some((file) => !isProd(file));

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

const ready = [];
if (needsMock) {
  const server = start('npx', ['vite', '--mode', 'mock', '--port', String(PORT), '--strictPort'], {
    VITE_MOCK_DELAY: process.env.VITE_MOCK_DELAY ?? '30',
  });
  ready.push(
    waitForServer(server, BASE, 'The mock-mode app').then(() =>
      // Warm the dependency optimiser so the first test does not pay for it.
      fetch(`${BASE}/src/main.tsx`).catch(() => undefined),
    ),
  );
}
if (needsProd) {
  // The production build of this checkout, served by nginx with deploy/'s configuration.
  const server = start(process.execPath, ['scripts/serve-prod.mjs'], { PORT: String(PROD_PORT) });
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
  ['--import', 'tsx', '--test', `--test-concurrency=${CONCURRENCY}`, '--test-reporter=spec', ...files],
  {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: BASE, E2E_PROD_URL: PROD_BASE, CHROMIUM_PATH: CHROMIUM },
  },
);
const code = await new Promise((resolve) => run.on('exit', (c) => resolve(c ?? 1)));
stop();
process.exit(code);
