/**
 * The preparation's gate in a browser at 375x812 (#25): the built-in backend decides, every screen
 * respects it however it is opened (a link, its address, the back button), says why in the user's
 * language with the way out, and a crafted request gets the same refusal. Pilot and cabin crew, both
 * languages. The page's clock starts at 10:00 Beijing time (as prepare-flow's), so today's first flight
 * is still to prepare; the built-in backend runs in the page and keeps the same clock.
 */
import assert from 'node:assert/strict';
import type { Browser, Page } from '@playwright/test';
import { PREFLIGHT_POOLS } from '../../mocks/db/preflight';
import {
  test,
  BASE_URL,
  beijingMorning,
  clockOf,
  envelopeAsTab,
  expect,
  phonePage,
  readMustReadNotices,
  signIn,
  tapToNextScreen,
} from '../support/browser';

type Lang = 'zh-cn' | 'en-us';
type Who = 'pilot' | 'cabin';
const say = (lang: Lang) => (zh: string, en: string) => (lang === 'zh-cn' ? zh : en);
const PASSWORDS: Record<Who, string> = { pilot: 'pilot1234', cabin: 'cabin1234' };
const CODE = { suspended: '3001', declared: '3009', timeNotElapsed: '3010' };

/** A request as anyone could craft it, with the tab's session (the built-in backend answers in the page). */
const call = envelopeAsTab;

interface Mission {
  missionId: string;
  flightNo: string;
  prepareGate: { state: string; closesAt: string };
}

/** The user's missions still to prepare, in departure order. */
async function openMissions(page: Page): Promise<Mission[]> {
  const missions = (await call<Mission[]>(page, '/api/FlightMission/GetFlightMission')).List ?? [];
  return missions.filter((m) => m.prepareGate.state === 'open' || m.prepareGate.state === 'unread');
}

const at = (path: string, missionId: string) =>
  `${BASE_URL}${path}?missionId=${encodeURIComponent(missionId)}`;

async function stepLink(page: Page, lang: Lang, zh: string, en: string) {
  const steps = page.getByRole('list', { name: say(lang)('准备步骤', 'Preparation steps') });
  await steps.waitFor();
  return steps.getByRole('link', { name: new RegExp(say(lang)(zh, en)) });
}

/** A screen that leads to a later step's write shows the suspension with whom to call, and no form. */
async function suspendedHere(page: Page, lang: Lang) {
  const t = say(lang);
  await page
    .getByText(
      t(
        '您已申报不适宜飞行，后续准备步骤已暂停',
        'You declared yourself not fit to fly: the later preparation steps are suspended.',
      ),
    )
    .first()
    .waitFor();
  await page
    .getByRole('link', { name: new RegExp(t('拨打机组调度电话', 'Call Crew control on')) })
    .first()
    .waitFor();
  await page
    .getByRole('link', { name: new RegExp(t('拨打航医电话', 'Call Aviation medicine on')) })
    .first()
    .waitFor();
  assert.equal(await page.getByRole('form').count(), 0, 'no form');
  assert.equal(await page.locator('main button[type="submit"]').count(), 0, 'nothing to send');
}

/** Answers the exam on the screen: every question right, or every one wrong. */
async function answerExam(page: Page, lang: Lang, who: Who, right: boolean) {
  const t = say(lang);
  const pool = who === 'pilot' ? PREFLIGHT_POOLS.F : PREFLIGHT_POOLS.C;
  const form = page.getByRole('form', {
    name: lang === 'zh-cn' ? /^航前准备考试 · / : /^Pre-flight exam · /,
  });
  await form.waitFor();
  const groups = form.getByRole('group');
  for (let index = 0; index < (await groups.count()); index += 1) {
    const legend = (await groups.nth(index).locator('legend').textContent()) ?? '';
    const question = pool.find((q) => legend.includes(q.stem))!;
    const keys = right
      ? question.answer
      : [question.options.find((o) => !question.answer.includes(o.key))!.key];
    for (const key of keys) {
      const option = question.options.find((o) => o.key === key)!;
      const label =
        question.type === 'judge'
          ? t(key === 'A' ? '正确' : '错误', key === 'A' ? 'True' : 'False')
          : `${key}. ${option.text}`;
      await groups.nth(index).getByLabel(label, { exact: true }).check();
    }
  }
  await form.getByRole('button', { name: t('提交答卷', 'Hand in') }).click();
}

async function phone(browser: Browser, who: Who, lang: Lang) {
  const phone = await phonePage(browser, { lang });
  await phone.page.clock.install({ time: beijingMorning() });
  const clock = clockOf(phone.page);
  await signIn(phone.page, who, PASSWORDS[who]);
  return { ...phone, clock };
}

test.describe('the preparation gate (375x812)', () => {
  for (const [who, lang] of [
    ['pilot', 'zh-cn'],
    ['cabin', 'en-us'],
  ] as const)
    test(`"not fit" makes every later step refuse by every way in, with the reason and whom to call; nothing in the app undoes it (${who}, ${lang})`, async ({
      browser,
    }) => {
      const t = say(lang);
      const { page, context, errors } = await phone(browser, who, lang);
      const [mission] = await openMissions(page);
      const missionId = mission!.missionId;
      await readMustReadNotices(page, missionId);

      // The declaration: "not fit" with a symptom, then what to do next and whom to call, no form.
      await page.goto(at('/Prepare/FlightMission', missionId));
      await (await stepLink(page, lang, '身体状况申报', 'Fitness declaration')).click();
      await page.getByLabel(t('不适宜飞行', 'Not fit to fly'), { exact: true }).check();
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: t('提交申报', 'Submit declaration') }).click();
      await page
        .getByText(t('下一步：请立即致电机组调度', 'Next: call crew control now'), { exact: false })
        .waitFor();
      await page
        .getByRole('link', { name: new RegExp(t('拨打机组调度电话', 'Call Crew control on')) })
        .waitFor();
      assert.equal(await page.getByRole('button', { name: t('提交申报', 'Submit declaration') }).count(), 0);

      // The home: every later step suspended, no finish.
      await page.getByRole('link', { name: t('返回准备首页', 'Back to preparation') }).click();
      const steps = page.getByRole('list', { name: t('准备步骤', 'Preparation steps') });
      await steps.getByText(t('已暂停', 'Suspended')).first().waitFor();
      assert.equal(await steps.getByText(t('已暂停', 'Suspended')).count(), who === 'pilot' ? 7 : 4);
      assert.equal(await page.getByRole('button', { name: t('完成准备', 'Finish preparation') }).count(), 0);

      // The exam by its step's link, by its address, the result's way to it, and back to it.
      await (await stepLink(page, lang, '准备考试', 'Pre-flight exam')).click();
      await suspendedHere(page, lang);
      await page.goto(at('/Prepare/Examination', missionId));
      await suspendedHere(page, lang);
      await page.goto(at('/Prepare/Result', missionId));
      await page.getByText(t('您还没有参加准备考试', 'You have not taken the pre-flight exam yet')).waitFor();
      assert.equal(await page.getByRole('link', { name: t('去参加考试', 'Take the exam') }).count(), 0);
      await page.goBack();
      await page.waitForURL(/\/Prepare\/Examination\?/);
      await suspendedHere(page, lang);

      // The step's own writes: risk feedback (pilot), the cabin message (cabin crew), by address.
      if (who === 'pilot') {
        const risks = await call<{ items: Array<{ id: string }> }>(page, '/api/flightdata/getrisklist', {
          flightId: missionId,
        });
        await page.goto(at(`/prepare/risk/feedback/${risks.List!.items[0]!.id}`, missionId));
      } else await page.goto(at('/Prepare/Message', missionId));
      await suspendedHere(page, lang);

      // Crafted requests get the same refusal; the declaration cannot be replaced.
      assert.equal((await call(page, '/api/flightdata/getexamlist', { missionId })).Code, CODE.suspended);
      assert.equal(
        (
          await call(page, '/api/Prepare/AddOrUpdateStepRecord', {
            missionId,
            stepId: 'weather',
            spentSeconds: 30,
          })
        ).Code,
        CODE.suspended,
      );
      assert.equal(
        (await call(page, '/api/health/updatehealth', { missionId, fit: true })).Code,
        CODE.declared,
      );
      await page.goto(at('/Prepare/Health', missionId));
      await page
        .getByText(t('申报已记录，不能更改。', 'Your declaration is recorded and cannot be changed.'))
        .waitFor();
      assert.equal(await page.getByRole('form').count(), 0);

      // The task list says it too, and offers it only to view.
      await page.goto(`${BASE_URL}/prepare`);
      const card = page.getByRole('listitem', { name: new RegExp(mission!.flightNo) }).first();
      await card.getByText(t('已暂停', 'Suspended')).waitFor();
      await card.getByRole('link', { name: t('查看', 'View'), exact: true }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(overflow, false, 'nothing overflows horizontally');
      assert.deepEqual(errors, []);
      await context.close();
    });

  for (const [who, lang] of [
    ['pilot', 'en-us'],
    ['cabin', 'zh-cn'],
  ] as const)
    test(`with a must-read notice unread the exam cannot be started; passing one mission's exam leaves the next one's to do (${who}, ${lang})`, async ({
      browser,
    }) => {
      const t = say(lang);
      const { page, context, errors } = await phone(browser, who, lang);
      const [first, next] = await openMissions(page);

      // By its address: the reason and the notices, no form; from the home: §8's message, then a notice.
      await page.goto(at('/Prepare/Examination', first!.missionId));
      await page
        .getByText(
          t(
            '您还有未读的通告，请阅读后再继续',
            'You still have unread notices. Please read them before continuing.',
          ),
        )
        .first()
        .waitFor();
      await page.getByRole('link', { name: t('去阅读通告', 'Read the notices') }).waitFor();
      assert.equal(await page.getByRole('form').count(), 0);
      await page.goto(at('/Prepare/FlightMission', first!.missionId));
      await (await stepLink(page, lang, '准备考试', 'Pre-flight exam')).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('确定', 'OK') })
        .click();
      await page.waitForURL(/\/prepare\/ImportantNotice\/detail\//);

      // Notices read: the first mission's exam passed, the result at the top.
      await readMustReadNotices(page, first!.missionId);
      await readMustReadNotices(page, next!.missionId);
      await page.goto(at('/Prepare/Examination', first!.missionId));
      await answerExam(page, lang, who, true);
      await page
        .getByRole('region', { name: t('考试结果', 'Exam result') })
        .getByText(t('答对 12/12 题，考试通过', '12/12 correct: exam passed'))
        .waitFor();

      // The next mission: its exam step still to do, its exam to take.
      await page.goto(at('/Prepare/FlightMission', next!.missionId));
      const exam = await stepLink(page, lang, '准备考试', 'Pre-flight exam');
      await exam.getByText(t('未开始', 'Not started')).waitFor();
      await exam.click();
      const form = page.getByRole('form', { name: new RegExp(`${next!.flightNo}$`) });
      await form.waitFor();
      assert.equal(await form.getByRole('group').count(), 12);
      assert.deepEqual(errors, []);
      await context.close();
    });

  test('one crafted step record cannot reach the minimum; a failed exam, or a flight gone, cannot be finished; the briefing is shown (pilot, zh-cn)', async ({
    browser,
  }) => {
    const { page, context, errors, clock } = await phone(browser, 'pilot', 'zh-cn');
    const [mission] = await openMissions(page);
    const missionId = mission!.missionId;
    await call(page, '/api/health/updatehealth', { missionId, fit: true });
    await readMustReadNotices(page, missionId);

    // The briefing, the contacts and the flight plan, from their calls.
    await page.goto(at('/Prepare/FlightMission', missionId));
    await page.getByText(/^协同会 \d\d:\d\d · /).waitFor();
    await page.getByText(/机组已完成准备 \d+\/\d+ 人/).waitFor();
    assert.ok((await page.locator('a[href^="tel:"]').count()) >= 5, 'the contact numbers');
    await page.getByRole('link', { name: '航线数据' }).click();
    await page.getByRole('heading', { name: '飞行计划（OFP）' }).waitFor();
    await page.getByText('总油量').waitFor();
    await page.goBack();

    // One crafted record of half an hour: refused, nothing counted.
    const crafted = await call(page, '/api/Prepare/AddOrUpdateStepRecord', {
      missionId,
      stepId: 'route',
      spentSeconds: 1800,
    });
    assert.equal(crafted.Code, CODE.timeNotElapsed);
    await page.reload();
    await page.getByText('已准备 0 / 30 分钟').waitFor();

    // Every reading step worked on for a while, then the exam failed: the finish says why.
    const reading = ['航线资料', '飞机信息与保留故障', '机场资料', '气象资料', '风险评估'];
    for (const name of reading) {
      await tapToNextScreen(page, await stepLink(page, 'zh-cn', name, name));
      await clock.runFor(40_000);
      await tapToNextScreen(page, page.getByRole('button', { name: '返回' }).first());
      assert.match(page.url(), /\/Prepare\/FlightMission\?/);
    }
    // Each one counted (else the finish would say which were not begun, before the exam).
    for (const name of reading)
      await expect((await stepLink(page, 'zh-cn', name, name)).getByText('未开始')).toHaveCount(0);
    await (await stepLink(page, 'zh-cn', '准备考试', '')).click();
    await answerExam(page, 'zh-cn', 'pilot', false);
    await page.getByRole('region', { name: '考试结果' }).getByText('很抱歉，考试未通过').waitFor();
    await page.goto(at('/Prepare/FlightMission', missionId));
    await page.getByRole('button', { name: '完成准备' }).click();
    // Compared, not looked for: a failure shows what the screen said instead.
    await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toHaveText(
      '请先通过本航班的准备考试',
    );

    // The flight leaves with the preparation open: closed, not completed in time, no finish.
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.fastForward(Date.parse(mission!.prepareGate.closesAt) - pageNow + 60_000);
    await page.reload();
    await page.getByText('航班已起飞，本次在线准备未按时完成，已关闭').first().waitFor();
    assert.equal(await page.getByRole('button', { name: '完成准备' }).count(), 0);
    await page.goto(`${BASE_URL}/prepare`);
    const card = page.getByRole('listitem', { name: new RegExp(mission!.flightNo) }).first();
    await card.getByText('未按时完成').waitFor();
    assert.equal(await card.getByRole('link', { name: '开始准备' }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
