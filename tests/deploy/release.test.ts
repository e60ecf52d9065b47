/**
 * The deploy step (deploy/release.mjs: the build's policy checked and copied into nginx's configuration
 * with the release's folder) and the post-deploy check (deploy/check.mjs: the served policy fits the
 * served index.html).
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { mockServer } from '@mocks/node';
import { buildPolicy } from '../../scripts/csp';
import { inlineHashes, installRelease, policyProblems, releaseSnippet } from '../../deploy/release.mjs';
import { checkSite } from '../../deploy/check.mjs';

/** An index.html as a build writes it: its entry, one inline script, two inline styles. */
const page = (script = 'show()') =>
  `<!doctype html><html><head><style>.boot{}</style>` +
  `<script type="module" crossorigin src="/assets/index-A.js"></script></head>` +
  `<body><div id="root"></div><template id="t"><style>.login{}</style></template>` +
  `<script>${script}</script></body></html>`;
const policyOf = (html: string) =>
  buildPolicy({ scriptHashes: inlineHashes(html, 'script'), styleHashes: inlineHashes(html, 'style') });

describe('the policy a release may be served with (deploy/release.mjs)', () => {
  it('is the one its build wrote for its index.html', () => {
    expect(policyProblems(page(), policyOf(page()))).toEqual([]);
  });

  it('is not another build\u2019s: a hash missing and one too many are both refused', () => {
    const problems = policyProblems(page('show(2)'), policyOf(page()));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/script-src lacks the page's inline script 'sha256-/);
    expect(problems[1]).toMatch(/script-src has hashes of no inline script of the page/);
  });

  it('allows nothing inline beyond its hashes, keeps the fixed directives, and is safe in nginx', () => {
    const good = policyOf(page());
    expect(
      policyProblems(page(), good.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")),
    ).toEqual(["script-src allows more than the origin and hashes: 'unsafe-inline'"]);
    expect(policyProblems(page(), good.replace("base-uri 'none'", "base-uri 'self'"))[0]).toMatch(
      /^base-uri/,
    );
    expect(policyProblems(page(), good.replace("frame-ancestors 'none'", ''))[0]).toMatch(/^frame-ancestors/);
    expect(policyProblems(page(), `${good}; img-src "x"`)[0]).toMatch(/holds "/);
    expect(policyProblems(page(), `${good}; x $crew_hsts`)[0]).toMatch(/holds/);
  });

  it('is written with the release\u2019s folder into one nginx snippet, and not at all when refused', () => {
    const folder = mkdtempSync(join(tmpdir(), 'release-'));
    const target = join(folder, 'release.conf');
    try {
      writeFileSync(join(folder, 'index.html'), page());
      writeFileSync(join(folder, '_csp.txt'), `${policyOf(page())}\n`);
      installRelease(folder, target);
      expect(readFileSync(target, 'utf8')).toBe(releaseSnippet(folder, policyOf(page())));
      expect(readFileSync(target, 'utf8')).toContain(`root ${folder};\nset $crew_csp "default-src 'self';`);
      rmSync(target);
      // The page of a newer build beside the policy of the older: nothing is written.
      writeFileSync(join(folder, 'index.html'), page('show(2)'));
      expect(() => installRelease(folder, target)).toThrow(/cannot be served/);
      expect(existsSync(target)).toBe(false);
      expect(() => releaseSnippet('/srv/a b', '')).toThrow();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the post-deploy check (deploy/check.mjs)', () => {
  let server: Server;
  let base = '';
  /** What the site serves: the page, the policy header, and which assets exist. */
  const site = { html: page(), policy: policyOf(page()), assets: ['/assets/index-A.js'] };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0]!;
      if (path.startsWith('/assets/')) {
        response.writeHead(site.assets.includes(path) ? 200 : 404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': site.policy });
      response.end(site.html);
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  beforeEach(() => {
    mockServer.use(http.all(`${base}/*`, () => passthrough()));
    Object.assign(site, { html: page(), policy: policyOf(page()), assets: ['/assets/index-A.js'] });
  });

  it('passes a site that serves a build with its own policy', async () => {
    expect(await checkSite(base)).toEqual([]);
  });

  it('fails a page served with another build\u2019s hashes', async () => {
    site.html = page('show(2)');
    const problems = await checkSite(base);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(/\/: script-src lacks the page's inline script/);
    expect(problems.join('\n')).toMatch(/\/login: script-src has hashes of no inline script/);
  });

  it('fails a page naming a file the site does not serve, or sent without a policy', async () => {
    site.assets = [];
    expect(await checkSite(base)).toContain('/: names /assets/index-A.js, which answers 404');
    site.assets = ['/assets/index-A.js'];
    site.policy = '';
    expect(await checkSite(base)).toContain('/: no Content-Security-Policy header');
  });
});
