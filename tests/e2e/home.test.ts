import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { expect, test, phonePage, signIn } from '../support/browser';
import { assertWindowedRows, openInApp, rowOnScreen } from './walk';

/** The unread count the home page's message entry announces ("消息，3 条未读" / "Messages, 3 unread"). */
async function unreadOnHome(page: Page): Promise<number> {
  const entry = page
    .getByRole('navigation', { name: /功能入口|Shortcuts/ })
    .getByRole('link', { name: /^(消息|Messages)/ });
  await entry.waitFor();
  const label = (await entry.getAttribute('aria-label')) ?? '';
  const match = /(\d+)/.exec(label);
  return match ? Number(match[1]) : 0;
}

/** Goes back with the header's back button once the page transition is over (one screen left). */
async function back(page: Page) {
  // One screen drawn (the slide over; a list kept for the way back is not drawn).
  await expect(page.locator('header:visible')).toHaveCount(1);
  await page.getByRole('button', { name: '返回' }).click();
}

/** Nothing sticks out sideways at 375 px. */
async function assertFitsWidth(page: Page, where: string) {
  const overflow = await page.evaluate(() => {
    // The screen shown is the last on the stage (a list kept for the way back comes before it).
    const main = [...document.querySelectorAll('main')].pop();
    return main ? main.scrollWidth - main.clientWidth : 0;
  });
  assert.ok(overflow <= 1, `${where} is ${overflow}px wider than the screen`);
}

test.describe('home in a real browser (375x812)', () => {
  test('login → home → a message → back: the unread count falls', async ({ browser }) => {
    const { page, context, errors } = await phonePage(browser);
    await signIn(page, 'pilot', 'pilot1234');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: '今日飞行任务' }).waitFor();
    // The demo pilot starts with unread messages; wait until the server's count has arrived.
    await page.getByRole('link', { name: /^消息，\d+ 条未读$/ }).waitFor();
    const before = await unreadOnHome(page);
    assert.ok(before > 0);

    await page.getByRole('link', { name: `消息，${before} 条未读` }).click();
    await page.waitForURL((url) => url.pathname === '/home/message');
    const list = page.getByRole('list', { name: '消息列表' });
    const unreadRow = list.getByRole('link').filter({ hasText: '未读' }).first();
    const href = (await unreadRow.getAttribute('href')) ?? '';
    assert.match(href, /^\/home\/messagedetail\//);
    await unreadRow.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('article').getByRole('heading', { level: 2 }).waitFor();
    await page.getByRole('article').getByText('已读', { exact: true }).waitFor();

    await back(page);
    await page.waitForURL((url) => url.pathname === '/home/message');
    await back(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: `消息，${before - 1} 条未读` }).waitFor();
    assert.equal(await unreadOnHome(page), before - 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('news: back from an article returns to the same place in the (windowed) list', async ({ browser }) => {
    const { page, context, errors } = await phonePage(browser);
    await signIn(page, 'pilot', 'pilot1234');
    await openInApp(page, '/home/news');
    const list = page.getByRole('list', { name: '新闻' });
    await list.getByRole('link').first().waitFor();
    const scroller = page.locator('[data-page-scroll]:has([aria-label="新闻"])');
    await scroller.evaluate((el) => el.scrollTo(0, 500));
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(450);
    const before = await scroller.evaluate((el) => el.scrollTop);
    const href = await rowOnScreen(list);
    assert.match(href, /^\/home\/newsdetail\//);
    await list.locator(`a[href="${href}"]`).click();
    await page.waitForURL((url) => url.pathname === href);
    await back(page);
    await page.waitForURL((url) => url.pathname === '/home/news');
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(before);
    await expect(list.locator(`a[href="${href}"]`)).toBeInViewport();
    assert.deepEqual(errors, [], errors.join('\n'));
    await context.close();
  });

  test('every home screen shows real data in English for cabin crew, with no console errors', async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'en-us' });
    await signIn(page, 'cabin', 'cabin1234');
    const screens: Array<[string, RegExp | string]> = [
      ['/home', "Today's flights"],
      ['/home/message', 'Messages'],
      ['/home/announcement', 'Announcements'],
      ['/home/announFileDetail?id=AN001', 'Attachments'],
      ['/home/news', 'News'],
      ['/home/pastexam', /Exam records: \d+/],
      ['/home/task', 'Not started'],
      ['/home/follow', /Flights followed: \d+/],
    ];
    for (const [path, text] of screens) {
      await openInApp(page, path);
      await page.getByText(text).first().waitFor();
      await assertFitsWidth(page, path);
    }
    await openInApp(page, '/home/news');
    await page.getByRole('list', { name: 'News' }).getByRole('link').first().waitFor();
    await assertWindowedRows(page, 'news');
    await page.getByRole('list', { name: 'News' }).getByRole('link').first().click();
    await page.waitForURL(/\/home\/newsdetail\//);
    await page.getByRole('button', { name: 'View picture full screen' }).waitFor();
    await openInApp(page, '/home/message');
    await page.getByRole('list', { name: 'Messages' }).getByRole('link').first().click();
    await page.waitForURL(/\/home\/messagedetail\//);
    // The message's own state: the list kept behind it for the way back has its rows' states too (hidden).
    await page
      .getByRole('article')
      .getByText(/^(Read|Unread)$/)
      .waitFor();
    assert.deepEqual(errors, [], errors.join('\n'));
    await context.close();
  });
});
