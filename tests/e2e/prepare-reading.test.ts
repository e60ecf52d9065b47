import assert from 'node:assert/strict';
import type { Browser, Page } from '@playwright/test';
import { test, BASE_URL, phonePage, readMustReadNotices, signIn } from '../support/browser';
import { missionToPrepare, type MissionToPrepare } from '../support/departure';
import { assertWindowedRows, backendCall } from './walk';

type Lang = 'zh-cn' | 'en-us';
const COMING_SOON = /即将上线|敬请期待|Coming soon/i;

/**
 * The first mission still to prepare that stays open through the walk (a minute or more: today's first
 * may leave meanwhile at some hours, and the app then closes its preparation and its risk feedback), its
 * must-read notices read (as the user does first: the risk step's feedback and report are offered only
 * after them, §5).
 */
async function firstMission(page: Page): Promise<string> {
  const missions = await backendCall<MissionToPrepare[]>(page, '/api/FlightMission/GetFlightMission', {});
  const mission = missionToPrepare(missions ?? []);
  if (!mission) throw new Error('no mission still to prepare that stays open through the walk');
  await readMustReadNotices(page, mission.missionId);
  return mission.missionId;
}

/** Waits until the screen shows its data (a card with a heading, loading gone) and checks it fits the phone. */
async function screenShown(page: Page, label: string): Promise<string> {
  const main = page.locator('main[data-page-scroll]').last();
  await main.locator('section').first().waitFor({ timeout: 15000 });
  await page.waitForFunction(
    () => document.querySelectorAll('main [role="status"][aria-live="polite"]').length === 0,
    null,
    { timeout: 15000 },
  );
  const text = await main.innerText();
  assert.doesNotMatch(text, COMING_SOON, `${label} is not a placeholder`);
  assert.doesNotMatch(text, /reading\.[a-z]+\.[a-zA-Z]+/, `${label} shows no raw translation key`);
  const overflow = await page.evaluate(() => {
    const scroller = [...document.querySelectorAll('main[data-page-scroll]')].pop();
    return (scroller?.scrollWidth ?? 0) - (scroller?.clientWidth ?? 0);
  });
  assert.ok(overflow <= 1, `${label} fits 375 px (overflow ${overflow})`);
  return text;
}

async function open(page: Page, path: string): Promise<string> {
  await page.goto(`${BASE_URL}${path}`);
  return screenShown(page, path);
}

/** Taps a link the screen shows and waits for the screen it leads to. */
async function follow(page: Page, name: RegExp, to: RegExp, label: string): Promise<string> {
  await page.locator('main[data-page-scroll]').last().getByRole('link', { name }).first().click();
  await page.waitForURL(to);
  return screenShown(page, label);
}

async function back(page: Page, to: RegExp, label: string): Promise<void> {
  await page.goBack();
  await page.waitForURL(to);
  await screenShown(page, label);
}

const words = {
  'zh-cn': {
    distance: /公里 \/ [\d,]+ 海里/,
    defects: /查看保留故障/,
    charts: /机场图（\d+）/,
    stand: /停机位置图/,
    openPdf: '打开 PDF 文件',
    page1: '第 1 页',
    zoomIn: '放大',
    closeDoc: '关闭文件',
    pictures: /^机场图片$/,
    risks: /^风险因素$/,
    weather: /实况与预报详解/,
    decoded: '实况报解读',
    feedback: /^反馈意见$/,
    report: /^风险报告$/,
  },
  'en-us': {
    distance: /km \/ [\d,]+ NM/,
    defects: /View deferred defects/,
    charts: /Charts \(\d+\)/,
    stand: /停机位置图/,
    openPdf: 'Open the PDF',
    page1: 'Page 1',
    zoomIn: 'Zoom in',
    closeDoc: 'Close document',
    pictures: /^Pictures$/,
    risks: /^Risk factors$/,
    weather: /METAR and TAF explained/,
    decoded: 'The METAR in plain words',
    feedback: /^Give feedback$/,
    report: /^Risk report$/,
  },
} as const;

async function readingScreens(browser: Browser, who: 'pilot' | 'cabin', lang: Lang) {
  const { page, context, errors } = await phonePage(browser, { lang });
  await signIn(page, who, `${who}1234`);
  const missionId = await firstMission(page);
  const q = `?missionId=${missionId}`;
  const w = words[lang];

  await open(page, `/Prepare/FlightRouteFeature${q}`);
  assert.match(await open(page, `/Prepare/FlightRouteData${q}`), w.distance);

  await open(page, `/Prepare/PlaneInfo${q}`);
  await follow(page, w.defects, /\/prepare\/airplane\/planefault\/B-/, 'plane faults');
  await open(page, `/Prepare/Preparemel${q}`);

  await open(page, `/Prepare/AirportInfo${q}`);
  await follow(page, w.charts, /\/prepare\/airport\/legend\/[A-Z]{3}/, 'airport charts');
  await follow(page, w.stand, /\/prepare\/airport\/legendDetial\?/, 'a picture chart');
  // The picture opens zoomable in the shared image preview.
  await page
    .locator('main[data-page-scroll]')
    .last()
    .getByRole('listitem')
    .getByRole('button')
    .first()
    .click();
  await page.locator('.pswp').waitFor();
  // The gallery ignores a close while its opening animation runs: tap again until it has gone.
  for (let attempt = 0; (await page.locator('.pswp').count()) > 0; attempt += 1) {
    assert.ok(attempt < 10, 'the image preview closes');
    await page.locator('.pswp__button--close').tap();
    await page
      .locator('.pswp')
      .waitFor({ state: 'detached', timeout: 1000 })
      .catch(() => undefined);
  }
  await back(page, /\/prepare\/airport\/legend\//, 'airport charts again');
  // A PDF chart opens in the app's own document viewer: pdf.js draws its page on a canvas.
  await follow(page, /^[A-Z]{4} 机场图/, /\/prepare\/airport\/legendDetial\?/, 'a PDF chart');
  await page.getByRole('button', { name: w.openPdf }).click();
  const viewer = page.getByRole('dialog');
  await viewer.getByRole('img', { name: w.page1 }).waitFor({ timeout: 60_000 });
  const drawn = await viewer
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => canvas.width);
  assert.ok(drawn > 0, 'the PDF page is drawn');
  await viewer.getByRole('button', { name: w.zoomIn }).click();
  await viewer.getByText('150%').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `the viewer fits 375 px (overflow ${overflow})`);
  await viewer.getByRole('button', { name: w.closeDoc }).click();
  await viewer.waitFor({ state: 'detached' });
  await back(page, /\/prepare\/airport\/legend\//, 'airport charts again');
  await back(page, /\/Prepare\/AirportInfo/, 'airport info again');
  await follow(page, w.pictures, /\/prepare\/airport\/showpic\?/, 'airport pictures');
  await back(page, /\/Prepare\/AirportInfo/, 'airport info again');
  await follow(page, w.risks, /\/prepare\/airport\/risk\/[A-Z]{3}/, 'airport risk factors');

  await open(page, `/Prepare/SailNotice${q}`);
  // The notice lists are windowed: each row fits its slot in this language.
  for (const list of ['SafeNotice', 'OperationNotice']) {
    await page.goto(`${BASE_URL}/Prepare/${list}${q}`);
    await page.locator('main[data-page-scroll]').last().locator('ul[data-rendered-rows] a').first().waitFor();
    await assertWindowedRows(page, list);
  }
  await open(page, `/Prepare/Weather${q}`);
  await follow(page, w.weather, /\/prepare\/weather\/detail\/[A-Z]{3}/, 'weather detail');
  await page.getByRole('list', { name: w.decoded }).waitFor();

  await open(page, `/Prepare/Risk${q}`);
  await page
    .locator('main[data-page-scroll]')
    .last()
    .locator('a[href*="/prepare/risk/detail/"]')
    .first()
    .click();
  await screenShown(page, 'risk detail');
  await follow(page, w.feedback, /\/prepare\/risk\/feedback\//, 'risk feedback');
  await back(page, /\/prepare\/risk\/detail\//, 'risk detail again');
  await follow(page, w.report, /\/prepare\/risk\/report\//, 'risk report');

  await open(page, `/Prepare/scheduling${q}`);
  await open(page, `/Prepare/news${q}`);

  if (who === 'cabin') {
    await open(page, `/Prepare/VIPInformation${q}`);
    await open(page, `/Prepare/Message${q}`);
  } else {
    await page.goto(`${BASE_URL}/Prepare/VIPInformation${q}`);
    await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/prepare/vipinformation'));
  }

  assert.deepEqual(errors, []);
  await context.close();
}

test.describe('prepare reading steps in a real browser (375x812)', () => {
  for (const who of ['pilot', 'cabin'] as const)
    for (const lang of ['zh-cn', 'en-us'] as const)
      test(`${who} in ${lang}: every reading screen shows real data and every :id screen is reached by a link`, async ({
        browser,
      }) => {
        await readingScreens(browser, who, lang);
      });
});
