/**
 * Every form of the app that sends what the user typed or chose, in one place: the resilience tests
 * (nothing typed is lost, double tap, hostile input) walk this list. A module that adds a form adds its
 * entry here.
 *
 * Labels and button names are matched in both languages. `path` is the screen opened first (signed in as
 * `access` when not public); `reach` brings the page from there to the point where the fields can be
 * typed, the way a user gets there (links the app shows, tabs, previous steps). When that leads to
 * another screen, `screen` names it: after a reload or signing in again the app comes back there.
 */
import type { Locator, Page } from '@playwright/test';
import type { Access } from '../support/spec';
import { readMustReadNotices } from '../support/browser';
import { missionToPrepare, type MissionToPrepare } from '../support/departure';
import { backendCall } from './walk';

export interface TextField {
  kind?: 'text';
  /** The field's accessible name (its label). */
  label: RegExp;
  /** A valid value the backend accepts (the demo accounts' data). */
  value: string;
  /**
   * A secret (password, one-time code): never written to any storage, so a reload (or leaving the
   * screen to sign in again) empties it by design; the browser's password manager fills it again.
   */
  secret?: boolean;
  /** Emptied on purpose when the backend turns the form down (a wrong password is typed again). */
  clearedOnRejection?: boolean;
}

/** An answer chosen rather than typed: a radio, checkbox or segmented option, checked. */
interface ChoiceField {
  kind: 'choice';
  /** The option's accessible name. */
  label: RegExp;
  /**
   * Its group (a question's fieldset) where the same label repeats: by accessible name, or by its place
   * among the form's groups (an exam's questions are drawn anew for each attempt).
   */
  group?: RegExp | number;
}

export type FormField = TextField | ChoiceField;

export interface FormSpec {
  /** Names the form in test titles and in docs/security.md. */
  id: string;
  /** The screen opened first (a path of src/lib/paths.ts / spec/routes.tsv). */
  path: string;
  /** The form's own screen when `reach` leads away from `path`. */
  screen?: string;
  access: Access;
  /** From the opened screen to the form (links, tabs, previous steps); absent when the screen is the form. */
  reach?: (page: Page) => Promise<void>;
  /** The accessible name of the form element, where a screen shows more than one form. */
  within?: RegExp;
  fields: FormField[];
  /** The submit button's accessible name. */
  submit: RegExp;
  /** The button that confirms the send, where the submit asks first (an exam handed in with questions left). */
  confirm?: RegExp;
  /** The backend call the submit sends (as in spec/endpoints.tsv); null for local actions. */
  call: string | null;
  /** Sending the valid values succeeds and leaves the screen (sign-in forms): double tap is checked by the call count. */
  leaves?: boolean;
  /**
   * With no network the write waits in the queue of lib/writeQueue (the queue bar lists it) rather than
   * failing: the typed text lives on in the queued entry and goes once the network is back.
   */
  queuesOffline?: boolean;
}

/** Taps the form's submit button, and confirms the send where the form asks first. */
export async function submitForm(page: Page, form: FormSpec): Promise<void> {
  await formScope(page, form).getByRole('button', { name: form.submit }).click();
  if (form.confirm)
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .getByRole('button', { name: form.confirm })
      .click();
}

/** Where a form's fields and button are looked for. */
export function formScope(page: Page, form: FormSpec): Page | Locator {
  return form.within ? page.getByRole('form', { name: form.within }) : page;
}

/** The element of one field (a choice by its role: native inputs and segmented buttons alike). */
export function fieldOf(page: Page, form: FormSpec, field: FormField): Locator {
  const scope = formScope(page, form);
  if (field.kind !== 'choice') return scope.getByLabel(field.label);
  const within =
    typeof field.group === 'number'
      ? scope.getByRole('group').nth(field.group)
      : field.group
        ? scope.getByRole('group', { name: field.group })
        : scope;
  return within
    .getByRole('radio', { name: field.label })
    .or(within.getByRole('checkbox', { name: field.label }));
}

/**
 * Opens an address the app itself links to, in a full load, keeping the test's short client time-out
 * (`?mockClientTimeout=` of the address first opened).
 */
async function openHref(page: Page, href: string): Promise<void> {
  const here = new URL(page.url());
  const url = new URL(href, here);
  const timeout = here.searchParams.get('mockClientTimeout');
  if (timeout) url.searchParams.set('mockClientTimeout', timeout);
  await page.goto(url.toString());
}

/** A mission's link on the task list to a preparation still to do: start or continue it. */
const MISSION_LINK = /^(开始准备|继续准备)$|^(Start|Continue) preparation$/;

/**
 * The mission a preparation form works on: the first still to prepare that does not leave during the
 * test (today's first may leave meanwhile at some hours, and the app then closes its preparation).
 */
async function missionForForms(page: Page): Promise<MissionToPrepare & { flightDate: string }> {
  const missions = await backendCall<Array<MissionToPrepare & { flightDate: string }>>(
    page,
    '/api/FlightMission/GetFlightMission',
    {},
  );
  const mission = missionToPrepare(missions ?? []);
  if (!mission) throw new Error('no mission still to prepare that stays open through the test');
  return mission;
}

/** The link of that mission's card on the task list (pilots: /prepare/task, cabin crew: /prepare/status). */
async function missionLink(page: Page): Promise<Locator> {
  const mission = await missionForForms(page);
  return page
    .getByRole('listitem', { name: `${mission.flightNo} ${mission.flightDate}`, exact: true })
    .getByRole('link', { name: MISSION_LINK })
    .first();
}

/**
 * From the task list to a preparation screen of that mission: its mission id is the one its card's link
 * carries. Steps after the must-read notices are opened by their address once the notices are read.
 */
const missionScreen = (screen: string) => async (page: Page) => {
  const start = await missionLink(page);
  const href = (await start.getAttribute('href')) ?? '';
  const missionId = new URL(href, page.url()).searchParams.get('missionId');
  if (!missionId) throw new Error(`no mission id in the task list's link ${href}`);
  await readMustReadNotices(page, missionId);
  await openHref(page, `${screen}?missionId=${encodeURIComponent(missionId)}`);
};

/** Waits for a screen opened by a link to show its content. */
async function shown(what: Locator): Promise<void> {
  await what.first().waitFor({ timeout: 30_000 });
}

/** The first risk of the mission, then its feedback or report form by the detail screen's link. */
const riskForm = (link: RegExp) => async (page: Page) => {
  await missionScreen('/Prepare/Risk')(page);
  const risks = page.getByRole('list', { name: /^风险项目$|^Risks$/ });
  await shown(risks.getByRole('link'));
  await risks.getByRole('link').first().click();
  const next = page.getByRole('link', { name: link });
  await shown(next);
  await next.click();
};

const PHONE = '13800138001';
const SMS_CODE = '123456';
/** A number no demo account uses (the phone change form). */
const NEW_PHONE = '13912345678';
/** A new password and its confirmation (reset on login, change in settings). */
const NEW_PASSWORD: TextField[] = [
  { label: /^新密码$|^New password$/, value: 'newPass2024', secret: true },
  { label: /^确认新密码$|^Confirm new password$/, value: 'newPass2024', secret: true },
];

/**
 * The pilot's pre-flight exam: every question answered (its first option: "A." or true), by its place,
 * since each attempt draws its questions anew (right answers are prepare-flow.test.ts's).
 */
const examAnswers: ChoiceField[] = Array.from({ length: 12 }, (_, index) => ({
  kind: 'choice' as const,
  group: index,
  label: /^A\. |^正确$|^True$/,
}));

export const FORMS: FormSpec[] = [
  {
    id: 'login.password',
    path: '/login',
    access: 'public',
    fields: [
      { label: /^用户名或手机号$|^User name or phone$/, value: 'pilot' },
      { label: /^密码$|^Password$/, value: 'pilot1234', secret: true, clearedOnRejection: true },
    ],
    submit: /^登录$|^Sign in$/,
    call: '/mobile/login',
    leaves: true,
  },
  {
    id: 'login.sms',
    path: '/login',
    access: 'public',
    reach: async (page) => {
      // The tabs of the login form index.html drew work once the app has taken it over.
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
      await page.getByRole('tab', { name: /^验证码登录$|^With SMS code$/ }).click();
    },
    fields: [
      { label: /^手机号$|^Phone number$/, value: PHONE },
      { label: /^验证码$|^Verification code$/, value: SMS_CODE, secret: true },
    ],
    submit: /^登录$|^Sign in$/,
    call: '/FlightService.svc/PostLogin',
    leaves: true,
  },
  {
    id: 'login.forget',
    path: '/login/forget',
    access: 'public',
    fields: [
      { label: /^手机号$|^Phone number$/, value: PHONE },
      { label: /^验证码$|^Verification code$/, value: SMS_CODE, secret: true },
    ],
    submit: /^下一步$|^Next$/,
    call: '/FlightService.svc/ModifyUser',
    leaves: true,
  },
  {
    id: 'login.reset',
    path: '/login/forget',
    screen: '/login/reset',
    access: 'public',
    // The phone is proven on the step before; the new password is typed on /login/reset.
    reach: async (page) => {
      await page.getByLabel(/^手机号$|^Phone number$/).fill(PHONE);
      await page.getByLabel(/^验证码$|^Verification code$/).fill(SMS_CODE);
      await page.getByRole('button', { name: /^下一步$|^Next$/ }).click();
      await page.waitForURL((url) => url.pathname === '/login/reset');
    },
    fields: [...NEW_PASSWORD],
    submit: /^确认重置$|^Reset password$/,
    call: '/FlightService.svc/ModifyUser',
    leaves: true,
  },
  // Preparation (prepare): the first mission of the task list that stays open through the test.
  {
    id: 'prepare.health',
    path: '/prepare/task',
    screen: '/Prepare/Health',
    access: 'crew',
    // The preparation home's own step link (the fitness declaration is never held back by notices).
    reach: async (page) => {
      await (await missionLink(page)).click();
      const step = page
        .getByRole('list', { name: /^准备步骤$|^Preparation steps$/ })
        .getByRole('link', { name: /身体状况申报|Fitness declaration/ });
      await shown(step);
      await step.click();
    },
    fields: [
      { kind: 'choice', label: /^不适宜飞行$|^Not fit to fly$/ },
      { label: /^症状描述$|^Description$/, value: '咽痛，低烧 37.8℃' },
    ],
    submit: /^提交申报$|^Submit declaration$/,
    call: '/api/health/updatehealth',
    queuesOffline: true,
  },
  {
    id: 'prepare.riskFeedback',
    path: '/prepare/task',
    screen: '/prepare/risk/feedback/:id',
    access: 'crew',
    reach: riskForm(/^反馈意见$|^Give feedback$/),
    fields: [
      { kind: 'choice', label: /^控制措施建议$/ },
      { label: /^反馈内容$|^Feedback$/, value: '建议提前与签派确认备降场天气，并预留额外油量。' },
    ],
    submit: /^提交反馈$|^Send feedback$/,
    call: '/api/flightdata/riskback',
  },
  {
    id: 'prepare.riskReport',
    path: '/prepare/task',
    screen: '/prepare/risk/report/:id',
    access: 'crew',
    reach: riskForm(/^风险报告$|^Risk report$/),
    fields: [{ label: /^备注$|^Note$/, value: '已知晓，按公司程序执行。' }],
    submit: /^确认并报告$|^Confirm and report$/,
    call: '/api/flightdata/riskreport',
  },
  {
    id: 'prepare.exam',
    path: '/prepare/task',
    screen: '/Prepare/Examination',
    access: 'crew',
    reach: missionScreen('/Prepare/Examination'),
    within: /^航前准备考试 · |^Pre-flight exam · /,
    fields: examAnswers,
    submit: /^提交答卷$|^Hand in$/,
    call: '/api/flightdata/submitexam',
  },
  {
    id: 'prepare.cabinMessage',
    path: '/prepare/status',
    screen: '/Prepare/Message',
    access: 'cabin',
    reach: missionScreen('/Prepare/Message'),
    fields: [
      { kind: 'choice', label: /^安保$|^Security$/ },
      { label: /^标题（选填）$|^Title \(optional\)$/, value: '后舱应急设备' },
      { label: /^留言内容$|^Message$/, value: '后舱左侧灭火瓶压力偏低，已报告机务。' },
    ],
    submit: /^保存留言$|^Save message$/,
    call: '/api/StewardSecurity/SaveMessage',
  },
  // Study: an exam from the exam list, through its two "before you start" screens.
  {
    id: 'study.test',
    path: '/study/exam',
    screen: '/study/test',
    access: 'crew',
    reach: async (page) => {
      await page
        .getByRole('link', { name: /^参加考试：|^Take the exam: / })
        .first()
        .click();
      const next = page.getByRole('link', { name: /^下一步$|^Next$/ });
      await shown(next);
      await next.click();
      const start = page.getByRole('button', { name: /^开始答题$|^Start$/ });
      await shown(start);
      await start.click();
      await shown(page.getByRole('button', { name: /^交卷$|^Hand in$/ }));
    },
    // One question at a time: the first question's option A (any kind of question has one).
    fields: [{ kind: 'choice', label: /^A/ }],
    submit: /^交卷$|^Hand in$/,
    confirm: /^交卷$|^Hand in$/,
    call: '/api/CompInfo/AddExams',
  },
  // Me.
  {
    id: 'me.crewLog',
    path: '/me/crewlog',
    screen: '/me/crewlogwrite',
    access: 'crew',
    reach: async (page) => {
      const write = page.getByRole('link', { name: /^(填写|修改|Write|Edit) / }).first();
      await shown(write);
      await write.click();
      await shown(page.getByRole('radiogroup', { name: /^角色$|^Role$/ }));
    },
    fields: [
      { kind: 'choice', label: /^PM（监控）$|^PM \(monitoring\)$/ },
      { label: /^备注$|^Remarks$/, value: '进近时遇中度颠簸，按程序处置。' },
    ],
    submit: /^保存$|^Save$/,
    call: '/api/CrewLog/AddNewOrUpdCLog',
    leaves: true,
    queuesOffline: true,
  },
  {
    id: 'me.suggest',
    path: '/me/suggest',
    access: 'crew',
    fields: [
      { kind: 'choice', label: /^意见建议$|^Suggestion$/ },
      { label: /^标题（选填）$|^Title \(optional\)$/, value: '航班动态提醒' },
      { label: /^内容$|^Content$/, value: '希望航班延误时能推送到手机通知栏。' },
      { label: /^联系方式（选填）$|^Contact \(optional\)$/, value: '13800138001' },
    ],
    submit: /^提交$|^Submit$/,
    call: '/api/PersonnalCenter/Setadvice',
  },
  {
    id: 'me.problem',
    path: '/me/question',
    screen: '/me/suggest',
    access: 'crew',
    reach: async (page) => {
      await page.getByRole('link', { name: /^反馈新问题$|^Report a new problem$/ }).click();
      await shown(page.getByRole('radiogroup', { name: /^类型$|^Type$/ }));
    },
    fields: [
      { kind: 'choice', label: /^问题反馈$|^Problem report$/ },
      { label: /^标题（选填）$|^Title \(optional\)$/, value: '排班页面空白' },
      { label: /^内容$|^Content$/, value: '切换到下个月后排班页面一直空白。' },
      { label: /^联系方式（选填）$|^Contact \(optional\)$/, value: '13800138001' },
    ],
    submit: /^提交$|^Submit$/,
    call: '/api/PersonnalCenter/Setadvice',
    leaves: true,
  },
  {
    id: 'me.password',
    path: '/me/password',
    access: 'crew',
    fields: [{ label: /^原密码$|^Current password$/, value: 'pilot1234', secret: true }, ...NEW_PASSWORD],
    submit: /^确认修改$|^Change password$/,
    call: '/api/PersonnalCenter/UpdatePassword',
    leaves: true,
  },
  {
    id: 'me.telephone',
    path: '/me/telephone',
    access: 'crew',
    // The code is asked for the new number first (the backend checks it against that number).
    reach: async (page) => {
      await page.getByLabel(/^新手机号$|^New number$/).fill(NEW_PHONE);
      await page.getByRole('button', { name: /^获取验证码$|^Get code$/ }).click();
      await shown(page.getByText(/^验证码已发送至|^Code sent to/));
    },
    fields: [
      { label: /^新手机号$|^New number$/, value: NEW_PHONE },
      { label: /^验证码$|^Verification code$/, value: SMS_CODE, secret: true },
    ],
    submit: /^确认更换$|^Change number$/,
    call: '/api/PersonnalCenter/Setphone',
    leaves: true,
  },
  // /me/setup account actions: nothing typed, no call (the session ends in the client); a double tap
  // must still end it once and land on login once.
  {
    id: 'me.setup.signOut',
    path: '/me/setup',
    access: 'crew',
    fields: [],
    submit: /^退出登录$|^Sign out$/,
    call: null,
    leaves: true,
  },
  {
    id: 'me.setup.logout',
    path: '/me/setup',
    access: 'crew',
    fields: [],
    submit: /^退出并清除本机数据$|^Log out and clear this device$/,
    call: null,
    leaves: true,
  },
];
