/**
 * Nothing typed is lost (issue 17, item 4; issue 28, item 6): every form of tests/e2e/forms.ts is typed
 * (and its answers chosen), then its send is disrupted (network error, time-out, 500, Code ≠ "0", 401 then
 * sign-in again, reload). Every case then leaves the screen and comes back, as a user would (elsewhere
 * in the app and back with the phone's back button, or a reload; a 401 through signing in again), so
 * the form is drawn afresh: the text and the choices must come back from its draft, not from a form that
 * never went away. Secrets (passwords, one-time codes) are never written to storage, so they come back
 * empty by design; a password the backend turned down is emptied at once, to be typed again. (A new tab
 * would start signed out and without drafts, which live in this tab's sessionStorage: README, storage.)
 * A double tap sends one request.
 */
import assert from 'node:assert/strict';
import type { Browser, Page } from '@playwright/test';
import {
  BASE_URL,
  expect,
  markScreensShown,
  phonePage,
  signIn,
  test,
  type PhonePage,
} from '../support/browser';
import { FORMS, fieldOf, formScope, submitForm, type FormField, type FormSpec } from './forms';
import { ACCOUNTS, endpointOf, hrefPattern, settle } from './walk';
import type { Access } from '../support/spec';
import type { CrewMock } from '../../mocks/browser';
import type { FaultKind } from '../../mocks/lib/faults';

/** In this order on one page: the 401 of a signed-in form ends in signing in again. */
const DISRUPTIONS = ['network', 'timeout', 'http500', 'code', 'reload', 'http401'] as const;
type Disruption = (typeof DISRUPTIONS)[number];

/**
 * How a case leaves the screen after its failed send, in turn between the two ways a user has; a 401 of
 * a signed-in form leaves through signing in again, and `reload` is its own way.
 */
const LEAVE: Record<Exclude<Disruption, 'reload'>, 'elsewhere' | 'reload'> = {
  network: 'elsewhere',
  timeout: 'reload',
  http500: 'elsewhere',
  code: 'reload',
  http401: 'elsewhere',
};
const CLIENT_TIMEOUT_MS = 4000;
/** What a choice field reads back when it is checked. */
const CHOSEN = 'chosen';

type Stored = { local: Record<string, string>; session: Record<string, string> };
const signedInState = new Map<Exclude<Access, 'public'>, Promise<Stored>>();

/**
 * Signs in once per account for the whole file and keeps what the sign-in left in web storage (the
 * session and the built-in backend's state, which knows that session); every form's fresh context
 * starts from it instead of signing in again.
 */
function storedSession(browser: Browser, access: Exclude<Access, 'public'>): Promise<Stored> {
  let stored = signedInState.get(access);
  if (!stored) {
    stored = (async () => {
      const { page, context } = await phonePage(browser);
      try {
        const [user, password] = ACCOUNTS[access];
        await signIn(page, user, password);
        return await page.evaluate(() => ({
          local: Object.fromEntries(Object.entries(localStorage)),
          session: Object.fromEntries(Object.entries(sessionStorage)),
        }));
      } finally {
        await context.close();
      }
    })();
    signedInState.set(access, stored);
  }
  return stored;
}

async function openForm(browser: Browser, form: FormSpec): Promise<PhonePage> {
  const phone = await phonePage(browser);
  if (form.access !== 'public') {
    const stored = await storedSession(browser, form.access);
    // Only into the first document: afterwards the app and the backend keep their own state.
    await phone.context.addInitScript((state) => {
      if (sessionStorage.getItem('crew-mock-db') !== null) return;
      for (const [key, value] of Object.entries(state.local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(state.session)) sessionStorage.setItem(key, value);
    }, stored);
  }
  await phone.page.goto(`${BASE_URL}${form.path}?mockClientTimeout=${CLIENT_TIMEOUT_MS}`);
  await settle(phone.page);
  if (form.reach) {
    await form.reach(phone.page);
    const screen = hrefPattern(form.screen ?? form.path);
    await phone.page.waitForURL((url) => screen.test(url.pathname));
    await settle(phone.page);
  }
  return phone;
}

/** Back at the form after the app came back (reload, sign-in): the steps of `reach` that are still needed. */
async function backToForm(page: Page, form: FormSpec): Promise<void> {
  await settle(page);
  if (await fieldOf(page, form, form.fields[0]!).first().isVisible()) return;
  // Still on the screen first opened (a tab of the login screen): the way there again.
  if (hrefPattern(form.path).test(new URL(page.url()).pathname)) {
    await form.reach?.(page);
    await settle(page);
  }
}

/**
 * Leaves the form's screen and comes back to it: `reload`, or `elsewhere`: another screen of the app
 * (as a tap on a link opens it), then the phone's back button. Either way the form is drawn afresh.
 */
async function leaveAndComeBack(page: Page, form: FormSpec, how: 'elsewhere' | 'reload'): Promise<void> {
  const screen = hrefPattern(form.screen ?? form.path);
  // A notice that asks to be read first is closed as the user would.
  for (const dialog of await page.$$('[role="alertdialog"]')) await (await dialog.$('button'))?.click();
  if (how === 'reload') await page.reload();
  else {
    // A screen of the same access with no form of its own in the way (the component showcase keeps a
    // loading demo on screen for ever, which `settle` would wait out).
    const away = form.access !== 'public' ? '/me/about' : form.path === '/login' ? '/login/forget' : '/login';
    const screens = await markScreensShown(page);
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, away);
    await page.waitForURL((url) => url.pathname === away);
    // The form's screen has gone (not merely the address changed: a screen still drawn would come back
    // as it was), and the other one is drawn.
    await screens.replaced();
    await settle(page);
    await page.goBack();
  }
  await page.waitForURL((url) => screen.test(url.pathname));
  await backToForm(page, form);
}

async function fill(page: Page, form: FormSpec): Promise<void> {
  for (const field of form.fields) {
    if (field.kind === 'choice') await fieldOf(page, form, field).check();
    else await fieldOf(page, form, field).fill(field.value);
  }
}

const expected = (field: FormField) => (field.kind === 'choice' ? CHOSEN : field.value);

async function values(page: Page, form: FormSpec): Promise<string[]> {
  return Promise.all(
    form.fields.map(async (field) =>
      field.kind === 'choice'
        ? (await fieldOf(page, form, field).isChecked())
          ? CHOSEN
          : ''
        : fieldOf(page, form, field).inputValue(),
    ),
  );
}

/**
 * Waits until the send is over: no button is busy. (While busy the button shows its pending words, not
 * the submit name: matching by name returned at once and read the form before the send had ended.)
 */
async function sendDone(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'), undefined, {
    timeout: 20_000,
  });
}

/**
 * Sets a fault on the form's call, `times` calls long or until `clearFaults`: the same call may also
 * read (a risk report), and such a read must not use up the fault meant for the send.
 */
async function fault(page: Page, call: string, kind: FaultKind, extra: { ms?: number; times?: number } = {}) {
  // The switch comes with the built-in backend, which starts with the app's code: on the login form
  // index.html draws, the user (and this test) may type before that code has arrived.
  await page.waitForFunction(() => 'crewMock' in window);
  await page.evaluate(
    ({ call, kind, extra }) =>
      (window as unknown as { crewMock: CrewMock }).crewMock.fault(call, kind, extra),
    { call, kind, extra },
  );
}

async function clearFaults(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { crewMock: CrewMock }).crewMock.clear());
}

/**
 * One disruption of a form's send, on the form already open: typed (again: a secret or a rejected
 * password comes back empty by design), sent into the fault, checked, left and come back to, checked.
 * A 401 of a signed-in form ends in signing in again, so it comes last.
 */
async function survives(page: Page, form: FormSpec, disruption: Disruption): Promise<void> {
  let sentAfterSignIn = false;
  await fill(page, form);
  if (disruption === 'reload') {
    await page.reload();
    await backToForm(page, form);
  } else {
    await fault(page, form.call!, disruption, disruption === 'timeout' ? { ms: 70_000 } : {});
    await submitForm(page, form);
    // The screen tells why (a form error or the global notice); a 401 leads to signing in.
    if (disruption !== 'http401' || form.access === 'public') {
      await sendDone(page);
      await page.waitForSelector('[role="alert"], [role="alertdialog"]', { timeout: 10_000 });
      await clearFaults(page);
    }
  }
  if (disruption === 'http401' && form.access !== 'public') {
    // Signed out by the 401: sign in again and come back by the way kept.
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    await clearFaults(page);
    // A write that waits for the network waits through the sign-in too, and then goes.
    const call = form.call!.toLowerCase();
    const accepted = form.queuesOffline
      ? page.waitForResponse((r) => endpointOf(r.url()) === call && r.ok(), { timeout: 30_000 })
      : null;
    const [user, password] = ACCOUNTS[form.access];
    await page.getByLabel(/用户名|User name/).fill(user);
    await page.getByLabel(/^密码$|^Password$/).fill(password);
    await page.getByRole('button', { name: /^登录$|^Sign in$/ }).click();
    const screen = hrefPattern(form.screen ?? form.path);
    await page.waitForURL((url) => screen.test(url.pathname));
    if (accepted) {
      const body = (await accepted).request().postData() ?? '';
      for (const field of form.fields)
        if (field.kind !== 'choice')
          assert.ok(
            body.includes(JSON.stringify(field.value).slice(1, -1)),
            `${form.id}: ${field.label} was not in what was sent after signing in again`,
          );
      sentAfterSignIn = true;
    } else await backToForm(page, form);
  } else if (disruption !== 'reload') {
    // Still on the form: a password the backend turned down is emptied at once; nothing else is.
    const shown = await values(page, form);
    form.fields.forEach((field, i) => {
      const cleared = disruption === 'code' && field.kind !== 'choice' && field.clearedOnRejection;
      assert.equal(
        shown[i],
        cleared ? '' : expected(field),
        `${form.id}: ${field.label} ${cleared ? 'not emptied' : 'lost its text'} on the ${disruption} answer`,
      );
    });
    await leaveAndComeBack(page, form, LEAVE[disruption]);
  }
  // Back on a form drawn afresh: the drafts' text and choices; secrets, kept in memory only, empty.
  const now = sentAfterSignIn ? [] : await values(page, form);
  if (!sentAfterSignIn)
    form.fields.forEach((field, i) => {
      const secret = field.kind !== 'choice' && field.secret;
      assert.equal(
        now[i],
        secret ? '' : expected(field),
        secret
          ? `${form.id}: a secret field came back after ${disruption}`
          : `${form.id}: ${field.label} lost its text after ${disruption} and coming back`,
      );
    });
}

test.describe('nothing typed is lost', () => {
  // Cases are independent (each its own context and built-in backend state): spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  // One case per form: its disruptions one after another on the page opened once (opening a form, signed
  // in and reached the way a user goes, is most of a case's time on two cores).
  for (const form of FORMS.filter((f) => f.fields.length > 0 && f.call)) {
    // A write that waits for the network (none, or no answer in time): its cases check the queue (below).
    const disruptions = DISRUPTIONS.filter(
      (d) => !(form.queuesOffline && (d === 'network' || d === 'timeout')),
    );
    test(`${form.id}: the text survives ${disruptions.join(', ')}`, async ({ browser }) => {
      test.setTimeout(8 * 60_000);
      const { page, context, errors } = await openForm(browser, form);
      try {
        for (const disruption of disruptions)
          await test.step(disruption, () => survives(page, form, disruption));
        const unexpected = errors.filter((e) => !/Failed to load resource/.test(e));
        assert.deepEqual(unexpected, [], 'console errors');
      } finally {
        await context.close();
      }
    });
  }

  for (const form of FORMS.filter((f) => f.queuesOffline && f.call))
    for (const disruption of ['network', 'timeout'] as const)
      test(`${form.id}: under ${disruption} it is queued, then sent once with what was typed`, async ({
        browser,
      }) => {
        const { page, context, errors } = await openForm(browser, form);
        const call = form.call!.toLowerCase();
        // What the backend accepted, from the first tap on: a try the queue makes on its own (after
        // another call got an answer) may be on its way when the network comes back, and count.
        const bodies: string[] = [];
        page.on('response', (response) => {
          if (endpointOf(response.url()) === call && response.ok())
            bodies.push(response.request().postData() ?? '');
        });
        try {
          await fill(page, form);
          await fault(page, form.call!, disruption, disruption === 'timeout' ? { ms: 70_000 } : {});
          await submitForm(page, form);
          await sendDone(page);
          // The queue bar says one record waits for the network.
          // While the screens slide (a crew log saved leaves its form), both show the queue bar.
          const bar = page
            .locator('summary', { hasText: /1 条记录待联网后发送|Waiting for the network: 1/ })
            .first();
          await bar.waitFor({ timeout: 10_000 });
          assert.equal(bodies.length, 0, `${form.id}: accepted while the network was gone`);
          // The network is back and the queue sends it once, with what was typed. A lost network the
          // browser notices and says so when it is back; a time-out it never notices: the app looks
          // again on its own (api/queryClient networkSeen), a try may still be waiting when the
          // answers come back, and the records wait at most a few of those looks.
          await clearFaults(page);
          if (disruption === 'network') await page.evaluate(() => dispatchEvent(new Event('online')));
          await page
            .locator('summary', { hasText: /已发送 1 条|Sent: 1/ })
            .first()
            .waitFor({ timeout: disruption === 'network' ? 15_000 : 30_000 });
          assert.equal(bodies.length, 1, `${form.id}: sent ${bodies.length} times once the network was back`);
          for (const field of form.fields)
            if (field.kind !== 'choice')
              assert.ok(
                bodies[0]!.includes(JSON.stringify(field.value).slice(1, -1)),
                `${form.id}: ${field.label} was not in what the queue sent`,
              );
          assert.deepEqual(
            errors.filter((e) => !/Failed to load resource/.test(e)),
            [],
            'console errors',
          );
        } finally {
          await context.close();
        }
      });

  for (const form of FORMS) {
    test(`${form.id}: a double tap sends once`, async ({ browser }) => {
      const { page, context, errors } = await openForm(browser, form);
      try {
        await fill(page, form);
        const sent: string[] = [];
        page.on('request', (request) => {
          const call = endpointOf(request.url());
          if (call && form.call && call === form.call.toLowerCase()) sent.push(call);
        });
        if (form.call) await fault(page, form.call, 'delay', { ms: 1500, times: 1 });
        await formScope(page, form).getByRole('button', { name: form.submit }).dblclick();
        if (form.call) await sendDone(page);
        const screen = hrefPattern(form.screen ?? form.path);
        // A confirm step (logout, an exam handed in) or a closing notice (password changed) shows once,
        // however many taps: it is waited for before the dialogs are counted.
        if (form.leaves || form.confirm)
          await page.waitForFunction(
            (source) =>
              document.querySelector('[role="dialog"], [role="alertdialog"]') !== null ||
              !new RegExp(source, 'i').test(location.pathname),
            screen.source,
            { timeout: 15_000 },
          );
        const dialogs = await page.$$('[role="dialog"], [role="alertdialog"]');
        assert.ok(dialogs.length <= 1, `${dialogs.length} dialogs for one action`);
        if (dialogs.length === 1) await (await dialogs[0]!.$$('button')).at(-1)!.click();
        // A form that asks first (an exam handed in) sends only once that is confirmed: its request
        // leaves after the tap above, not before it.
        if (form.confirm && form.call) {
          await expect
            .poll(() => sent.length, { message: `${form.id}: sent once confirmed` })
            .toBeGreaterThan(0);
          await sendDone(page);
        }
        if (form.leaves) await page.waitForURL((url) => !screen.test(url.pathname), { timeout: 15_000 });
        if (form.call) assert.equal(sent.length, 1, `${form.id}: ${sent.length} requests for a double tap`);
        assert.deepEqual(
          errors.filter((e) => !/Failed to load resource/.test(e)),
          [],
          'console errors',
        );
      } finally {
        await context.close();
      }
    });
  }
});
