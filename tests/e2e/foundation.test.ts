import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
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

test.describe('a start whose file does not arrive (375x812)', () => {
  /** The code of the kept answers, which a signed-in start waits for (the bundle's chunk, or the dev module). */
  const START_FILE = /\/sessionData[-.][\w-]*\.(js|ts)$/;

  /** Counts the documents the tab loads from now on: the page opened, then each reload. */
  function countDocuments(page: Page): () => number {
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    return () => documents;
  }

  test('reloads once by itself and opens the screen the user asked for', async ({ browser }) => {
    const { page, context, errors } = await phonePage(browser);
    await signIn(page, 'pilot', 'pilot1234');
    const documents = countDocuments(page);
    // The file fails for the first document only (its preload and its import alike).
    await page.route(START_FILE, (route) =>
      documents() <= 1 ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto(`${BASE_URL}/me`);
    await page.getByText('本月飞行').first().waitFor();
    assert.equal(documents(), 2, 'the page, then one reload');
    assert.equal(new URL(page.url()).pathname, '/me');
    // Nothing marks the tab once it started: a later failed start reloads once again.
    assert.equal(await page.evaluate(() => sessionStorage.getItem('startReloaded')), null);
    // The dropped file, and nothing else.
    assert.deepEqual(
      errors.filter((error) => !/ERR_INTERNET_DISCONNECTED.*sessionData/.test(error)),
      [],
    );
    await context.close();
  });

  test('failing again, says so in the user’s language with a reload button that starts it', async ({
    browser,
  }) => {
    const { page, context } = await phonePage(browser, { lang: 'en-us' });
    await signIn(page, 'cabin', 'cabin1234');
    const documents = countDocuments(page);
    await page.route(START_FILE, (route) => route.abort('internetdisconnected'));
    await page.goto(`${BASE_URL}/me`);
    const alert = page.getByRole('alert');
    await alert.getByText('Something went wrong').waitFor();
    await alert.getByText('Network connection failed. Check your connection and try again').waitFor();
    assert.equal(documents(), 2, 'one reload by itself, then the message');
    await page.unroute(START_FILE);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await page.getByText('Flown this month').first().waitFor();
    assert.equal(documents(), 3);
    assert.equal(new URL(page.url()).pathname, '/me');
    await context.close();
  });
});
