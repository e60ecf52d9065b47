import assert from 'node:assert/strict';
import type { Browser, Page } from '@playwright/test';
import { preflightExams } from '../../mocks/db/preflight';
import { test, BASE_URL, phonePage, signIn } from '../support/browser';

type Lang = 'zh-cn' | 'en-us';
const ACCOUNTS = {
  pilot: { password: 'pilot1234', exam: 'PX001', minutes: 30 },
  cabin: { password: 'cabin1234', exam: 'CX001', minutes: 20 },
} as const;

const HOUR = 3_600_000;
/**
 * 10:00 of today on Beijing's clock, where the page's controlled clock starts. The test reads on for
 * more than half an hour and then looks for the flight among the home's missions of *today*: started
 * in the half hour before Beijing midnight (16:00 UTC), the page's day turned over on the way and the
 * flight rightly became yesterday's. A fixed hour makes every run the same.
 */
function beijingMorning(): Date {
  const beijingMidnight = Math.floor((Date.now() + 8 * HOUR) / (24 * HOUR)) * 24 * HOUR - 8 * HOUR;
  return new Date(beijingMidnight + 10 * HOUR);
}

/** The word the user sees in the chosen language. */
const say = (lang: Lang) => (zh: string, en: string) => (lang === 'zh-cn' ? zh : en);

async function stepLink(page: Page, lang: Lang, zh: string, en: string) {
  const steps = page.getByRole('list', { name: say(lang)('准备步骤', 'Preparation steps') });
  await steps.waitFor();
  return steps.getByRole('link', { name: new RegExp(say(lang)(zh, en)) });
}

/** Answers every question of the exam form right, as a crew member who knows the material. */
async function answerAll(page: Page, examId: string) {
  const exam = preflightExams.find((e) => e.id === examId)!;
  const form = page.getByRole('form', { name: exam.title });
  await form.waitFor();
  const groups = form.getByRole('group');
  for (const [index, question] of exam.questions.entries()) {
    for (const key of question.answer) {
      const option = question.options.find((o) => o.key === key)!;
      const label = question.type === 'judge' ? option.text : `${option.key}. ${option.text}`;
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
  await signIn(page, who, account.password);

  // The entry: pilots land on the task list, cabin crew on the body status with the same list.
  await page.goto(`${BASE_URL}/prepare`);
  await page.waitForURL(who === 'pilot' ? /\/prepare\/task$/ : /\/prepare\/status$/);
  const list = page.getByRole('list', { name: t('我的飞行任务', 'My flight missions') });
  const first = list.getByRole('listitem').first();
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

  // Finishing now is refused with the backend's minutes (§8).
  await page.getByRole('button', { name: t('完成准备', 'Finish preparation') }).click();
  await page
    .getByText(lang === 'zh-cn' ? /您还有未读的通告|在线准备需达到/ : /unread notices|must reach \d+ minutes/)
    .first()
    .waitFor();

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
    // look for "next or done" would find it again (and then lose it as the screen goes).
    const href = (await next.getAttribute('href'))!;
    await next.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await page.locator(`a[href="${href}"]`).waitFor({ state: 'detached' });
  }
  await page.getByText(t('必读通告均已阅读', 'All must-read notices are read')).waitFor();

  // Read on for the required minutes: the step timer records the visible time.
  await page.clock.fastForward(`${account.minutes + 1}:00`);
  await page.getByRole('link', { name: t('返回准备首页', 'Back to preparation') }).click();
  await page.waitForURL(/\/Prepare\/FlightMission\?/);

  // The exam: every answer right passes and shows the result question by question.
  await (await stepLink(page, lang, '准备考试', 'Pre-flight exam')).click();
  const form = await answerAll(page, account.exam);
  await form.getByRole('button', { name: t('提交答卷', 'Hand in') }).click();
  await page.waitForURL(/\/Prepare\/Result\?/);
  await page.getByText(t('通过', 'Passed'), { exact: true }).first().waitFor();
  await page.goto(home);

  const minutes = new RegExp(
    t(`已准备 (\\d+) / ${account.minutes} 分钟`, `(\\d+) / ${account.minutes} min prepared`),
  );
  const shown = page.getByText(minutes);
  await shown.waitFor();
  const reached = Number(minutes.exec((await shown.textContent())!)![1]);
  assert.ok(reached >= account.minutes, `${reached} minutes recorded`);
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
