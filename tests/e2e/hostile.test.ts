/**
 * Hostile data (issue 17, item 5): with `?mockHostile=1` the built-in backend appends a script-injection
 * payload (mocks/lib/hostile.ts, shapes from public XSS lists) to every text field it returns. Every
 * screen of spec/routes.tsv is walked as the right demo account: not one payload runs (a payload that
 * runs calls window.__xss) and every screen still renders. The same payloads are typed into every input
 * of the forms list (tests/e2e/forms.ts) and sent.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from '@playwright/test';
import type { Access } from '../support/spec';
import { XSS_PAYLOADS } from '../../mocks/lib/hostile';
import { BASE_URL, phonePage, signIn, test } from '../support/browser';
import { FORMS, fieldOf } from './forms';
import { ACCOUNTS, discoverDataScreens, settle, type Session } from './walk';

const executed: Array<{ payload: number; where: string }> = [];

/** Every page of the context reports a payload that ran. */
async function watch(context: BrowserContext, where: () => string): Promise<void> {
  await context.exposeFunction('__xssReport', (n: number) => executed.push({ payload: n, where: where() }));
  // A string, not a function: the test runner's transform would add helpers the page does not have.
  await context.addInitScript(
    "Object.defineProperty(window, '__xss', { value: function (n) { window.__xssReport(n); } });",
  );
}

test.describe('hostile data and input', () => {
  // The walk and the forms are independent (each its own context): spread over the workers.
  test.describe.configure({ mode: 'parallel' });
  const sessions = new Map<Access, Session>();
  let screensWalked = 0;
  let typed = 0;
  test.afterAll(async () => {
    for (const session of sessions.values()) await session.context.close();
    // Per worker: the tests of this file are spread over the workers.
    console.log(`hostile: ${screensWalked} screens, ${typed} inputs typed, ${executed.length} executed`);
  });

  test('every screen renders hostile backend text and runs none of it', async ({ browser }) => {
    let current = '';
    const problems: string[] = [];
    await discoverDataScreens(
      async (access) => {
        const existing = sessions.get(access as Access);
        if (existing) return existing;
        const phone = await phonePage(browser);
        await watch(phone.context, () => current);
        const [user, password] = ACCOUNTS[access];
        await signIn(phone.page, user, password);
        // From here on every answer is hostile; the session check of the next start (GetAuth) brings
        // hostile names and posts into the stored session too.
        await phone.page.goto(`${BASE_URL}/?mockHostile=1`);
        await settle(phone.page);
        const session: Session = {
          ...phone,
          access,
          stored: { auth: null, token: null, identifyCode: null },
        };
        sessions.set(access, session);
        return session;
      },
      async (_screen, target, session) => {
        current = target;
        screensWalked += 1;
        const main = await session.page.$$eval('[data-page-scroll]', (els) =>
          els.map((el) => (el.textContent ?? '').trim()),
        );
        if (main.length !== 1 || !main[0]) problems.push(`${target}: blank`);
        const errors = session.errors.filter((e) => !/Failed to load resource/.test(e));
        if (errors.length) problems.push(`${target}: ${errors.join(' | ')}`);
        session.errors.length = 0;
      },
      'mockHostile=1',
    );
    assert.ok(screensWalked > 20, `only ${screensWalked} screens walked`);
    assert.deepEqual(executed, [], 'payloads ran');
    assert.deepEqual(problems, [], 'screens that did not render hostile data');
  });

  // Payloads are typed: chosen answers (radios, checkboxes) take none, they are chosen on the way to the
  // form (a "not fit" declaration shows its description field).
  for (const form of FORMS.map((f) => ({
    ...f,
    fields: f.fields.filter((field) => field.kind !== 'choice'),
    reach: async (page: Page) => {
      await f.reach?.(page);
      for (const field of f.fields) if (field.kind === 'choice') await fieldOf(page, f, field).check();
    },
  })).filter((f) => f.fields.length > 0)) {
    test(`${form.id}: typed payloads stay text`, async ({ browser }) => {
      const { page, context, errors } = await phonePage(browser);
      let current = form.id;
      await watch(context, () => current);
      try {
        if (form.access !== 'public') {
          const [user, password] = ACCOUNTS[form.access];
          await signIn(page, user, password);
        }
        await page.goto(`${BASE_URL}${form.path}`);
        await settle(page);
        await form.reach?.(page);
        await settle(page);
        for (const [n, payload] of XSS_PAYLOADS.entries()) {
          current = `${form.id} payload ${n}`;
          // A send the backend turned down may lead back a step (reset → forgot password).
          if (!(await page.getByLabel(form.fields.at(-1)!.label).isVisible())) {
            await page.goto(`${BASE_URL}${form.path}`);
            await settle(page);
            await form.reach?.(page);
            await settle(page);
          }
          for (const field of form.fields) {
            await page.getByLabel(field.label).fill(payload);
            typed += 1;
            // Kept as typed (as far as the field's length limit lets it: phone 11, code 6).
            const limit = await page
              .getByLabel(field.label)
              .evaluate((el) => (el as HTMLInputElement).maxLength);
            assert.equal(
              await page.getByLabel(field.label).inputValue(),
              limit > 0 ? payload.slice(0, limit) : payload,
            );
          }
          const submit = page.getByRole('button', { name: form.submit });
          // Every payload is sent, and the backend turns each one down but the last (its Code ≠ "0"):
          // the form stays for the next one. A send it accepts ends some forms for good (a risk is
          // reported once; a reset leads to login), and the last payload is accepted as usual.
          if (form.call && n < XSS_PAYLOADS.length - 1)
            await page.evaluate(
              (call) =>
                (
                  window as unknown as {
                    crewMock: { fault: (p: string, k: string, e: { times: number }) => void };
                  }
                ).crewMock.fault(call, 'code', { times: 1 }),
              form.call,
            );
          if (await submit.isEnabled()) await submit.click();
          // The app has handled the answer once the button is no longer busy; then the screen settles
          // (a reset the backend accepted leads to login, and the leaving form must not take the next
          // payload while its page slides out).
          await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'), undefined, {
            timeout: 15_000,
          });
          await settle(page);
          if (!(await page.getByLabel(form.fields[0]!.label).isVisible())) {
            await page.goto(`${BASE_URL}${form.path}`);
            await settle(page);
            await form.reach?.(page);
            await settle(page);
          }
        }
        assert.deepEqual(executed, [], 'payloads ran');
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
