/**
 * Smoke pass on the production build as production serves it: the run's production bundle behind nginx
 * with deploy/'s configuration and the built-in backend behind /svc/ (playwright.config.ts starts
 * `npm run serve:prod` for files named prod-*). Signs in as pilot and as cabin crew, opens every module home, a detail reached by
 * a link, signs out; no console error and not one Content-Security-Policy violation. A signed-in first
 * visit of each module home sends each of its reads once; a repeat visit draws what the phone kept
 * before it asks for it again.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import {
  callsOnTheirWay,
  expect,
  keptOnPhone,
  test,
  phonePage,
  PROD_BASE_URL as BASE,
  signIn,
} from '../support/browser';
import { PROD_DIST } from '../support/e2eConfig';
import { installRelease } from '../../deploy/release.mjs';
import { brotliLoadLines, hasBrotli } from '../../scripts/prereqs.mjs';

/** Waits for one screen (transition over) with this title, drawn and done loading. */
async function screen(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).first().waitFor();
  await page.waitForFunction(() => {
    const mains = [...document.querySelectorAll('[data-page-scroll]')].filter((main) =>
      main.checkVisibility({ visibilityProperty: true }),
    );
    if (mains.length !== 1 || (mains[0]!.textContent ?? '').trim() === '') return false;
    return ![...document.querySelectorAll('[role="status"]')].some((el) =>
      /^\s*(加载中|Loading)/.test(el.textContent ?? ''),
    );
  });
}

/**
 * Opens a screen with a page load (a cold start) and returns the backend calls sent twice, by method,
 * address and body, until the network is quiet: the cold start, the route's loader and the screen
 * each may start a first read, and it must leave once.
 */
async function readsSentTwice(page: Page, open: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const record = (request: Request) => {
    if (['xhr', 'fetch'].includes(request.resourceType()))
      sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  };
  page.on('request', record);
  try {
    await open();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', record);
  }
  return sent.filter((call, index) => sent.indexOf(call) !== index);
}

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The security headers of an answer (deploy/nginx/crew-app/app.conf). `code`: a hashed script or
 * stylesheet, which carries the common headers only (a policy binds documents and workers); `worker`:
 * a script run as a worker (pdf.js's), which also carries the policy, not a document's headers.
 */
function assertSecurityHeaders(
  headers: Headers,
  what: string,
  kind: 'document' | 'code' | 'worker' = 'document',
) {
  for (const [name, value] of Object.entries(HEADERS))
    assert.equal(headers.get(name), value, `${what}: ${name}`);
  if (kind !== 'document')
    for (const name of ['permissions-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      assert.equal(headers.get(name), null, `${what}: ${name} is a document's`);
  else {
    assert.equal(headers.get('x-frame-options'), 'DENY', `${what}: x-frame-options`);
    assert.match(headers.get('permissions-policy') ?? '', /camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  }
  // Plain HTTP: HSTS belongs to the TLS block only.
  assert.equal(headers.get('strict-transport-security'), null, `${what}: no HSTS over plain HTTP`);
  if (kind === 'code') {
    for (const name of ['content-security-policy', 'reporting-endpoints'])
      assert.equal(headers.get(name), null, `${what}: ${name} binds documents and workers only`);
    return;
  }
  if (what === '/svc/') {
    // An answer is data: were it opened as a page, it could load and run nothing.
    assert.equal(
      headers.get('content-security-policy'),
      "default-src 'none'; frame-ancestors 'none'; sandbox",
      `${what}: the answers' own policy`,
    );
    return;
  }
  const csp = new Map(
    (headers.get('content-security-policy') ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
  assert.match(
    csp.get('script-src') ?? '',
    // The one inline script (src/app/startScreen.ts, the pre-rendered login form), by its hash.
    /^'self' 'sha256-[A-Za-z0-9+/=]+'$/,
    `${what}: scripts by hash only`,
  );
  assert.match(csp.get('style-src') ?? '', /^'self'( 'sha256-[A-Za-z0-9+/=]+')*$/, `${what}: style elements`);
  assert.equal(csp.get('default-src'), "'self'");
  assert.equal(csp.get('object-src'), "'none'");
  assert.equal(csp.get('frame-ancestors'), "'none'", `${what}: frame-ancestors`);
  assert.equal(csp.get('connect-src'), "'self'", `${what}: the backend is on the same origin`);
  assert.equal(csp.get('base-uri'), "'none'", `${what}: base-uri`);
  assert.equal(csp.get('report-to'), 'csp-endpoint', `${what}: report-to`);
}

test.describe('the production build behind nginx', () => {
  test('answers as deploy/ says: fallback, 404s, cache rules, compression, /svc proxy, headers', async () => {
    const html = await fetch(`${BASE}/home/newsdetail/1`);
    assert.equal(html.status, 200, 'an app path falls back to index.html');
    assert.match(html.headers.get('content-type') ?? '', /text\/html/);
    assert.equal(html.headers.get('cache-control'), 'no-store', 'index.html is never cached');
    assertSecurityHeaders(html.headers, 'index.html');
    const page = await html.text();
    // The app's entry is a plain module script; the one inline script only shows the pre-rendered
    // login form (src/app/startScreen.ts) and sends nothing.
    assert.match(
      page,
      /<head>[\s\S]*<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>[\s\S]*<\/head>/,
    );
    assert.doesNotMatch(page, /<template id="app-code"/, 'the entry waits for no inline script');
    const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    assert.equal(inline.length, 1, 'one inline script');
    assert.match(inline[0] ?? '', /data-prerendered/);
    assert.doesNotMatch(inline[0] ?? '', /fetch\(|XMLHttpRequest|import\(/, 'it sends and loads nothing');

    const dotted = await fetch(`${BASE}/home/messagedetail/a.b`);
    assert.equal(dotted.status, 200, 'an app path with a dot in its id still reaches the app');

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    assert.ok(script, 'index.html names its entry');
    const asset = await fetch(`${BASE}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(asset.status, 200);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(asset.headers.get('content-encoding'), 'gzip');
    assertSecurityHeaders(asset.headers, 'a script', 'code');
    // The PDF viewer's worker, named by the viewer's file (import.meta.url), takes its own policy.
    const viewer = readdirSync(resolve(PROD_DIST, 'assets')).find((name) =>
      /^pdf\.worker[\w.-]*\.mjs$/.test(name),
    );
    assert.ok(viewer, "the build has the PDF viewer's worker");
    const worker = await fetch(`${BASE}/assets/${viewer}`);
    assert.equal(worker.status, 200);
    assertSecurityHeaders(worker.headers, 'the PDF worker', 'worker');

    for (const missing of ['/assets/index-missing.js', '/missing.css', '/_csp.txt']) {
      const response = await fetch(`${BASE}${missing}`);
      assert.equal(response.status, 404, `${missing} is a real 404`);
      assertSecurityHeaders(response.headers, missing);
    }

    // The backend behind /svc/, prefix removed: its own 401 for a call without a session.
    const call = await fetch(`${BASE}/svc/api/Default/GetAuth`);
    assert.equal(call.status, 401);
    assert.equal(call.headers.get('cache-control'), 'no-store');
    assertSecurityHeaders(call.headers, '/svc/');
  });

  test('passes the post-deploy check: the served policy fits the served index.html', () => {
    const check = spawnSync(process.execPath, ['deploy/check.mjs', BASE], { encoding: 'utf8' });
    assert.equal(check.status, 0, `${check.stdout}${check.stderr}`);
  });

  test('the production site (HTTP → HTTPS, TLS block with HSTS) is a configuration nginx accepts', () => {
    const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
    const dir = resolve('.tmp', `site-check-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(resolve(dir, 'snippets'), { recursive: true });
    mkdirSync(resolve(dir, 'ssl'));
    try {
      symlinkSync(resolve('deploy/nginx/crew-app'), resolve(dir, 'snippets/crew-app'));
      // A throw-away certificate where the site expects the real one.
      const cert = spawnSync('openssl', [
        ...[
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=crew.example-airline.com',
        ],
        ...['-keyout', resolve(dir, 'ssl/privkey.pem'), '-out', resolve(dir, 'ssl/fullchain.pem')],
      ]);
      assert.equal(cert.status, 0, 'openssl made a test certificate');
      const site = readFileSync('deploy/nginx/crew-app.site.conf', 'utf8');
      assert.match(site, /set \$crew_hsts "max-age=\d+; includeSubDomains";/);
      // The deploy step puts the run's build in service (deploy/release.mjs), as deploy/README.md says.
      installRelease(resolve(PROD_DIST), resolve(dir, 'release.conf'));
      writeFileSync(
        resolve(dir, 'site.conf'),
        site
          .replaceAll('/etc/ssl/crew-app', resolve(dir, 'ssl'))
          .replaceAll('/etc/nginx/crew-app-release.conf', resolve(dir, 'release.conf'))
          .replaceAll('/var/log/nginx', dir),
      );
      writeFileSync(
        resolve(dir, 'nginx.conf'),
        `${brotliLoadLines()}
        pid ${dir}/nginx.pid; events {}
        http { include /etc/nginx/mime.types; include ${dir}/site.conf; }`,
      );
      // Without the brotli modules the site's brotli line must go, as deploy/README.md says.
      if (!hasBrotli())
        writeFileSync(
          resolve(dir, 'site.conf'),
          readFileSync(resolve(dir, 'site.conf'), 'utf8').replace(/^.*brotli\.conf;$/m, ''),
        );
      const check = spawnSync(
        nginx,
        ['-t', '-q', '-p', `${dir}/`, '-c', resolve(dir, 'nginx.conf'), '-e', 'stderr'],
        {
          encoding: 'utf8',
        },
      );
      assert.equal(check.status, 0, check.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  for (const [user, password, prepare] of [
    ['pilot', 'pilot1234', ['/prepare/task', '飞行任务']],
    ['cabin', 'cabin1234', ['/prepare/status', '身体状况申报']],
  ] as const) {
    test(`${user}: signs in, opens every module home and a detail, signs out; 0 CSP violations`, async ({
      browser,
    }) => {
      const { page, context, errors, cspViolations } = await phonePage(browser);
      await signIn(page, user, password, BASE);
      await page.waitForURL((url) => url.pathname === '/');
      await screen(page, '首页');
      // The real backend over HTTP: no mock worker in the production build.
      assert.equal(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), null);

      await page.goto(`${BASE}/dynamics`);
      await screen(page, '航班动态');
      await page.goto(`${BASE}/prepare`);
      await page.waitForURL((url) => url.pathname === prepare[0]);
      await screen(page, prepare[1]);
      await page.goto(`${BASE}/study`);
      await screen(page, '综合信息');
      await page.goto(`${BASE}/me`);
      await screen(page, '我的');

      // A detail screen, through the link the list shows.
      await page.goto(`${BASE}/home/message`);
      await screen(page, '消息');
      const row = page.getByRole('list', { name: '消息列表' }).getByRole('link').first();
      const href = (await row.getAttribute('href')) ?? '';
      assert.match(href, /^\/home\/messagedetail\//);
      await row.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.getByRole('article').getByRole('heading', { level: 2 }).waitFor();

      await page.goto(`${BASE}/me/setup`);
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.goto(`${BASE}/me`);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('button', { name: '登录', exact: true }).waitFor();

      assert.deepEqual(cspViolations, [], 'Content-Security-Policy violations');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('a signed-in first visit of each module home sends each read once', async ({ browser }) => {
    const { page, context } = await phonePage(browser);
    await signIn(page, 'pilot', 'pilot1234', BASE);
    const stored = await page.evaluate(() => ({
      local: { ...localStorage },
      session: { ...sessionStorage },
    }));
    await context.close();
    const homes: Array<[string, string, string?]> = [
      ['/', '首页'],
      ['/dynamics', '航班动态'],
      ['/prepare', '飞行任务', '/prepare/task'],
      ['/study', '综合信息'],
      ['/me', '我的'],
    ];
    for (const [path, title, landsOn = path] of homes) {
      // A context of its own: an empty HTTP cache and no service worker, as on a first visit, where the
      // screen's code can be in before its loader has started the reads (they went out twice).
      const visit = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        serviceWorkers: 'block',
      });
      await visit.addInitScript((values) => {
        for (const [key, value] of Object.entries(values.local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(values.session)) sessionStorage.setItem(key, value);
      }, stored);
      const first = await visit.newPage();
      const twice = await readsSentTwice(first, async () => {
        await first.goto(`${BASE}${path}`);
        await first.waitForURL((url) => url.pathname === landsOn);
        await screen(first, title);
      });
      assert.deepEqual(twice, [], `${path}: each read once`);
      await visit.close();
    }
  });

  test('a repeat visit draws what the phone kept before it asks for it again', async ({ browser }) => {
    const { page, context } = await phonePage(browser);
    await signIn(page, 'pilot', 'pilot1234', BASE);
    await page.goto(`${BASE}/dynamics`);
    await screen(page, '航班动态');
    // The answers are saved at most once a second.
    await expect
      .poll(async () => JSON.stringify(await keptOnPhone(page)).includes('GetAllAirport'))
      .toBe(true);
    // When the browser reports the app's screen on show: its first largest paint after the boot frame.
    await page.addInitScript(() => {
      const seen = window as { shownAt?: number };
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as LargestContentfulPaint[])
          if (!entry.element?.closest('.boot')) seen.shownAt ??= entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // A phone's slower CPU: the frame takes longer to reach the screen after the first render.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The kept answers are asked for again once the screen is on show: wait for the airports' read
    // (kept above) to be asked again, then for every read sent to be answered (the load's network can
    // go quiet before, on a busy machine).
    const reads = callsOnTheirWay(page, (request) => request.url().includes('/svc/'));
    const airportsAskedAgain = page.waitForResponse((response) => response.url().includes('GetAllAirport'), {
      timeout: 20_000,
    });
    await page.reload();
    await screen(page, '航班动态');
    await airportsAskedAgain;
    assert.ok(await reads.quiet(20_000), 'every read sent was answered');
    const { shownAt, asked } = await page.evaluate(() => ({
      shownAt: (window as { shownAt?: number }).shownAt,
      asked: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/svc/'))
        .map((entry) => ({ path: new URL(entry.name).pathname, at: Math.round(entry.startTime) })),
    }));
    assert.ok(shownAt !== undefined, 'the screen was reported on show');
    assert.ok(asked.length > 0, 'the kept answers were asked for again');
    const early = asked.filter((read) => read.at < shownAt);
    assert.deepEqual(early, [], `asked before the screen was on show (${Math.round(shownAt)} ms)`);
    await context.close();
  });
});
