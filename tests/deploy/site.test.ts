/**
 * The production site (deploy/nginx/crew-app.site.conf) as nginx runs it: the file as it is, with only
 * its listening ports, certificate and release snippet moved to a temporary folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:tls';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildPolicy, inlineHashes } from '../../scripts/csp';
import { installRelease } from '../../deploy/release.mjs';
import { brotliLoadLines, hasBrotli, NGINX } from '../../scripts/prereqs.mjs';

const SITE = 'crew.example-airline.com';
/** Ports free now, all different: each probe stays open until the others have theirs (one probe
 * after another, the system can hand the same port out twice, and nginx refuses a duplicate listen). */
async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  const found = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((done) =>
          probe.listen(0, '127.0.0.1', () => {
            const address = probe.address();
            done(typeof address === 'object' && address ? address.port : 0);
          }),
        ),
    ),
  );
  await Promise.all(probes.map((probe) => new Promise((closed) => probe.close(closed))));
  return found;
}

let work = '';
let nginx: ChildProcess | undefined;
const ports = { http: 0, https: 0 };

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'crew-site-'));
  // nginx's workers drop root's rights: they must reach the files.
  chmodSync(work, 0o755);
  mkdirSync(join(work, 'snippets'));
  mkdirSync(join(work, 'ssl'));
  mkdirSync(join(work, 'dist'));
  symlinkSync(resolve('deploy/nginx/crew-app'), join(work, 'snippets/crew-app'));
  const html = '<!doctype html><html><head><style>.boot{}</style></head><body>app</body></html>';
  writeFileSync(join(work, 'dist/index.html'), html);
  writeFileSync(
    join(work, 'dist/_csp.txt'),
    buildPolicy({ scriptHashes: inlineHashes(html, 'script'), styleHashes: inlineHashes(html, 'style') }),
  );
  installRelease(join(work, 'dist'), join(work, 'release.conf'));
  // A hashed script with build-time copies that say which one went out (scripts/precompress.ts).
  mkdirSync(join(work, 'dist/assets'));
  const script = `export const crew = ${JSON.stringify('a'.repeat(400))};\n`;
  writeFileSync(join(work, 'dist/assets/app-1a2b3c.js'), script);
  writeFileSync(join(work, 'dist/assets/app-1a2b3c.js.br'), brotliCompressSync(`// .br copy\n${script}`));
  writeFileSync(join(work, 'dist/assets/app-1a2b3c.js.gz'), gzipSync(`// .gz copy\n${script}`));
  const cert = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${SITE}`],
    ...['-addext', `subjectAltName=DNS:${SITE}`],
    ...['-keyout', join(work, 'ssl/privkey.pem'), '-out', join(work, 'ssl/fullchain.pem')],
  ]);
  if (cert.status !== 0) throw new Error('openssl could not make a test certificate');
  [ports.http, ports.https] = (await freePorts(2)) as [number, number];
  const site = readFileSync('deploy/nginx/crew-app.site.conf', 'utf8')
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace(/listen 80\b/g, `listen 127.0.0.1:${ports.http}`)
    .replace(/listen 443\b/g, `listen 127.0.0.1:${ports.https}`)
    .replaceAll('/etc/ssl/crew-app', join(work, 'ssl'))
    .replaceAll('/etc/nginx/crew-app-release.conf', join(work, 'release.conf'))
    .replaceAll('/var/log/nginx', work);
  writeFileSync(join(work, 'site.conf'), hasBrotli() ? site : site.replace(/^.*brotli\.conf;$/m, ''));
  writeFileSync(
    join(work, 'nginx.conf'),
    `${brotliLoadLines()}
    pid ${work}/nginx.pid; error_log stderr error; events {}
    http { include /etc/nginx/mime.types; client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;
           fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
           include ${work}/site.conf; }`,
  );
  const args = ['-p', `${work}/`, '-c', join(work, 'nginx.conf'), '-e', 'stderr'];
  const check = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the site: ${check.stderr}`);
  nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (
      await plain('/', SITE).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error('nginx did not start');
}, 30_000);

afterAll(() => {
  nginx?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

/** A plain-HTTP request with the given Host: its status and Location, or an error when the connection closes. */
function plain(path: string, host: string) {
  return new Promise<{ status: number; location?: string }>((done, fail) => {
    const asking = httpRequest(
      { host: '127.0.0.1', port: ports.http, path, headers: { host } },
      (response) => {
        response.resume();
        done({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    asking.on('error', fail);
    asking.end();
  });
}

/** An HTTPS request with the given server name (SNI and Host). */
function secure(path: string, name: string) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((done, fail) => {
    const asking = httpsRequest(
      {
        host: '127.0.0.1',
        port: ports.https,
        path,
        servername: name,
        headers: { host: name },
        rejectUnauthorized: false,
      },
      (response) => {
        response.resume();
        done({ status: response.statusCode ?? 0, headers: response.headers });
      },
    );
    asking.on('error', fail);
    asking.end();
  });
}

/** An HTTPS GET of the site's own name that accepts these encodings: the encoding and the decoded body. */
function download(path: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; text: string }>((done, fail) => {
    const asking = httpsRequest(
      {
        host: '127.0.0.1',
        port: ports.https,
        path,
        servername: SITE,
        headers: { host: SITE, 'accept-encoding': acceptEncoding },
        rejectUnauthorized: false,
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          const body = Buffer.concat(parts);
          const encoding = response.headers['content-encoding'];
          const decoded =
            encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
          done({ encoding, text: decoded.toString() });
        });
      },
    );
    asking.on('error', fail);
    asking.end();
  });
}

/** A TLS handshake with these limits: the protocol and whether a session ticket came, or the refusal. */
function handshake(options: {
  minVersion?: 'TLSv1' | 'TLSv1.1' | 'TLSv1.2';
  maxVersion?: 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';
  ciphers?: string;
}) {
  return new Promise<{ protocol: string | null; ticket: boolean }>((done, fail) => {
    const socket = connect(
      { host: '127.0.0.1', port: ports.https, servername: SITE, rejectUnauthorized: false, ...options },
      () => {
        // A TLS 1.2 ticket comes with the handshake; give it a moment anyway.
        setTimeout(() => {
          done({ protocol: socket.getProtocol(), ticket: socket.getTLSTicket() !== undefined });
          socket.end();
        }, 100);
      },
    );
    socket.on('error', fail);
  });
}

describe('the production site', () => {
  it('sends plain HTTP to HTTPS on its own name, whatever Host the request claimed', async () => {
    expect(await plain('/login?x=1', SITE)).toEqual({ status: 301, location: `https://${SITE}/login?x=1` });
    // While the default server stands no foreign Host reaches this block, so $host would redirect the
    // same way here: the name comes from the configuration all the same (defence in depth).
    expect(readFileSync('deploy/nginx/crew-app.site.conf', 'utf8')).toMatch(
      /return 301 https:\/\/\$server_name\$request_uri;/,
    );
  });

  it('answers nothing for a host name that is not its own, over HTTP or TLS', async () => {
    await expect(plain('/', 'evil.example')).rejects.toThrow();
    await expect(secure('/', 'evil.example')).rejects.toThrow();
  });

  it('serves the release over TLS with HSTS', async () => {
    const page = await secure('/login', SITE);
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(page.headers['content-security-policy']).toContain("base-uri 'none'");
  });

  it("sends the build's compressed copies of a hashed script as they are", async () => {
    const gzipped = await download('/assets/app-1a2b3c.js', 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.text).toMatch(/^\/\/ \.gz copy\n/);
    if (hasBrotli()) {
      const brotli = await download('/assets/app-1a2b3c.js', 'br, gzip');
      expect(brotli.encoding).toBe('br');
      expect(brotli.text).toMatch(/^\/\/ \.br copy\n/);
    }
    // Where the browser takes neither, the file itself.
    expect((await download('/assets/app-1a2b3c.js', 'identity')).text).toMatch(/^export const crew/);
  });

  it('speaks TLS 1.2 and 1.3 with forward-secret AEAD ciphers only, and issues no session tickets', async () => {
    expect((await handshake({ maxVersion: 'TLSv1.3' })).protocol).toBe('TLSv1.3');
    const twelve = await handshake({ maxVersion: 'TLSv1.2' });
    expect(twelve.protocol).toBe('TLSv1.2');
    expect(twelve.ticket).toBe(false);
    await expect(
      handshake({ minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' }),
    ).rejects.toThrow();
    await expect(
      handshake({ maxVersion: 'TLSv1.2', ciphers: 'AES128-SHA:AES256-GCM-SHA384' }),
    ).rejects.toThrow();
    expect(
      (await handshake({ maxVersion: 'TLSv1.2', ciphers: 'ECDHE-RSA-AES128-GCM-SHA256' })).protocol,
    ).toBe('TLSv1.2');
  });
});
