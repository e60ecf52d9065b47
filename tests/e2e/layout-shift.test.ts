/**
 * Nothing jumps when data arrives: what a screen draws while a read is on its way takes the room of what
 * replaces it, so a tap aimed at a card or an entry lands where the finger went (Lighthouse's layout
 * shift, measured by the bench; here the cause, checked on the screens where it was seen).
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test, BASE_URL, phonePage, signIn } from '../support/browser';
import type { CrewMock } from '../../mocks/browser';

/**
 * Opens `url` the way a first opening looks: the answers the sign-in's landing screen kept on the phone
 * go first (the built-in backend's switch), or they would be drawn at once and nothing would arrive late.
 */
async function openFirstTime(page: Page, url: string): Promise<void> {
  await page.evaluate(() => (window as unknown as { crewMock: CrewMock }).crewMock.dropKept());
  await page.goto(url);
}

/** The query that makes the built-in backend answer these calls `ms` late. */
const slow = (calls: string[], ms: number) =>
  `mockFault=${encodeURIComponent(calls.map((call) => `${call}:slow:${ms}`).join(','))}`;

test.describe('layout stays put while data arrives (375x812)', () => {
  for (const lang of ['zh-cn', 'en-us'] as const)
    test(`the task list's missions do not move when the counts above them arrive (${lang})`, async ({
      browser,
    }) => {
      const { page, context, errors } = await phonePage(browser, { lang });
      await signIn(page, 'pilot', 'pilot1234');
      // The missions come in one read (GetPrepareFlight); the counts above them come late.
      await openFirstTime(
        page,
        `${BASE_URL}/prepare/task?${slow(['/api/FlightMission/GetFlightMissionCount'], 3000)}`,
      );
      const list = page.getByRole('list', { name: lang === 'zh-cn' ? '我的飞行任务' : 'My flight missions' });
      await list.getByRole('heading').first().waitFor({ timeout: 15_000 });
      const top = () => list.evaluate((ul) => Math.round(ul.getBoundingClientRect().top));
      const waiting = await top();
      assert.match((await page.locator('main dl').textContent()) ?? '', /–/, 'the counts are not there yet');
      await page.waitForFunction(() => !/–/.test(document.querySelector('main dl')?.textContent ?? '–'));
      assert.equal(await top(), waiting);
      assert.deepEqual(errors, []);
      await context.close();
    });

  for (const lang of ['zh-cn', 'en-us'] as const)
    test(`the home page's entries do not move when today's missions arrive (${lang})`, async ({
      browser,
    }) => {
      const { page, context, errors } = await phonePage(browser, { lang });
      await signIn(page, 'pilot', 'pilot1234');
      await openFirstTime(page, `${BASE_URL}/?${slow(['/api/FlightMission/GetFlightMission'], 3000)}`);
      const entries = page.getByRole('navigation', { name: lang === 'zh-cn' ? '功能入口' : 'Shortcuts' });
      await entries.waitFor();
      // The count has come (its figures drawn), the list not yet.
      await page.waitForFunction(() => /\d/.test(document.querySelector('main dl dd')?.textContent ?? ''));
      const top = () => entries.evaluate((nav) => Math.round(nav.getBoundingClientRect().top));
      const waiting = await top();
      const list = page.getByRole('list', {
        name: lang === 'zh-cn' ? '今日飞行任务列表' : "Today's flight missions",
      });
      await list.getByRole('link').first().waitFor({ timeout: 15_000 });
      assert.equal(await top(), waiting);
      assert.deepEqual(errors, []);
      await context.close();
    });

  test("the study home's menus do not move when what is new arrives", async ({ browser }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'en-us' });
    await signIn(page, 'pilot', 'pilot1234');
    await openFirstTime(
      page,
      `${BASE_URL}/study?${slow(['/api/CompInfo/GetPubdocToUser', '/api/CompInfo/GetAllExam'], 3000)}`,
    );
    const menus = page.getByRole('navigation');
    await menus.first().waitFor();
    const tops = () =>
      menus.evaluateAll((navs) => navs.map((n) => Math.round(n.getBoundingClientRect().top)));
    const before = await tops();
    await page.getByRole('region', { name: 'For you' }).waitFor({ timeout: 15_000 });
    assert.deepEqual(await tops(), before);
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const lang of ['zh-cn', 'en-us'] as const)
    test(`the personal centre's menus do not move when who I am and the figures arrive (${lang})`, async ({
      browser,
    }) => {
      const { page, context, errors } = await phonePage(browser, { lang });
      await signIn(page, 'pilot', 'pilot1234');
      const reads = ['LoginInfo', 'GetPersonalFlightHours', 'GetPersonalLicense'];
      await openFirstTime(
        page,
        `${BASE_URL}/me?${slow(
          reads.map((r) => `/api/PersonnalCenter/${r}`),
          3000,
        )}`,
      );
      const menus = page.locator('main ul[aria-label]');
      await menus.first().waitFor();
      const tops = () =>
        menus.evaluateAll((lists) => lists.map((l) => Math.round(l.getBoundingClientRect().top)));
      const before = await tops();
      await page.locator('main section h2').first().waitFor({ timeout: 15_000 });
      // Every figure in: no loading state, no "…" in the tiles.
      await page.waitForFunction(
        () =>
          !document.querySelector('main [role="status"]') &&
          ![...document.querySelectorAll('main a strong')].some((value) => value.textContent === '…'),
      );
      assert.deepEqual(await tops(), before);
      assert.deepEqual(errors, []);
      await context.close();
    });
});
