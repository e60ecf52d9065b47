/**
 * The servers the browser benchmarks need: the production build served by `vite preview` (port 8089,
 * /svc proxied to the built-in backend), the same build served as production serves it (nginx with
 * deploy/nginx's configuration, TLS and HTTP/2, port 8443), and `npm run api` (127.0.0.1:3001) with a
 * chosen volume. Every process started here is stopped by its own process group id.
 *
 * BENCH_PORTS=<n> moves every port of the bench to n…n+5 (preview, floor preview, api, site, floor
 * site, Lighthouse's debugging port), so two people can bench on one machine.
 */
import { build } from 'vite';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { request } from 'node:https';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeNginxSite } from '../nginxSite.mjs';
import { precompress } from '../precompress';
import { ensurePrerequisites, NGINX } from '../prereqs.mjs';

export const root = resolve(import.meta.dirname, '../..');
const PORT_BASE = process.env.BENCH_PORTS ? Number(process.env.BENCH_PORTS) : undefined;
/** The default port, or its place in the BENCH_PORTS range. */
const benchPort = (fallback: number, offset: number) =>
  PORT_BASE === undefined ? fallback : PORT_BASE + offset;
export const PREVIEW_PORT = benchPort(8089, 0);
export const API_PORT = benchPort(3001, 2);
export const PREVIEW_URL = `http://127.0.0.1:${PREVIEW_PORT}`;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
/** The production build the browser benchmarks load (kept apart from `dist` and from `npm run bench`). */
export const PREVIEW_DIST = resolve(root, 'reports/bench/dist-preview');
/** The floor page (scripts/bench/floor): the app's start-up libraries and one heading, nothing else. */
export const FLOOR_PORT = benchPort(8090, 1);
export const FLOOR_URL = `http://127.0.0.1:${FLOOR_PORT}`;
const FLOOR_ROOT = resolve(root, 'scripts/bench/floor');
const FLOOR_DIST = resolve(root, 'reports/bench/dist-floor');
/** The app and the floor page served as production serves them (startSite). */
export const SITE_URL = `https://127.0.0.1:${benchPort(8443, 3)}`;
export const FLOOR_SITE_URL = `https://127.0.0.1:${benchPort(8444, 4)}`;
/** The debugging port of the Chromium Lighthouse drives (BENCH_DEBUG_PORT still wins). */
export const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? benchPort(9333, 5));

export interface Server {
  name: string;
  stop: () => Promise<void>;
}

/**
 * Builds the production bundle with the API behind the preview's /svc proxy. BENCH_DIST=<dir> measures a
 * build made before instead (`VITE_API_BASE=/svc VITE_SVC_HOST= npx vite build --outDir <dir>`), so two
 * builds can be measured in turn on one machine in one hour, as comparisons need.
 */
export async function buildForPreview(): Promise<void> {
  const made = process.env.BENCH_DIST;
  if (made) {
    await rm(PREVIEW_DIST, { recursive: true, force: true });
    await cp(resolve(root, made), PREVIEW_DIST, { recursive: true });
    return;
  }
  const saved = { base: process.env.VITE_API_BASE, svc: process.env.VITE_SVC_HOST };
  process.env.VITE_API_BASE = '/svc';
  process.env.VITE_SVC_HOST = '';
  try {
    await build({
      root,
      configFile: resolve(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: PREVIEW_DIST, emptyOutDir: true },
    });
  } finally {
    restore('VITE_API_BASE', saved.base);
    restore('VITE_SVC_HOST', saved.svc);
  }
}

/**
 * Builds the floor page with the same Vite and React plugin as the app, minified and precompressed the
 * same way.
 */
export async function buildFloor(): Promise<void> {
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: FLOOR_ROOT,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { target: 'es2020', outDir: FLOOR_DIST, emptyOutDir: true },
  });
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

async function portIsFree(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return false;
  } catch {
    return true;
  }
}

async function waitFor(url: string, init: RequestInit, child: ChildProcess, name: string, log: string[]) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${log.join('')}`);
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${name} did not answer on ${url}:\n${log.join('')}`);
}

function start(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): [ChildProcess, Server, string[]] {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const server: Server = {
    name,
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((done) => child.once('exit', done));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await Promise.race([exited, sleep(3000)]);
    },
  };
  return [child, server, log];
}

/** `npm run api` with MOCK_VOLUME flights per day key. */
export async function startApi(volume: number): Promise<Server> {
  if (!(await portIsFree(API_PORT)))
    throw new Error(
      `Port ${API_PORT} is in use: stop the other \`npm run api\` first (the benchmark sets its volume).`,
    );
  const [child, server, log] = start(
    `api (volume ${volume})`,
    process.execPath,
    ['--import', 'tsx', 'mocks/server.ts'],
    {
      PORT: String(API_PORT),
      MOCK_VOLUME: String(volume),
      // The news, safety notices and crew log hold a screen or two in the seed, too short to time their
      // scrolling (SCROLL_CASES): 200 entries each, the seeded ones then older ones (mocks/README.md).
      MOCK_LIST_LENGTH: '200',
      MOCK_DELAY: '0',
    },
  );
  await waitFor(`${API_URL}/mobile/login`, { method: 'POST' }, child, server.name, log);
  return server;
}

/** `vite preview` of the build made by buildForPreview(), or of the floor page's build. */
export async function startPreview(which: 'app' | 'floor' = 'app'): Promise<Server> {
  const [port, outDir, url] =
    which === 'app'
      ? [PREVIEW_PORT, PREVIEW_DIST, `${PREVIEW_URL}/login`]
      : [FLOOR_PORT, FLOOR_DIST, FLOOR_URL];
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use: stop the other preview first.`);
  const args = [resolve(root, 'node_modules/vite/bin/vite.js'), 'preview', '--outDir', outDir];
  // The floor has no config of its own; the app's config (proxy, headers) is read from the root.
  if (which === 'floor') args.push('--config', resolve(FLOOR_ROOT, 'none.config.mjs'), '--host', '127.0.0.1');
  const [child, server, log] = start(
    `vite preview (${which})`,
    process.execPath,
    [...args, '--port', String(port), '--strictPort'],
    // The app's preview proxies /svc to the bench's own backend (vite.config.ts reads this).
    which === 'app' ? { VITE_PROXY_TARGET: API_URL } : {},
  );
  await waitFor(url, {}, child, server.name, log);
  return server;
}

export interface Session {
  auth: unknown;
  token: string;
  identifyCode?: string;
}

/** Signs in through the preview's /svc proxy, as the app does. */
export async function signInThroughApi(userName: string, password: string): Promise<Session> {
  const response = await fetch(`${PREVIEW_URL}/svc/mobile/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userName, password }).toString(),
  });
  const body = (await response.json()) as { Code?: string; Message?: string; List?: Session };
  if (!response.ok || body.Code !== '0' || !body.List?.token)
    throw new Error(
      `Sign-in as ${userName} failed: HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`,
    );
  return body.List;
}

/**
 * A script for the page's start: puts the session where the app keeps it (localStorage `auth`,
 * sessionStorage `token`/`identifyCode`, JSON) before the app's own code reads it.
 */
export function sessionInitScript(session: Session): string {
  const entries = JSON.stringify({
    local: { auth: JSON.stringify(session.auth) },
    session: {
      token: JSON.stringify(session.token),
      ...(session.identifyCode ? { identifyCode: JSON.stringify(session.identifyCode) } : {}),
    },
  });
  return `(() => {
    if (location.protocol !== 'http:' && location.protocol !== 'https:') return;
    const entries = ${entries};
    try {
      for (const [key, value] of Object.entries(entries.local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(entries.session)) sessionStorage.setItem(key, value);
    } catch {}
  })();`;
}

/** A certificate for 127.0.0.1 made for the bench (the bench's browser is told to accept it). */
function benchCertificate(): { cert: string; key: string } {
  const dir = resolve(root, 'reports/bench/tls');
  const pair = { cert: resolve(dir, 'cert.pem'), key: resolve(dir, 'key.pem') };
  if (existsSync(pair.cert) && existsSync(pair.key)) return pair;
  mkdirSync(dir, { recursive: true });
  // Debian's openssl (a dependency of its nginx and chromium packages).
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650', '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', pair.key, '-out', pair.cert],
      ],
      { stdio: 'ignore' },
    );
  } catch (error) {
    throw new Error(`openssl could not make the bench's certificate (apt install openssl): ${String(error)}`);
  }
  return pair;
}

/** Whether something answers HTTPS on the address (any status; the bench's own certificate). */
const answersTls = (url: string) =>
  new Promise<boolean>((done) => {
    const asking = request(url, { rejectUnauthorized: false, timeout: 2000 }, (response) => {
      response.resume();
      done(true);
    });
    asking.on('error', () => done(false));
    asking.on('timeout', () => asking.destroy());
    asking.end();
  });

/**
 * The app's build (with /svc/ proxied to `npm run api`) or the floor page's, served by nginx as
 * production serves them (deploy/nginx/crew-app.site.conf: TLS, HTTP/2, brotli and gzip, the cache rules
 * and headers). Lighthouse's simulation models a page's requests by their protocol: over HTTP/1.1 (vite
 * preview) each of six connections opens and slow-starts on its own, over HTTP/2 they share one.
 */
export async function startSite(which: 'app' | 'floor' = 'app'): Promise<Server> {
  const url = which === 'app' ? SITE_URL : FLOOR_SITE_URL;
  const port = Number(new URL(url).port);
  if (await answersTls(url)) throw new Error(`Port ${port} is in use: stop the other site first.`);
  ensurePrerequisites({ nginx: true });
  const site = writeNginxSite({
    prefix: resolve(root, '.tmp', `bench-nginx-${port}`),
    host: '127.0.0.1',
    port,
    dist: which === 'app' ? PREVIEW_DIST : FLOOR_DIST,
    ...(which === 'app' ? { backend: API_URL, mockFiles: true } : {}),
    tls: benchCertificate(),
    by: 'scripts/bench/servers.ts',
  });
  const [child, server, log] = start(`nginx (${which}, TLS and HTTP/2)`, NGINX, site.args, {});
  for (let attempt = 0; attempt < 80; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`${server.name} exited (${child.exitCode}):\n${log.join('')}`);
    if (await answersTls(`${url}/`)) return server;
    await sleep(250);
  }
  await server.stop();
  throw new Error(`${server.name} did not answer on ${url}:\n${log.join('')}`);
}
