import assert from 'node:assert/strict';
import type { Browser, Page } from '@playwright/test';
import { PREFLIGHT_POOLS } from '../../mocks/db/preflight';
import {
  test,
  BASE_URL,
  beijingMorning,
  clockOf,
  phonePage,
  signIn,
  tapToNextScreen,
} from '../support/browser';

type Lang = 'zh-cn' | 'en-us';
/**
 * Each crew side's steps read for a while, as the minutes are spread over the steps (each counts a
 * most), with the screen that carries the step and the minutes read there.
 */
const ACCOUNTS = {
  pilot: {
    password: 'pilot1234',
    minutes: 30,
    pool: PREFLIGHT_POOLS.F,
    reading: [
      ['航线资料', 'Route information', 6.5],
      ['飞机信息与保留故障', 'Aircraft and deferred defects', 6.5],
      ['机场资料', 'Airport information', 6.5],
      ['气象资料', 'Weather', 6.5],
      ['风险评估', 'Risk assessment', 6.5],
    ],
  },
  cabin: {
    password: 'cabin1234',
    minutes: 20,
    pool: PREFLIGHT_POOLS.C,
    reading: [
      ['通告阅读', 'Notices', 6.5],
      ['旅客信息与号位', 'Passengers and positions', 7],
      ['气象资料', 'Weather', 8],
    ],
  },
} as const;

/** The word the user sees in the chosen language. */
const say = (lang: Lang) => (zh: string, en: string) => (lang === 'zh-cn' ? zh : en);

async function stepLink(page: Page, lang: Lang, zh: string, en: string) {
  const steps = page.getByRole('list', { name: say(lang)('准备步骤', 'Preparation steps') });
  await steps.waitFor();
  return steps.getByRole('link', { name: new RegExp(say(lang)(zh, en)) });
}

/**
 * Answers every question of the exam form right, as a crew member who knows the material: each
 * question of this attempt's draw is found in the pool by its wording.
 */
async function answerAll(page: Page, lang: Lang, pool: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]['pool']) {
  const form = page.getByRole('form', {
    name: lang === 'zh-cn' ? /^航前准备考试 · / : /^Pre-flight exam · /,
  });
  // Where no form comes, the screen's words say why (a gate's notice, an error, a wait) in the report.
  await form.waitFor().catch(async (error: unknown) => {
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => 'unreadable');
    throw new Error(`no exam form at ${page.url()}; the screen says: ${shown.slice(0, 800)}`, {
      cause: error,
    });
  });
  const groups = form.getByRole('group');
  const count = await groups.count();
  assert.equal(count, 12);
  for (let index = 0; index < count; index += 1) {
    const legend = (await groups.nth(index).locator('legend').textContent()) ?? '';
    const question = pool.find((q) => legend.includes(q.stem));
    assert.ok(question, `question ${index + 1} is in the pool: ${legend}`);
    for (const key of question.answer) {
      const option = question.options.find((o) => o.key === key)!;
      const label =
        question.type === 'judge'
          ? say(lang)(key === 'A' ? '正确' : '错误', key === 'A' ? 'True' : 'False')
          : `${option.key}. ${option.text}`;
      await groups.nth(index).getByLabel(label, { exact: true }).check();
    }
  }
  return form;
}

async function prepare(browser: Browser, who: keyof typeof ACCOUNTS, lang: Lang) {
  const t = say(lang);
  const account = ACCOUNTS[who];
  const { page, context, errors } = await phonePage(browser, { lang });
  // A controllable clock: the step timer then counts the minutes a real reader would spend.
  await page.clock.install({ time: beijingMorning() });
  const clock = clockOf(page);
  await signIn(page, who, account.password);

  // The entry: pilots land on the task list, cabin crew on the body status with the same list. The
  // first mission still to prepare is the one whose card offers to start it.
  await page.goto(`${BASE_URL}/prepare`);
  await page.waitForURL(who === 'pilot' ? /\/prepare\/task$/ : /\/prepare\/status$/);
  const list = page.getByRole('list', { name: t('我的飞行任务', 'My flight missions') });
  const first = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: t('开始准备', 'Start preparation') }) })
    .first();
  await first.waitFor();
  const title = (await first.getByRole('heading').textContent())!;
  assert.match((await first.textContent())!, new RegExp(t('未开始', 'Not started')));
  await first.getByRole('link', { name: t('开始准备', 'Start preparation') }).click();
  await page.waitForURL(/\/Prepare\/FlightMission\?missionId=/);
  await page
    .getByText(t(`已准备 0 / ${account.minutes} 分钟`, `0 / ${account.minutes} min prepared`))
    .waitFor();
  const home = page.url();

  // Fitness: fit to fly.
  await (await stepLink(page, lang, '身体状况申报', 'Fitness declaration')).click();
  await page.getByLabel(t('适宜飞行', 'Fit to fly'), { exact: true }).check();
  await page.getByRole('button', { name: t('提交申报', 'Submit declaration') }).click();
  await page.getByRole('heading', { name: t('当前申报', 'Current declaration') }).waitFor();
  await page.getByRole('link', { name: t('返回准备首页', 'Back to preparation') }).click();

  // A reload in the middle: the declaration is kept and the home resumes the same mission.
  await page.reload();
  const health = await stepLink(page, lang, '身体状况申报', 'Fitness declaration');
  await health.getByText(t('已完成', 'Completed')).waitFor();
  assert.equal(page.url(), home);

  // With unread notices there is no finish: the reason and the way to the notices instead (§5).
  await page
    .getByText(
      t(
        '您还有未读的通告，请阅读后再继续',
        'You still have unread notices. Please read them before continuing.',
      ),
    )
    .first()
    .waitFor();
  assert.equal(await page.getByRole('button', { name: t('完成准备', 'Finish preparation') }).count(), 0);

  // Moving on with unread notices: §8's message, then the first unread notice opens.
  await (await stepLink(page, lang, '气象资料', 'Weather')).click();
  const alert = page.getByRole('alertdialog');
  await alert
    .getByText(
      t(
        '您还有未读的通告，请阅读后再继续',
        'You still have unread notices. Please read them before continuing.',
      ),
    )
    .waitFor();
  await alert.getByRole('button', { name: t('确定', 'OK') }).click();
  await page.waitForURL(/\/prepare\/ImportantNotice\/detail\//);
  // Read every must-read notice, one after the other.
  for (let i = 0; i < 30; i += 1) {
    const next = page.getByRole('link', { name: t('阅读下一条未读通告', 'Read the next unread notice') });
    const done = page.getByText(t('必读通告均已阅读', 'All must-read notices are read'));
    await next.or(done).first().waitFor();
    if (await done.isVisible()) break;
    // The next screen replaces this one: until it is drawn, this screen's link is still there, and a
    // look for "next or done" would find it again (and then lose it as the screen goes). The link's
    // address is not waited for: it may change under the tap as the notices read are counted again.
    await tapToNextScreen(page, next);
  }
  await page.getByText(t('必读通告均已阅读', 'All must-read notices are read')).waitFor();
  await page.getByRole('link', { name: t('返回准备首页', 'Back to preparation') }).click();
  await page.waitForURL(/\/Prepare\/FlightMission\?/);

  // Read the steps for the required minutes: the step timer records the visible time every 30 s, and
  // the backend counts no more than has passed (the page's clock runs on, 30 s at a time).
  for (const [zh, en, minutes] of account.reading) {
    await tapToNextScreen(page, await stepLink(page, lang, zh, en));
    await clock.runFor(Math.round(minutes * 60_000));
    await tapToNextScreen(page, page.getByRole('button', { name: t('返回', 'Back') }).first());
    assert.match(page.url(), /\/Prepare\/FlightMission\?/);
  }

  // The exam: every answer right passes and shows the result at the top, question by question.
  await (await stepLink(page, lang, '准备考试', 'Pre-flight exam')).click();
  const form = await answerAll(page, lang, account.pool);
  await form.getByRole('button', { name: t('提交答卷', 'Hand in') }).click();
  const result = page.getByRole('region', { name: t('考试结果', 'Exam result') });
  await result.getByText(t('答对 12/12 题，考试通过', '12/12 correct: exam passed')).waitFor();
  await page.goto(home);

  const minutes = new RegExp(
    t(`已准备 (\\d+) / ${account.minutes} 分钟`, `(\\d+) / ${account.minutes} min prepared`),
  );
  const shown = page.getByText(minutes);
  await shown.waitFor();
  // The figures kept on the phone are drawn at once and asked again: the fresh ones hold the minutes
  // just recorded (the check below says what was reached if they never come).
  await page
    .waitForFunction(
      ([source, needed]) => Number(new RegExp(source).exec(document.body.innerText)?.[1]) >= needed,
      [minutes.source, account.minutes] as const,
      { polling: 250, timeout: 15_000 },
    )
    .catch(() => undefined);
  const reached = Number(minutes.exec((await shown.textContent())!)![1]);
  // Short of the minutes, the queue bar says whether the records wait, were refused or are gone.
  const queue = await page.locator('details summary[aria-label]').allInnerTexts();
  assert.ok(reached >= account.minutes, `${reached} minutes recorded; queue: ${queue.join(' | ') || 'none'}`);
  await page.getByRole('button', { name: t('完成准备', 'Finish preparation') }).click();
  await page
    .getByRole('status')
    .getByText(t('在线准备已完成', 'Online preparation completed'))
    .first()
    .waitFor();

  // Completed everywhere: the task list and the home's mission card.
  await page.goto(`${BASE_URL}/prepare`);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await item.getByText(t('已完成', 'Completed')).first().waitFor();
  await page.goto(`${BASE_URL}/home`);
  const card = page.getByRole('list', { name: t('今日飞行任务列表', "Today's flight missions") });
  const flightNo = title.split(' · ')[0]!;
  await card
    .getByRole('listitem')
    .filter({ hasText: flightNo })
    .first()
    .getByText(t('已完成准备', 'Prepared'))
    .waitFor();
  await page.waitForLoadState('networkidle');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(overflow, false, 'nothing overflows horizontally');
  assert.deepEqual(errors, []);
  await context.close();
}

test.describe('online preparation from the task list to completed (375x812)', () => {
  test('pilot, zh-cn', async ({ browser }) => prepare(browser, 'pilot', 'zh-cn'));
  test('cabin crew, en-us', async ({ browser }) => prepare(browser, 'cabin', 'en-us'));
  test('pilot, en-us', async ({ browser }) => prepare(browser, 'pilot', 'en-us'));
  test('cabin crew, zh-cn', async ({ browser }) => prepare(browser, 'cabin', 'zh-cn'));
});
