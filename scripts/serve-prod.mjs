// npm run serve:prod: builds dist/ and serves it the way production does, with the distribution's nginx
// and the configuration of deploy/nginx, on http://127.0.0.1:8080 (PORT). /svc/ goes to the built-in
// backend (`npm run api`, started here on a free port, API_PORT to choose) unless BACKEND_URL names
// another. nginx runs in the foreground as this user, with its prefix, config and temp files in
// .tmp/nginx-<port>/. `--no-build` serves the dist/ already there. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { NGINX, ensurePrerequisites } from './prereqs.mjs';
import { writeNginxSite } from './nginxSite.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = process.env.HOST ?? '127.0.0.1';
const PORT = Number(process.env.PORT ?? 8080);
const DIST = resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const BACKEND_URL = (process.env.BACKEND_URL ?? '').replace(/\/+$/, '');
const build = !process.argv.includes('--no-build');

ensurePrerequisites({ nginx: true });

/** True when nothing listens on the port yet. */
async function portFree(port, host = HOST) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, host, () => probe.close(() => done(true)));
  });
}
if (!(await portFree(PORT))) {
  console.error(`Port ${PORT} is in use: choose another with PORT=…`);
  process.exit(1);
}

const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.reverse()) {
    try {
      // Each child leads its own process group (npm → tsx → node for the backend).
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

function start(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${command} ${args[0] ?? ''} stopped (${signal ?? code}); stopping the server.`);
    stopAll(1);
  });
  return child;
}

async function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Waits until something answers HTTP at the address (any status). */
async function waitFor(url, what) {
  for (let i = 0; i < 240; i += 1) {
    if (stopping) return;
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await sleep(250);
    }
  }
  console.error(`${what} did not answer at ${url}`);
  stopAll(1);
}

if (build) {
  // vite build alone: the type check is `npm run typecheck`'s job (and CI's).
  const result = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    console.error('The production build failed.');
    process.exit(1);
  }
}
if (!existsSync(resolve(DIST, 'index.html')) || !existsSync(resolve(DIST, '_csp.txt'))) {
  console.error(`${DIST} holds no production build (index.html and _csp.txt): run without --no-build.`);
  process.exit(1);
}

let backend = BACKEND_URL;
const builtIn = backend === '';
if (builtIn) {
  const apiPort = Number(process.env.API_PORT ?? (await freePort()));
  backend = `http://127.0.0.1:${apiPort}`;
  start('npm', ['run', '--silent', 'api'], {
    env: { ...process.env, PORT: String(apiPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${backend}/api/Default/GetAuth`, 'The built-in backend');
}

let site;
try {
  site = writeNginxSite({
    prefix: resolve(ROOT, '.tmp', `nginx-${PORT}`),
    host: HOST,
    port: PORT,
    dist: DIST,
    backend,
    mockFiles: builtIn,
    by: 'scripts/serve-prod.mjs',
  });
} catch (error) {
  console.error(error.message);
  stopAll(1);
}
const { confFile, brotli, args: nginxArgs } = site;
const check = spawnSync(NGINX, [...nginxArgs, '-t', '-q'], { stdio: 'inherit' });
if (check.status !== 0) {
  console.error(`nginx rejected ${confFile}.`);
  stopAll(1);
}
start(NGINX, nginxArgs, { stdio: ['ignore', 'inherit', 'inherit'] });
const url = `http://${HOST}:${PORT}`;
await waitFor(`${url}/`, 'nginx');
console.log(
  `Production build served by nginx on ${url} (backend: ${builtIn ? `built-in, ${backend}` : backend}${
    brotli ? '; gzip and brotli' : '; gzip'
  }). Ctrl-C stops it.`,
);
