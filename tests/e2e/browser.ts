import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8090';

/** Debian's Chromium with the flags this workplace needs (no background network, no sandbox as root). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
}

/** A fresh phone-sized page (375x812, touch) that records console errors. */
export async function phonePage(
  browser: Browser,
  options: { lang?: 'zh-cn' | 'en-us' } = {},
): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.lang === 'en-us' ? 'en-US' : 'zh-CN',
  });
  if (options.lang) {
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, options.lang);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The resource's address makes a "Failed to load resource" line tell what failed.
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url ?? ''}`.trim());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

/** Signs in through the real login screen. */
export async function signIn(page: Page, userName: string, password: string): Promise<void> {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel(/用户名|User name/).fill(userName);
  await page.getByLabel(/^密码$|^Password$/).fill(password);
  await page.getByRole('button', { name: /^登录$|^Sign in$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // The landing screen's calls finish before the test moves on: a page reloaded while the built-in
  // backend (a service worker) is answering lets the call escape to the dev server as a 404.
  await page.waitForLoadState('networkidle');
}
