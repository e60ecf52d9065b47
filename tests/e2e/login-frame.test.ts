/**
 * The login form drawn from index.html (scripts/loginFrame.ts): a signed-out visitor sees it before the
 * app's code has arrived, can use it, and loses nothing when the app takes its place. The app's entry
 * script is held back by the test, so what is checked is the page as it stands on a slow network.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test, BASE_URL, phonePage, signIn } from '../support/browser';

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
  page.evaluate(() => document.getElementById('root')?.hasAttribute('data-frame') ?? false);
const appTookOver = (page: Page) =>
  page.waitForFunction(
    () => !document.getElementById('root')?.hasAttribute('data-frame') && !document.querySelector('.boot'),
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

test.describe('the login frame of index.html', () => {
  for (const lang of ['zh-cn', 'en-us'] as const)
    for (const remembered of [false, true])
      test(`shows the form before the app's code, in the user's language, where the app draws it (${lang}${remembered ? ', a remembered user' : ''})`, async ({
        browser,
      }) => {
        const { page, context, errors } = await phonePage(browser, { lang });
        // A remembered user's page has the hint under "remember": the submit button one line lower.
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
        assert.deepEqual(shown, { user: remembered ? 'pilot' : '', ticked: remembered, hint: remembered });
        release();
        await appTookOver(page);
        assert.deepEqual(await boxes(page), before, 'the app draws the form where the frame had it');
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

  test('takes the caret, a change of language and the chosen tab over to the app', async ({ browser }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'zh-cn' });
    const release = await holdApp(page);
    await page.goto(`${BASE_URL}/login`, { waitUntil: 'commit' });
    await page.getByLabel('用户名或手机号', { exact: true }).fill('cabin');
    await page.getByRole('button', { name: 'English' }).click();
    // Drawn again in English, with what was typed.
    await page.getByRole('heading', { name: 'Crew Assistant' }).waitFor();
    assert.equal(await page.getByLabel('User name or phone', { exact: true }).inputValue(), 'cabin');
    await page.getByLabel('Password', { exact: true }).fill('secret99');
    release();
    await appTookOver(page);
    assert.equal(await page.getByLabel('User name or phone', { exact: true }).inputValue(), 'cabin');
    assert.equal(await page.getByLabel('Password', { exact: true }).inputValue(), 'secret99');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'password');
    assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'en-us');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');

    // The SMS tab chosen in the frame is the tab the app opens on.
    const again = await phonePage(browser, { lang: 'en-us' });
    const releaseAgain = await holdApp(again.page);
    await again.page.goto(`${BASE_URL}/login`, { waitUntil: 'commit' });
    await again.page.getByRole('tab', { name: words['en-us'].sms }).click();
    releaseAgain();
    await appTookOver(again.page);
    await again.page.getByLabel('Phone number', { exact: true }).waitFor();
    assert.deepEqual(errors, []);
    assert.deepEqual(again.errors, []);
    await context.close();
    await again.context.close();
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

  test("asks for the app's code once the form has painted when signed out, at once when signed in", async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'en-us' });
    // When the entry script was asked for, and when the page first painted text (ms since the start).
    const times = () =>
      page.evaluate(() => ({
        code:
          performance
            .getEntriesByType('resource')
            .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime ?? null,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      }));
    await page.goto(`${BASE_URL}/login`);
    await appTookOver(page);
    const signedOut = await times();
    assert.ok(signedOut.code !== null && signedOut.paint !== null, JSON.stringify(signedOut));
    assert.ok(
      signedOut.code >= signedOut.paint,
      `signed out: code after the form (${JSON.stringify(signedOut)})`,
    );

    await signIn(page, 'pilot', 'pilot1234');
    await page.goto(`${BASE_URL}/me`);
    await page.getByRole('heading', { name: 'Me' }).waitFor();
    const signedIn = await times();
    assert.ok(signedIn.code !== null && signedIn.paint !== null, JSON.stringify(signedIn));
    assert.ok(
      signedIn.code < signedIn.paint,
      `signed in: code asked for during parsing (${JSON.stringify(signedIn)})`,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
