/**
 * deploy/nginx's configuration as nginx runs it (scripts/nginxSite.mjs, the server of `npm run
 * serve:prod` and the bench, with the production site's snippets), in front of a backend that echoes what
 * it was sent and answers with the headers a careless backend sends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { http, passthrough } from 'msw';
import { mockServer } from '@mocks/node';
import { REQUEST_TIMEOUT_MS } from '@/api/client';
import { buildPolicy, inlineHashes } from '../../scripts/csp';
import { writeNginxSite } from '../../scripts/nginxSite.mjs';
import { NGINX } from '../../scripts/prereqs.mjs';

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createNetServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

let backend: Server;
let nginx: ChildProcess;
let base = '';
let work = '';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'crew-nginx-'));
  // nginx's workers drop root's rights (run as root, they are nobody): they must reach the files.
  chmodSync(work, 0o755);
  const dist = join(work, 'dist');
  const html =
    '<!doctype html><html><head><style>.boot{}</style></head><body><script>go()</script></body></html>';
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'assets/index-A1.js'), 'export {};\n');
  writeFileSync(join(dist, 'assets/pdf.worker-A1.mjs'), 'export {};\n');
  writeFileSync(join(dist, 'assets/index-A1.css'), 'body{}\n');
  writeFileSync(join(dist, 'assets/icon-A1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  writeFileSync(
    join(dist, 'manifest.webmanifest'),
    readFileSync(resolve(import.meta.dirname, '../../public/manifest.webmanifest')),
  );
  writeFileSync(
    join(dist, '_csp.txt'),
    buildPolicy({ scriptHashes: inlineHashes(html, 'script'), styleHashes: inlineHashes(html, 'style') }),
  );
  // The backend: echoes the request's headers and body size, and sends headers of its own.
  backend = createServer((request, response) => {
    let size = 0;
    request.on('data', (chunk: Buffer) => (size += chunk.length));
    request.on('end', () => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'cross-origin-opener-policy': 'unsafe-none',
        'x-aspnet-version': '4.0.30319',
        'x-powered-by': 'ASP.NET',
        'content-security-policy': 'default-src *',
      });
      response.end(JSON.stringify({ headers: request.headers, size, url: request.url }));
    });
  });
  const backendPort = await freePort();
  await new Promise<void>((ready) => backend.listen(backendPort, '127.0.0.1', ready));
  const port = await freePort();
  const site = writeNginxSite({
    prefix: join(work, 'nginx'),
    host: '127.0.0.1',
    port,
    dist,
    backend: `http://127.0.0.1:${backendPort}`,
    by: 'tests/deploy/nginx.test.ts',
  });
  nginx = spawn(NGINX, site.args, { stdio: 'ignore' });
  base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 80; attempt += 1) {
    try {
      mockServer.use(http.all(`${base}/*`, () => passthrough()));
      await fetch(`${base}/`);
      return;
    } catch {
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  throw new Error('nginx did not start');
}, 30_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await new Promise<void>((done) => backend.close(() => done()));
  rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  mockServer.use(http.all(`${base}/*`, () => passthrough()));
});

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${base}/svc${path}`, { method: 'POST', ...init });

describe('the /svc/ proxy', () => {
  it('tells the backend the address it saw, never one the client wrote', async () => {
    const answer = await call('/api/echo', { headers: { 'X-Forwarded-For': '203.0.113.66' } });
    const echoed = (await answer.json()) as { headers: Record<string, string>; url: string };
    expect(echoed.url).toBe('/api/echo');
    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echoed.headers['x-real-ip']).toBe('127.0.0.1');
  });

  it('sends the app\u2019s headers, not the backend\u2019s, and a sandbox policy for an answer', async () => {
    const answer = await call('/api/echo');
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(answer.headers.get('x-aspnet-version')).toBeNull();
    expect(answer.headers.get('x-powered-by')).toBeNull();
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('takes a signature-sized body and refuses a larger one', async () => {
    const body = (bytes: number) => 'x'.repeat(bytes);
    const signature = await call('/api/PersonnalCenter/UpdateDigitalCertificate', { body: body(1_500_000) });
    expect(signature.status).toBe(200);
    expect(((await signature.json()) as { size: number }).size).toBe(1_500_000);
    expect((await call('/api/echo', { body: body(2_200_000) })).status).toBe(413);
  });

  it('slows down repeated sign-in and code calls from one address, and only those', async () => {
    const statuses = async (path: string, times: number) => {
      const all: number[] = [];
      for (let i = 0; i < times; i += 1) all.push((await call(path)).status);
      return all;
    };
    const logins = await statuses('/mobile/login', 14);
    expect(logins.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(logins).toContain(429);
    const codes = await statuses('/FlightService.svc/SendSMSForLogin', 6);
    expect(codes).toContain(429);
    expect(await statuses('/api/Home/GetNewsList', 30)).toEqual(Array(30).fill(200));
  });

  it('gives up on a slow backend before the client does, so the user reads a 504', () => {
    const proxy = readFileSync(resolve('deploy/nginx/crew-app/proxy.conf'), 'utf8');
    const seconds = Number(/^proxy_read_timeout (\d+)s;/m.exec(proxy)?.[1]);
    expect(seconds * 1000).toBeLessThan(REQUEST_TIMEOUT_MS);
    expect(seconds * 1000).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 10_000);
  });
});

describe('the pages', () => {
  it('carry the release\u2019s policy with its reporting group, and reports have somewhere to go', async () => {
    const page = await fetch(`${base}/login`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain('report-to csp-endpoint');
    expect(page.headers.get('reporting-endpoints')).toBe('csp-endpoint="/_csp-report"');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const report = await fetch(`${base}/_csp-report`, { method: 'POST', body: '{}' });
    expect(report.status).toBe(204);
  });
});

describe('the web app manifest', () => {
  it('is sent as what it is, compressed, revalidated on every use', async () => {
    const file = await fetch(`${base}/manifest.webmanifest`, { headers: { 'accept-encoding': 'gzip' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(file.headers.get('content-encoding')).toBe('gzip');
    expect(file.headers.get('cache-control')).toBe('no-cache');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.parse(await file.text())).toHaveProperty('start_url');
  });

  it('carries the common headers alone: it is read, never shown as a document', async () => {
    const file = await fetch(`${base}/manifest.webmanifest`);
    expect(file.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(file.headers.get('referrer-policy')).toBe('strict-origin');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options'])
      expect(file.headers.get(name), name).toBeNull();
  });
});

describe('the hashed files', () => {
  const documentOnly = ['permissions-policy', 'x-frame-options', 'cross-origin-opener-policy'];

  const common = (file: Response, path: string) => {
    expect(file.status, path).toBe(200);
    expect(file.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(file.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    expect(file.headers.get('referrer-policy'), path).toBe('strict-origin');
    for (const name of documentOnly) expect(file.headers.get(name), `${path}: ${name}`).toBeNull();
  };

  it('send scripts and stylesheets with the common headers alone: a policy binds documents and workers', async () => {
    for (const path of ['/assets/index-A1.js', '/assets/index-A1.css']) {
      const file = await fetch(`${base}${path}`);
      common(file, path);
      expect(file.headers.get('content-security-policy'), path).toBeNull();
      expect(file.headers.get('reporting-endpoints'), path).toBeNull();
    }
  });

  it("send a module script run as a worker (pdf.js's) with the policy it takes from its own answer", async () => {
    const path = '/assets/pdf.worker-A1.mjs';
    const file = await fetch(`${base}${path}`);
    common(file, path);
    expect(file.headers.get('content-security-policy'), path).toContain("default-src 'self'");
    expect(file.headers.get('reporting-endpoints'), path).toContain('/_csp-report');
  });

  it('send any other file, which a browser may open as a document, with every header of a page', async () => {
    for (const path of ['/assets/icon-A1.svg', '/login']) {
      const file = await fetch(`${base}${path}`);
      expect(file.status, path).toBe(200);
      for (const name of documentOnly) expect(file.headers.get(name), `${path}: ${name}`).not.toBeNull();
    }
    const missing = await fetch(`${base}/assets/missing-A1.js`);
    expect(missing.status).toBe(404);
    for (const name of documentOnly) expect(missing.headers.get(name), `a 404: ${name}`).not.toBeNull();
  });
});
