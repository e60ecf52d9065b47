/**
 * The login route pre-rendered into index.html (scripts/prerenderLogin.ts, shown by its one inline
 * script, src/app/startScreen.ts): a signed-out visitor sees the form before the app's code has
 * arrived, can type into it, and loses nothing when the app hydrates it. The app's entry script is held
 * back by the test, so what is checked is the page as it stands on a slow network. And the app starts
 * without any inline script or style: a policy that lacks every hash still gives a working, styled app.
 * On a signed-in start the same script asks for the files the app needs next (scripts/signedInStart.ts).
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test, BASE_URL, phonePage } from '../support/browser';
import { buildPolicy } from '../../scripts/csp';

/** Holds the app's entry script until `release()`: the page is what index.html alone draws. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens `path` and waits until index.html is parsed (its scripts have run; the app's is held). */
async function parsed(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'commit' });
  await page.waitForSelector('noscript', { state: 'attached' });
}

const frameShown = (page: Page) =>
  page.evaluate(() => document.getElementById('root')?.hasAttribute('data-prerendered') ?? false);
/** The app has hydrated the form (or drawn its screen): the mark is gone, and so is the boot frame. */
const appTookOver = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.getElementById('root')?.hasAttribute('data-prerendered') && !document.querySelector('.boot'),
  );

/** Where the parts a finger aims at are drawn, in CSS pixels. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    ['h1', 'input[name=username]', 'input[name=password]', 'button[type=submit]'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box
        ? [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)]
        : null;
    }),
  );

/** The user name, "remember" and its hint (the box's description) as drawn. */
const remembering = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>('input[name=remember]');
    const hint = box?.getAttribute('aria-describedby');
    return {
      user: document.querySelector<HTMLInputElement>('input[name=username]')?.value,
      ticked: box?.checked,
      hint: !!hint && !!document.getElementById(hint)?.textContent,
    };
  });

const words = {
  'zh-cn': { title: '机组助手', user: '用户名或手机号', password: '密码', submit: '登录', sms: '验证码登录' },
  'en-us': {
    title: 'Crew Assistant',
    user: 'User name or phone',
    password: 'Password',
    submit: 'Sign in',
    sms: 'With SMS code',
  },
} as const;

test.describe('the pre-rendered login form of index.html', () => {
  for (const lang of ['zh-cn', 'en-us'] as const)
    for (const remembered of [false, true])
      test(`shows the form before the app's code, in the user's language, where the app draws it (${lang}${remembered ? ', a remembered user' : ''})`, async ({
        browser,
      }) => {
        const { page, context, errors } = await phonePage(browser, { lang });
        if (remembered) await context.addInitScript(() => localStorage.setItem('rememberedUser', '"pilot"'));
        const release = await holdApp(page);
        await page.goto(`${BASE_URL}/login`, { waitUntil: 'commit' });
        const t = words[lang];
        await page.getByRole('heading', { name: t.title }).waitFor();
        assert.equal(await frameShown(page), true);
        await page.getByLabel(t.user, { exact: true }).waitFor();
        await page.getByLabel(t.password, { exact: true }).waitFor();
        const before = await boxes(page);
        const shown = await remembering(page);
        assert.ok(before.every(Boolean), `every part drawn: ${JSON.stringify(before)}`);
        // The hint under "remember" says what it keeps, ticked or not.
        assert.deepEqual(shown, { user: remembered ? 'pilot' : '', ticked: remembered, hint: true });
        release();
        await appTookOver(page);
        assert.deepEqual(await boxes(page), before, 'the app keeps the form where index.html drew it');
        assert.deepEqual(await remembering(page), shown, 'and with the same remembered state');
        assert.deepEqual(errors, []);
        await context.close();
      });

  test('keeps what was typed and sends a form tapped before the app was up, once', async ({ browser }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'zh-cn' });
    const release = await holdApp(page);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (/\/mobile\/login/i.test(request.url())) logins.push(request.url());
    });
    await page.goto(`${BASE_URL}/dynamics`, { waitUntil: 'commit' });
    await page.getByLabel('用户名或手机号', { exact: true }).fill('pilot');
    await page.getByLabel('密码', { exact: true }).fill('pilot1234');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    assert.equal(new URL(page.url()).pathname, '/dynamics', 'the browser did not send the form itself');
    release();
    // Signed in, and on the page that was asked for.
    await page.waitForURL((url) => url.pathname === '/dynamics' && url.search === '', { timeout: 15_000 });
    await page.getByRole('heading', { name: '航班动态' }).waitFor();
    assert.equal(logins.length, 1, 'one login call');
    // The built-in backend keeps its own data (the demo accounts' passwords too) in crew-mock-db.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage, 'crew-mock-db': undefined }),
    );
    assert.ok(!stored.includes('pilot1234'), 'the password is in no storage');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('is hydrated, not drawn again: the same fields, what was typed and the caret stay', async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'zh-cn' });
    const release = await holdApp(page);
    await page.goto(`${BASE_URL}/login`, { waitUntil: 'commit' });
    await page.getByLabel('用户名或手机号', { exact: true }).fill('cabin');
    await page.getByLabel('密码', { exact: true }).fill('secret99');
    // A mark on the very element: a form drawn again would not carry it.
    await page.evaluate(() => {
      (document.querySelector('input[name=password]') as HTMLInputElement & { mark?: number }).mark = 1;
    });
    release();
    await appTookOver(page);
    assert.equal(await page.getByLabel('用户名或手机号', { exact: true }).inputValue(), 'cabin');
    assert.equal(await page.getByLabel('密码', { exact: true }).inputValue(), 'secret99');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'password');
    assert.equal(
      await page.evaluate(
        () => (document.querySelector('input[name=password]') as HTMLInputElement & { mark?: number }).mark,
      ),
      1,
      'the same element',
    );
    // The app's own form now: a tab and the language switch work.
    await page.getByRole('tab', { name: words['zh-cn'].sms }).click();
    await page.getByLabel('手机号', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Crew Assistant' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('is not drawn on the other public screens, with an SSO token, or for a stored session', async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'zh-cn' });
    const release = await holdApp(page);
    for (const path of ['/login/forget', '/login/reset', '/baseComponents', '/login?ssoToken=abc']) {
      await parsed(page, path);
      assert.equal(await frameShown(page), false, path);
      assert.equal(await page.locator('.boot').count(), 1, `${path}: the boot frame stays`);
    }
    await page.evaluate(() => localStorage.setItem('auth', JSON.stringify({ userName: 'pilot' })));
    await parsed(page, '/dynamics');
    assert.equal(await frameShown(page), false, 'a stored session opens on its screen');
    release();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('starts the app with a policy that allows no inline script or style (another build\u2019s hashes)', async ({
    browser,
  }) => {
    // Not a phonePage: the violations are what this test sets up, not findings.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(String(error)));
    const policy = buildPolicy({ scriptHashes: [], styleHashes: [] });
    await page.route(
      (url) => url.origin === BASE_URL && !/\.\w+$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), 'content-security-policy': policy },
        });
      },
    );
    await page.goto(`${BASE_URL}/login`);
    // The inline script did not run: the boot frame, until the app draws the form itself.
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    assert.equal(await frameShown(page), false);
    // Styled: the inline start-up style was refused, so the app turned its stylesheet on.
    assert.equal(
      await page.evaluate(
        () => getComputedStyle(document.querySelector('button[type=submit]')!).backgroundColor,
      ),
      'rgb(215, 0, 15)',
    );
    await page.getByLabel('用户名或手机号', { exact: true }).fill('pilot');
    await page.getByLabel('密码', { exact: true }).fill('pilot1234');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: '首页' }).waitFor();
    assert.deepEqual(failures, []);
    await context.close();
  });
});

test.describe('index.html on a signed-in start', () => {
  test('asks for the data layer, axios, the module\u2019s route table and first reads\u2019 file before the app runs', async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'zh-cn' });
    const release = await holdApp(page);
    const FILES = ['axios', 'sessionData', 'client', 'routes', 'prefetch'];
    const asked: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/(\w+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (file && FILES.includes(file)) asked.push(file);
    });
    // Signed out, the start opens on login: nothing of a signed-in start is asked for.
    await parsed(page, '/study');
    assert.deepEqual(asked, []);

    await page.evaluate(() => localStorage.setItem('auth', JSON.stringify({ userName: 'pilot' })));
    const each = FILES.map((file) =>
      page.waitForRequest((request) => new URL(request.url()).pathname.startsWith(`/assets/${file}-`)),
    );
    await parsed(page, '/study');
    // The app's entry is still held: every one comes from index.html alone.
    await Promise.all(each);
    release();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
