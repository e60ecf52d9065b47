// Browser tests: starts the app in mock mode on its own port, runs tests/e2e with node's test runner
// (playwright-core driving Debian's Chromium), then stops the server.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 8090);
const BASE = `http://127.0.0.1:${PORT}`;

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install chromium).`);
  process.exit(1);
}

// `node scripts/e2e.mjs tests/e2e/prepare.test.ts …` runs only those files; no argument runs them all.
const requested = process.argv.slice(2);
const files = (
  requested.length > 0
    ? requested
    : readdirSync('tests/e2e')
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => `tests/e2e/${name}`)
).sort();
if (files.length === 0) {
  console.error('No browser tests found in tests/e2e.');
  process.exit(1);
}

const server = spawn('npx', ['vite', '--mode', 'mock', '--port', String(PORT), '--strictPort'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
  env: { ...process.env, VITE_MOCK_DELAY: process.env.VITE_MOCK_DELAY ?? '30' },
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      const response = await fetch(BASE);
      if (response.ok) {
        // Warm the dependency optimiser so the first test does not pay for it.
        await fetch(`${BASE}/src/main.tsx`).catch(() => undefined);
        return;
      }
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`The mock-mode app did not start on ${BASE}`);
}

await waitForServer();
const run = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: BASE, CHROMIUM_PATH: CHROMIUM } },
);
const code = await new Promise((resolve) => run.on('exit', (c) => resolve(c ?? 1)));
stop();
process.exit(code);
