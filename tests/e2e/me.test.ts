/**
 * The personal centre in a real browser at 375x812: every me path as pilot (zh-cn) and as cabin crew
 * (en-us) with real data, nothing wider than the screen (also at the largest text size), detail screens
 * reached through the links the lists show, and a password change followed by signing in with the new
 * password (the mock is reset afterwards so the demo accounts keep their passwords).
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test, BASE_URL, phonePage, signIn } from '../support/browser';
import { openInApp, settle } from './walk';

/** Nothing sticks out sideways at 375 px. */
async function assertFitsWidth(page: Page, where: string) {
  const overflow = await page.evaluate(() => {
    // The screen shown is the last on the stage (a list kept for the way back comes before it).
    const main = [...document.querySelectorAll('main')].pop();
    const doc = document.documentElement;
    return Math.max(main ? main.scrollWidth - main.clientWidth : 0, doc.scrollWidth - doc.clientWidth);
  });
  assert.ok(overflow <= 1, `${where} is ${overflow}px wider than the screen`);
}

/** Opens a me screen as a link of the app does, waits for its data and checks its width. */
async function open(page: Page, path: string, text: string | RegExp) {
  await openInApp(page, path);
  await page.getByText(text).first().waitFor();
  await settle(page);
  await assertFitsWidth(page, path);
}

type Lang = 'zh' | 'en';
/** Each path and a text only its loaded data (or its loaded form) shows. */
function screensFor(lang: Lang, pilot: boolean): Array<[string, string | RegExp]> {
  const zh = lang === 'zh';
  return [
    ['/me', zh ? /^第|本月飞行/ : 'Flown this month'],
    ['/me/information', zh ? '毕业院校' : 'School'],
    ['/me/license', pilot ? '航线运输驾驶员执照' : '客舱乘务员训练合格证'],
    ['/me/contract', '鸿翔航空股份有限公司'],
    ['/me/collection', zh ? /^收藏于/ : /^Saved \d/],
    ['/me/flytime', zh ? /^我的排名/ : /^My rank/],
    ['/me/weekflytime', zh ? '本周合计' : 'Week total'],
    ['/me/train', pilot ? '定期复训（地面理论）' : '乘务员定期复训'],
    // QAR events and the PF/PM summary are pilots' screens (routes.tsv): cabin crew are not offered them.
    ...(pilot ? ([['/me/query', zh ? '飞行阶段' : 'Phase']] as Array<[string, string]>) : []),
    ['/me/setup', zh ? '当前账号' : 'Signed in as'],
    ['/me/certificate', zh ? '证书编号' : 'Certificate no.'],
    ['/me/changecertificate', zh ? '提交并重新签发' : 'Submit and reissue'],
    ['/me/question', zh ? '提交时间' : 'Submitted'],
    ['/me/telephone', zh ? '当前手机号' : 'Current number'],
    ['/me/password', zh ? '确认新密码' : 'Confirm new password'],
    ['/me/currency', zh ? '清除缓存' : 'Clear cache'],
    ['/me/newmsg', zh ? '当前未读消息' : 'Unread messages now'],
    ['/me/morelanguage', zh ? '选择语言' : 'Choose a language'],
    ['/me/textsize', zh ? '选择字体大小' : 'Choose a text size'],
    ['/me/suggest', zh ? '联系方式（选填）' : 'Contact (optional)'],
    ['/me/about', zh ? '更新说明' : 'Release notes'],
    ['/me/protocol', zh ? /^版本 .*更新于/ : /^Version .* updated/],
    ['/me/crewlog', zh ? /^近 30 天/ : /^Last 30 days/],
    ...(pilot ? ([['/me/crewlogpf', zh ? '轮挡时间' : 'Block time']] as Array<[string, string]>) : []),
  ];
}

/** The detail screens, opened through the links their lists show. */
async function openDetails(page: Page, lang: Lang) {
  const zh = lang === 'zh';
  await openInApp(page, '/me/license');
  await page
    .getByRole('list', { name: zh ? '执照列表' : 'Licences' })
    .getByRole('link')
    .first()
    .click();
  await page.waitForURL(/\/me\/licensedetails\?id=/);
  // The list stays behind, kept for the way back: the words are looked for where they are drawn.
  await page
    .getByText(zh ? '有效期至' : 'Valid until')
    .filter({ visible: true })
    .first()
    .waitFor();
  await assertFitsWidth(page, 'licensedetails');

  await openInApp(page, '/me/collection');
  await page
    .getByRole('list', { name: zh ? '收藏的通告' : 'Saved notices' })
    .getByRole('link')
    .first()
    .click();
  await page.waitForURL(/\/me\/collectiondetail\?id=/);
  await page
    .getByText(zh ? '发布部门' : 'Issued by')
    .first()
    .waitFor();
  await assertFitsWidth(page, 'collectiondetail');

  await openInApp(page, '/me/question');
  await page
    .getByRole('list', { name: zh ? '问题反馈列表' : 'Problem reports' })
    .getByRole('link')
    .first()
    .click();
  await page.waitForURL(/\/me\/questiondetail\?id=/);
  await page
    .getByText(zh ? '处理回复' : 'Reply')
    .first()
    .waitFor();
  await assertFitsWidth(page, 'questiondetail');

  await openInApp(page, '/me/crewlog');
  await page
    .getByRole('list', { name: zh ? '航段列表' : 'Sectors' })
    .getByRole('link')
    .first()
    .click();
  await page.waitForURL(/\/me\/crewlogwrite\?flightId=/);
  await page
    .getByText(zh ? '撤轮挡' : 'Block off')
    .first()
    .waitFor();
  await assertFitsWidth(page, 'crewlogwrite');
}

test.describe('personal centre in a real browser (375x812)', () => {
  // Each walk opens some thirty screens. The cases are independent (each its own context and built-in
  // backend state): spread over the workers.
  test.describe.configure({ mode: 'parallel', timeout: 6 * 60_000 });
  test('every me screen shows real data for the pilot in Chinese, with no console errors', async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'zh-cn' });
    await signIn(page, 'pilot', 'pilot1234');
    for (const [path, text] of screensFor('zh', true)) await open(page, path, text);
    await openDetails(page, 'zh');
    assert.deepEqual(errors, [], errors.join('\n'));
    await context.close();
  });

  test('every me screen shows real data for cabin crew in English, with no console errors', async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'en-us' });
    await signIn(page, 'cabin', 'cabin1234');
    for (const [path, text] of screensFor('en', false)) await open(page, path, text);
    await openDetails(page, 'en');
    assert.deepEqual(errors, [], errors.join('\n'));
    await context.close();
  });

  test('every me screen shows real data for cabin crew in Chinese, with no console errors', async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'zh-cn' });
    await signIn(page, 'cabin', 'cabin1234');
    for (const [path, text] of screensFor('zh', false)) await open(page, path, text);
    await openDetails(page, 'zh');
    assert.deepEqual(errors, [], errors.join('\n'));
    await context.close();
  });

  // The pilot in English: at the largest text size below.
  test('at the largest text size no me screen is wider than the phone', async ({ browser }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'en-us' });
    await signIn(page, 'pilot', 'pilot1234');
    await page.goto(`${BASE_URL}/me/textsize`);
    await page.getByRole('radio', { name: 'Largest' }).check();
    const scale = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--text-scale'),
    );
    assert.equal(scale.trim(), '1.25');
    for (const [path, text] of screensFor('en', true)) await open(page, path, text);
    await openDetails(page, 'en');
    assert.deepEqual(errors, [], errors.join('\n'));
    await context.close();
  });

  test('changes the password, then signs in with the new one (and the mock is reset afterwards)', async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'zh-cn' });
    try {
      await signIn(page, 'cabin', 'cabin1234');
      await page.goto(`${BASE_URL}/me/password`);
      await page.getByLabel('原密码').fill('cabin1234');
      await page.getByLabel('新密码', { exact: true }).fill('short1');
      await page.getByLabel('确认新密码').fill('short1');
      await page.getByRole('button', { name: '确认修改' }).click();
      await page.getByText('新密码至少 8 位').waitFor();

      await page.getByLabel('新密码', { exact: true }).fill('newpass2026');
      await page.getByLabel('确认新密码').fill('newpass2026');
      await page.getByRole('button', { name: '确认修改' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('密码已修改，请使用新密码重新登录').waitFor();
      await dialog.getByRole('button', { name: '确定' }).click();
      await page.waitForURL((url) => url.pathname === '/login');

      // The old password no longer works; the new one does.
      await page.getByLabel(/用户名/).fill('cabin');
      await page.getByLabel(/^密码$/).fill('cabin1234');
      await page.getByRole('button', { name: /^登录$/ }).click();
      await page.getByRole('alert').first().waitFor();
      await signIn(page, 'cabin', 'newpass2026');
      await open(page, '/me', '本月飞行');
      assert.deepEqual(errors, [], errors.join('\n'));
    } finally {
      await page.evaluate(() =>
        (window as unknown as { crewMock?: { reset: () => void } }).crewMock?.reset(),
      );
      await context.close();
    }
  });
});
