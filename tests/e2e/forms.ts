/**
 * Every form of the app that sends what the user typed, in one place: the resilience tests (nothing
 * typed is lost, double tap, hostile input) walk this list. A module that adds a form adds its entry here.
 *
 * Labels and button names are matched in both languages; `reach` brings a page that already shows the
 * form's screen (signed in as `access` when not public) to the point where the fields can be typed.
 */
import type { Page } from 'playwright-core';
import type { Access } from '../support/spec';

export interface FormField {
  /** The field's accessible name (its label). */
  label: RegExp;
  /** A valid value the backend accepts (the demo accounts' data). */
  value: string;
  /**
   * A secret (password, one-time code): never written to any storage, so a reload empties it by design;
   * the browser's password manager fills it again.
   */
  secret?: boolean;
  /** Emptied on purpose when the backend turns the form down (a wrong password is typed again). */
  clearedOnRejection?: boolean;
}

export interface FormSpec {
  /** Names the form in test titles and in docs/security.md. */
  id: string;
  /** The screen (a path of src/lib/paths.ts / spec/routes.tsv). */
  path: string;
  access: Access;
  /** From the opened screen to the typed form (tabs, previous steps); absent when the screen is the form. */
  reach?: (page: Page) => Promise<void>;
  fields: FormField[];
  /** The submit button's accessible name. */
  submit: RegExp;
  /** The backend call the submit sends (as in spec/endpoints.tsv); null for local actions. */
  call: string | null;
  /** Sending the valid values succeeds and leaves the screen (sign-in forms): double tap is checked by the call count. */
  leaves?: boolean;
}

const PHONE = '13800138001';
const SMS_CODE = '123456';

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
    access: 'public',
    // The phone is proven on the step before; the new password is typed on /login/reset.
    reach: async (page) => {
      await page.getByLabel(/^手机号$|^Phone number$/).fill(PHONE);
      await page.getByLabel(/^验证码$|^Verification code$/).fill(SMS_CODE);
      await page.getByRole('button', { name: /^下一步$|^Next$/ }).click();
      await page.waitForURL((url) => url.pathname === '/login/reset');
    },
    fields: [
      { label: /^新密码$|^New password$/, value: 'newPass2024', secret: true },
      { label: /^确认新密码$|^Confirm new password$/, value: 'newPass2024', secret: true },
    ],
    submit: /^确认重置$|^Reset password$/,
    call: '/FlightService.svc/ModifyUser',
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
