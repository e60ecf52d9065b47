/**
 * The session's whole life in a real browser at 375x812: password and SMS login as each demo account in
 * both languages, a wrong password, forgot and reset, logout and the back button, and an open-redirect
 * attempt. Every page must finish without console errors.
 */
import assert from 'node:assert/strict';
import type { Browser, Page } from '@playwright/test';
import { test, BASE_URL, phonePage, signIn, type PhonePage } from '../support/browser';

/**
 * Opens the login screen and waits until the app has taken over the form index.html drew before its
 * code arrived (tests/e2e/login-frame.test.ts covers typing and sending before that): a tap on the
 * pre-rendered tabs or language switch does nothing until then.
 */
async function openLogin(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
}

type Lang = 'zh-cn' | 'en-us';
const text = {
  'zh-cn': {
    smsTab: '验证码登录',
    phone: '手机号',
    code: '验证码',
    getCode: '获取验证码',
    submit: '登录',
    resend: /^\d+秒后重发$/,
  },
  'en-us': {
    smsTab: 'With SMS code',
    phone: 'Phone number',
    code: 'Verification code',
    getCode: 'Get code',
    submit: 'Sign in',
    resend: /^Resend in \d+ s$/,
  },
} as const;

/** The mock backend keeps its own state (its sessions too) in this key; it is not the app's storage. */
const MOCK_DB_KEY = 'crew-mock-db';

/** The app's web storage, as text. A string script: tsx would add helpers the page does not have. */
const READ_STORAGE = `(() => {
  const read = (store) => Object.fromEntries(
    Array.from({ length: store.length }, (_, i) => store.key(i))
      .filter((key) => key !== ${JSON.stringify(MOCK_DB_KEY)})
      .map((key) => [key, store.getItem(key) ?? '']),
  );
  return { local: read(localStorage), session: read(sessionStorage) };
})()`;

function storage(page: Page): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(READ_STORAGE);
}

const leftToLogin = (url: URL) => !url.pathname.startsWith('/login');

test.describe('login in the browser', () => {
  const opened: PhonePage[] = [];
  const open = async (browser: Browser, lang: Lang = 'zh-cn') => {
    const phone = await phonePage(browser, { lang });
    opened.push(phone);
    return phone;
  };
  test.afterEach(async () => {
    for (const { context } of opened.splice(0)) await context.close();
  });

  for (const [userName, password, lang] of [
    ['pilot', 'pilot1234', 'zh-cn'],
    ['cabin', 'cabin1234', 'en-us'],
    ['cabin', 'cabin1234', 'zh-cn'],
    ['pilot', 'pilot1234', 'en-us'],
  ] as const) {
    test(`signs ${userName} in by password (${lang}) and keeps the password out of web storage`, async ({
      browser,
    }) => {
      const { page, errors } = await open(browser, lang);
      await signIn(page, userName, password);
      const stored = await storage(page);
      assert.equal(JSON.parse(stored.local.auth ?? 'null')?.userName, userName);
      assert.ok(stored.session.token, 'the token is in sessionStorage');
      assert.equal(stored.local.token, undefined, 'the token is not in localStorage');
      assert.ok(!JSON.stringify(stored).includes(password), 'no password in any storage');
      assert.deepEqual(errors, []);
    });
  }

  for (const [phoneNumber, userName, lang] of [
    ['13800138001', 'pilot', 'zh-cn'],
    ['13800138002', 'cabin', 'en-us'],
    ['13800138002', 'cabin', 'zh-cn'],
    ['13800138001', 'pilot', 'en-us'],
  ] as const) {
    test(`signs ${userName} in by SMS code (${lang}) with the resend countdown`, async ({ browser }) => {
      const { page, errors } = await open(browser, lang);
      const t = text[lang];
      await openLogin(page, `${BASE_URL}/login`);
      await page.getByRole('tab', { name: t.smsTab }).click();
      await page.getByLabel(t.phone, { exact: true }).fill(phoneNumber);
      await page.getByRole('button', { name: t.getCode }).click();
      const countdown = page.locator('button', { hasText: t.resend });
      await countdown.waitFor();
      assert.equal(await countdown.isDisabled(), true);
      const code = page.getByLabel(t.code, { exact: true });
      assert.equal(await code.getAttribute('inputmode'), 'numeric');
      await code.fill('123456');
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await page.waitForURL(leftToLogin);
      const stored = await storage(page);
      assert.equal(JSON.parse(stored.local.auth ?? 'null')?.userName, userName);
      assert.deepEqual(errors, []);
    });
  }

  test('shows the backend\u2019s message for a wrong password and keeps the user name', async ({
    browser,
  }) => {
    const { page, errors } = await open(browser, 'zh-cn');
    await openLogin(page, `${BASE_URL}/login`);
    await page.getByLabel('用户名或手机号').fill('pilot');
    await page.getByLabel('密码', { exact: true }).fill('wrongpass1');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();
    assert.equal(await page.getByLabel('用户名或手机号').inputValue(), 'pilot');
    assert.equal(await page.getByLabel('密码', { exact: true }).inputValue(), '');
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.deepEqual(errors, []);
  });

  test('resets a forgotten password and signs in with the new one', async ({ browser }) => {
    const { page, errors } = await open(browser, 'en-us');
    await openLogin(page, `${BASE_URL}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/login/forget');
    await page.getByLabel('Phone number', { exact: true }).fill('138001380');
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByText('Please enter the correct phone number').waitFor();
    await page.getByLabel('Phone number', { exact: true }).fill('13800138001');
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.locator('button', { hasText: text['en-us'].resend }).waitFor();
    await page.getByLabel('Verification code', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/login/reset');

    const password = page.getByLabel('New password', { exact: true });
    const confirmation = page.getByLabel('Confirm new password', { exact: true });
    await password.fill('short1');
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    await page.getByText('The password must be at least 8 characters').waitFor();
    await password.fill('onlyletters');
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    await page.getByText('The password must contain both letters and digits').waitFor();
    await password.fill('newpilot2024');
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    await page.getByText('Please enter the new password again').waitFor();
    await confirmation.fill('newpilot2025');
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    await page.getByText('The two passwords do not match').waitFor();
    await confirmation.fill('newpilot2024');
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    assert.equal(await page.getByLabel('User name or phone').inputValue(), '13800138001');
    await page.getByLabel('Password', { exact: true }).fill('newpilot2024');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(leftToLogin);
    assert.deepEqual(errors, []);
  });

  test('logs out from settings: nothing secret left, language kept, and back shows no signed-in page', async ({
    browser,
  }) => {
    const { page, errors } = await open(browser, 'en-us');
    await signIn(page, 'pilot', 'pilot1234');
    const before = await storage(page);
    const token = JSON.parse(before.session.token ?? '""') as string;
    assert.ok(token);
    await page.goto(`${BASE_URL}/me/setup`);
    await page.getByRole('heading', { name: 'Signed in as' }).waitFor();
    await page.getByRole('button', { name: 'Log out and clear this device' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear and log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    const after = await storage(page);
    const everything = JSON.stringify(after);
    assert.ok(!everything.includes(token), 'no token left');
    assert.equal(after.local.auth, undefined, 'no auth object left');
    assert.ok(!everything.includes('pilot1234'), 'no password left');
    assert.equal(after.local.lang, 'en-us', 'the language stays');

    // Back returns to the signed-in home entry; the guard turns it into login before anything renders.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Signed in as' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Sign in', exact: true }).count(), 1);
    assert.deepEqual(errors, []);
  });

  test('ignores an open-redirect attempt and stays on this site', async ({ browser }) => {
    const { page, errors } = await open(browser, 'zh-cn');
    for (const redirect of [
      '//evil.example',
      encodeURIComponent('https://evil.example/x'),
      'javascript:alert(1)',
    ]) {
      await openLogin(page, `${BASE_URL}/login?redirect=${redirect}`);
      await page.getByLabel('用户名或手机号').fill('cabin');
      await page.getByLabel('密码', { exact: true }).fill('cabin1234');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL(leftToLogin);
      const landed = new URL(page.url());
      assert.equal(landed.origin, new URL(BASE_URL).origin);
      assert.ok(['/', '/home'].includes(landed.pathname), `landed on ${landed.pathname}`);
      // Next round starts signed out, once home has its answers (a reload while the built-in backend is
      // answering lets the request escape to the dev server).
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => localStorage.removeItem('auth'));
    }
    assert.deepEqual(errors, []);
  });

  test('switches the language on the login page', async ({ browser }) => {
    const { page, errors } = await open(browser, 'zh-cn');
    await openLogin(page, `${BASE_URL}/login`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'en-us');
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    assert.deepEqual(errors, []);
  });
});
