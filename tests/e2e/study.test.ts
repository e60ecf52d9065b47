import assert from 'node:assert/strict';
import type { Browser, Page } from '@playwright/test';
import { test, BASE_URL, phonePage, signIn } from '../support/browser';
import { assertWindowedRows, openInApp } from './walk';

type Lang = 'zh-cn' | 'en-us';
const T = {
  'zh-cn': {
    aircraftEntry: '飞机资料',
    fleet: /^机队，共 \d+ 架$/,
    defects: /^保留故障/,
    chooseAirport: '选择机场',
    search: '搜索',
    docs: /^机场文件与航图/,
    page1: '第 1 页',
    closeDoc: '关闭文件',
    chooseRoute: '选择航线',
    legs: '航段',
    docsList: /^公共文件，共 \d+ 份$/,
    videoList: /^培训视频，共 \d+ 个$/,
    markWatched: '标记为已看完',
    watchFirst: '看完大部分内容（90%）后可标记为已看完',
    practise: /^练习：/,
    five: '5 题',
    next: '下一步',
    start: '开始答题',
    handIn: '交卷',
    score: /^答对 \d+ \/ 5 题$/,
    rightAnswer: /正确答案/,
    comingSoon: '即将上线',
    palette: '题目导航',
    goTo: (n: number) => `第 ${n} 题`,
  },
  'en-us': {
    aircraftEntry: 'Aircraft',
    fleet: /^Fleet, \d+ aircraft$/,
    defects: /^Deferred defects/,
    chooseAirport: 'Choose an airport',
    search: 'Search',
    docs: /^Documents and charts/,
    page1: 'Page 1',
    closeDoc: 'Close document',
    chooseRoute: 'Choose a route',
    legs: 'Legs',
    docsList: /^Public documents, \d+ in total$/,
    videoList: /^Training videos, \d+ in total$/,
    markWatched: 'Mark as watched',
    watchFirst: 'Once you have watched most of it (90%), you can mark it as watched',
    practise: /^Practise: /,
    five: '5 questions',
    next: 'Next',
    start: 'Start',
    handIn: 'Hand in',
    score: /^\d+ of 5 correct$/,
    rightAnswer: /Right answer/,
    comingSoon: 'Coming soon',
    palette: 'Questions',
    goTo: (n: number) => `Question ${n}`,
  },
};

/** Nothing sticks out sideways at 375 px. */
async function assertFitsWidth(page: Page, where: string) {
  const overflow = await page.evaluate(() => {
    // The screen shown is the last on the stage (a list kept for the way back comes before it).
    const main = [...document.querySelectorAll('main')].pop();
    return main ? main.scrollWidth - main.clientWidth : 0;
  });
  assert.ok(overflow <= 1, `${where} is ${overflow}px wider than the screen`);
}

/** The current screen (a leaving one may still be on the stage for a moment). */
const current = (page: Page) => page.locator('main').last();

async function walkThrough(browser: Browser, who: 'pilot' | 'cabin', lang: Lang) {
  const t = T[lang];
  const { page, context, errors } = await phonePage(browser, { lang });
  await signIn(page, who, `${who}1234`);

  // Reference: the fleet → one aircraft with its deferred defects.
  await page.goto(`${BASE_URL}/study`);
  await page.getByRole('link', { name: t.aircraftEntry, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/study/aircraft');
  await page.getByRole('list', { name: t.fleet }).getByRole('link').first().waitFor();
  await assertWindowedRows(page, 'fleet');
  await page.getByRole('list', { name: t.fleet }).getByRole('link').first().click();
  await page.waitForURL((url) => /^\/study\/aircraft\/AC\d+$/.test(url.pathname));
  await page.getByRole('heading', { name: t.defects }).waitFor();
  await assertFitsWidth(page, 'aircraft detail');

  // An airport through the city index, and one of its charts opened in the PDF viewer.
  await page.goto(`${BASE_URL}/study/airport`);
  await page.getByRole('link', { name: t.chooseAirport }).click();
  await page.waitForURL((url) => url.pathname === '/study/selectAirport');
  await page.getByRole('searchbox').fill('SZX');
  await page.getByRole('button', { name: /SZX/ }).first().click();
  await page.waitForURL((url) => url.search === '?code=SZX');
  await page.getByText('ZGSZ', { exact: true }).waitFor();
  await page.getByRole('heading', { name: t.docs }).waitFor();
  await assertFitsWidth(page, 'airport');
  await current(page).getByRole('button', { name: /RWY/ }).first().click();
  await page.getByRole('img', { name: t.page1 }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: t.closeDoc }).click();

  // A route picked through the route selector.
  await page.goto(`${BASE_URL}/study/airRoute`);
  await page.getByRole('link', { name: t.chooseRoute }).click();
  await page.waitForURL((url) => url.pathname === '/study/airlineSelector/airRoute');
  await page.getByRole('list').getByRole('button').nth(2).click();
  await page.waitForURL((url) => url.pathname === '/study/airRoute' && url.search.startsWith('?routeId='));
  await page.getByRole('heading', { name: t.legs }).waitFor();
  await page
    .getByText(/\d+ km \/ \d+ NM/)
    .first()
    .waitFor();
  await assertFitsWidth(page, 'air route');

  // A public document read inside the app.
  await page.goto(`${BASE_URL}/study/publicDocument`);
  await page.getByRole('list', { name: t.docsList }).getByRole('button').first().waitFor();
  await assertWindowedRows(page, 'public documents');
  await page.getByRole('list', { name: t.docsList }).getByRole('button').first().click();
  await page.getByRole('img', { name: t.page1 }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: t.closeDoc }).click();
  await assertFitsWidth(page, 'public documents');

  // A training video: the player, and marking it watched.
  await page.goto(`${BASE_URL}/study/video`);
  await page.getByRole('list', { name: t.videoList }).getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname === '/study/videoDetail');
  await page.locator('video').waitFor();
  // The built-in backend's streams never play: nothing watched, so it cannot be marked as watched.
  await page.getByText(t.watchFirst).waitFor();
  assert.equal(await page.getByRole('button', { name: t.markWatched }).count(), 0);
  await assertFitsWidth(page, 'video');

  // A practice test to its result.
  await page.goto(`${BASE_URL}/study/testTypeSelector`);
  await page.getByRole('link', { name: t.practise }).nth(1).click();
  await page.waitForURL((url) => url.pathname === '/study/ready');
  await page.getByRole('radio', { name: t.five }).click();
  await page.getByRole('link', { name: t.next }).click();
  await page.waitForURL((url) => url.pathname === '/study/ready2');
  await page.getByRole('button', { name: t.start }).click();
  await page.waitForURL((url) => url.pathname === '/study/test');
  await page.getByRole('timer').waitFor();
  for (let i = 1; i <= 5; i += 1) {
    await page
      .getByRole('navigation', { name: t.palette })
      .getByRole('button', { name: t.goTo(i), exact: true })
      .click();
    await page.locator('fieldset input').first().check();
  }
  await assertFitsWidth(page, 'test');
  await page.getByRole('button', { name: t.handIn }).click();
  await page.getByText(t.score).waitFor();
  assert.equal(await page.getByText(t.rightAnswer).count(), 5);

  // Every study screen shows something real: no "coming soon" anywhere.
  for (const path of [
    '/study/airlineTrait',
    '/study/weather',
    '/study/flightChange',
    '/study/flightTime',
    '/study/course',
    '/study/course/C201',
    '/study/questionBank',
    '/study/preview',
    '/study/exam',
    '/study/examDetail',
    // The simulator schedule is a pilots' screen (routes.tsv).
    ...(who === 'pilot' ? ['/study/schedule'] : []),
  ]) {
    await openInApp(page, path);
    // Wait until the screen shows its data (no loading state left).
    await page.waitForFunction(() => {
      const main = [...document.querySelectorAll('main')].pop();
      const text = main?.innerText.trim() ?? '';
      return text.length > 20 && !/加载中|Loading/.test(text);
    });
    assert.equal(await page.getByText(t.comingSoon).count(), 0, `${path} is not built`);
    await assertFitsWidth(page, path);
    await assertWindowedRows(page, path);
  }

  assert.deepEqual(errors, [], errors.join('\n'));
  await context.close();
}

test.describe('study in a real browser (375x812)', () => {
  // Each crew type in each language: reference look-ups, a document, a video and a practice test to
  // its result, every study screen with data; one browser, a fresh context for each.
  for (const who of ['pilot', 'cabin'] as const)
    for (const lang of ['zh-cn', 'en-us'] as const)
      test(`${who} in ${lang === 'zh-cn' ? 'Chinese' : 'English'}: look-ups, a document, a video, a practice test`, async ({
        browser,
      }) => {
        await walkThrough(browser, who, lang);
      });
});
