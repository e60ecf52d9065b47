import assert from 'node:assert/strict';
import { expect, test, BASE_URL, phonePage, signIn } from '../support/browser';

test.describe('foundation in a real browser (375x812)', () => {
  test('the guard sends a visitor without a session to login and keeps the wanted page', async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser);
    await page.goto(`${BASE_URL}/dynamics/listpage`);
    await page.waitForURL(/\/login\?redirect=%2Fdynamics%2Flistpage/);
    await page.goto(`${BASE_URL}/baseComponents`);
    await page.waitForLoadState('networkidle');
    assert.equal(new URL(page.url()).pathname, '/baseComponents');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('signs in, lands where the user wanted, and sends /prepare by crew type', async ({ browser }) => {
    for (const [user, password, target] of [
      ['pilot', 'pilot1234', '/prepare/task'],
      ['cabin', 'cabin1234', '/prepare/status'],
    ] as const) {
      const { page, context, errors } = await phonePage(browser);
      await signIn(page, user, password);
      await page.goto(`${BASE_URL}/Prepare`);
      await page.waitForURL((url) => url.pathname === target);
      await page.goto(`${BASE_URL}/definitely/not/a/screen`);
      await page.waitForURL((url) => url.pathname === '/');
      assert.deepEqual(errors, [], `console errors for ${user}`);
      await context.close();
    }
  });

  test('reads the lang key: English when it says en-us, and the choice survives a reload', async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'en-us' });
    await page.goto(`${BASE_URL}/login`);
    await page.getByRole('button', { name: /^Sign in$/ }).waitFor();
    // A web-first check, bounded like every step here: a CI run once spent the whole test's three
    // minutes somewhere in it, and an unbounded step would not say which.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await page.getByRole('button', { name: /^Sign in$/ }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('switches module home with its animation, and back slides in from the left', async ({ browser }) => {
    const { page, context, errors } = await phonePage(browser);
    await signIn(page, 'cabin', 'cabin1234');
    await page.goto(`${BASE_URL}/me/about`);
    await page.getByRole('button', { name: '首页' }).click();
    await page.waitForSelector('[data-transition="home-switch"]', { state: 'attached' });
    await page.waitForURL((url) => url.pathname === '/');
    const back = page.waitForSelector('[data-transition="back"]', { state: 'attached' });
    await page.goBack();
    await back;
    await page.waitForURL(/\/me\/about$/);
    await page.getByRole('button', { name: '返回' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
