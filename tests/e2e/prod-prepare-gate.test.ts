/**
 * The preparation's gate on the production build as production serves it (nginx, the built-in backend
 * as a server behind /svc/, its own clock): "not fit" refuses the exam by its address with the reason and
 * whom to call, a crafted request gets the same refusal, one crafted time record cannot reach the
 * minimum, nothing in the app undoes the declaration, and crew control's switch does
 * (`POST /mock/crew-control/end-suspension`), after which the crew member declares again and the exam
 * can start. A pilot in Chinese and a cabin-side crew member (the security officer) in English; the
 * suspension is ended at the end, so the other files of the run see the backend as before.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import {
  test,
  envelopeAsTab,
  phonePage,
  PROD_BASE_URL as BASE,
  readMustReadNotices,
  signIn,
} from '../support/browser';
import { missionToPrepare, type MissionToPrepare } from '../support/departure';

type Lang = 'zh-cn' | 'en-us';
const say = (lang: Lang) => (zh: string, en: string) => (lang === 'zh-cn' ? zh : en);

/** A request as anyone could craft it, with the tab's session, through the production proxy. */
const call = <T>(page: Page, path: string, body: Record<string, unknown> = {}) =>
  envelopeAsTab<T>(page, `/svc${path}`, body);

const at = (path: string, missionId: string) => `${BASE}${path}?missionId=${encodeURIComponent(missionId)}`;

test.describe('the preparation gate on the production server', () => {
  for (const [user, password, lang] of [
    ['pilot', 'pilot1234', 'zh-cn'],
    ['security', 'security1234', 'en-us'],
  ] as const)
    test(`"not fit" refuses the exam by its address and a crafted request; only crew control ends it (${user}, ${lang})`, async ({
      browser,
    }) => {
      const t = say(lang);
      const { page, context, errors, cspViolations } = await phonePage(browser, { lang });
      await signIn(page, user, password, BASE);
      const missions = await call<MissionToPrepare[]>(page, '/api/FlightMission/GetFlightMission');
      // Not one that leaves during the test: its preparation would close under it.
      const mission = missionToPrepare(missions.List ?? [])!;
      const missionId = mission.missionId;
      await readMustReadNotices(page, missionId, '/svc');

      // One crafted record of half an hour: refused by the backend's clock.
      const crafted = await call(page, '/api/Prepare/AddOrUpdateStepRecord', {
        missionId,
        stepId: 'weather',
        spentSeconds: 1800,
      });
      assert.equal(crafted.Code, '3010');

      // "Not fit", declared on the screen.
      await page.goto(at('/Prepare/Health', missionId));
      await page.getByLabel(t('不适宜飞行', 'Not fit to fly'), { exact: true }).check();
      await page.getByLabel(t('症状描述', 'Description')).fill(t('发热 38℃', 'Fever, 38 °C'));
      await page.getByRole('button', { name: t('提交申报', 'Submit declaration') }).click();
      await page
        .getByText(t('下一步：请立即致电机组调度', 'Next: call crew control now'), { exact: false })
        .waitFor();

      // The exam by its address: the reason and whom to call, no form; the crafted start refused too.
      await page.goto(at('/Prepare/Examination', missionId));
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
      assert.equal(await page.getByRole('form').count(), 0);
      assert.equal((await call(page, '/api/flightdata/getexamlist', { missionId })).Code, '3001');
      assert.equal((await call(page, '/api/health/updatehealth', { missionId, fit: true })).Code, '3009');

      // Crew control ends the suspension through the backend; the crew member declares again.
      const ended = await fetch(`${BASE}/svc/mock/crew-control/end-suspension?userName=${user}`, {
        method: 'POST',
      });
      assert.equal(((await ended.json()) as { ended: number }).ended, 1);
      await page.goto(at('/Prepare/Health', missionId));
      await page.getByRole('heading', { name: t('已解除的暂停', 'Suspensions ended') }).waitFor();
      await page.getByText(t('运行控制中心机组调度', '运行控制中心机组调度'), { exact: false }).waitFor();
      await page.getByLabel(t('适宜飞行', 'Fit to fly'), { exact: true }).check();
      await page.getByRole('button', { name: t('提交申报', 'Submit declaration') }).click();
      await page.getByText(t('适宜飞行', 'Fit to fly'), { exact: true }).first().waitFor();
      await page.goto(at('/Prepare/Examination', missionId));
      await page
        .getByRole('form', { name: lang === 'zh-cn' ? /^航前准备考试 · / : /^Pre-flight exam · / })
        .waitFor();

      assert.deepEqual(cspViolations, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
});
