/**
 * Hostile data (issue 28, item 7). With `?mockHostile=all` the built-in backend appends every payload of
 * mocks/lib/hostile.ts, of every class (script, event handler, script and document address, SVG, style,
 * HTML entity and Unicode tricks), to every text field it returns, and replaces every address field (a
 * link, a picture, a file, a video) with a hostile address. Every signed-in screen of spec/routes.tsv is
 * walked once as the right demo account (one visit carries every class):
 * - no payload runs (one that runs calls `window.__xss(n)`);
 * - nothing a payload brings is left in the page to run later, on a tap or a hover: no element that runs
 *   or loads code (`script`, `iframe`, `object`, `embed`, `link`, `style`, `base`, `meta`), no inline
 *   event handler, no `javascript:` address and no `data:` address but a picture's in a link, a source
 *   or a form action, no script address in a style (`leftovers` below);
 * - every screen still renders.
 * That this catches each class is checked too: every payload and hostile address put where a screen
 * without its sanitizer or address check would put it is caught. Every input of the forms list
 * (tests/e2e/forms.ts) is typed every payload and sent (turned down), then one of each class (accepted);
 * where the app shows what was sent (a problem report's list, a risk's feedback, a cabin message, a
 * declaration, a crew log entry), that screen is opened afterwards: the stored text shows, as text.
 */
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Access } from '../support/spec';
import {
  HOSTILE_ADDRESSES,
  PAYLOADS,
  XSS_PAYLOADS,
  classOf,
  type HostileClass,
} from '../../mocks/lib/hostile';
import { BASE_URL, phonePage, signIn, test } from '../support/browser';
import { FORMS, fieldOf, formScope, type TextField } from './forms';
import { ACCOUNTS, discoverDataScreens, settle, type Session } from './walk';

interface Ran {
  payload: number;
  kind: HostileClass;
  where: string;
}

/** Every page of the context reports a payload that ran, with its class and the screen it ran on. */
async function watch(context: BrowserContext, ran: Ran[]): Promise<void> {
  await context.exposeBinding('__xssReport', ({ page }, n: number) => {
    const at = new URL(page.url());
    ran.push({ payload: n, kind: classOf(n), where: `${at.pathname}${at.search}` });
  });
  // A string, not a function: the test runner's transform would add helpers the page does not have.
  await context.addInitScript(
    "Object.defineProperty(window, '__xss', { value: function (n) { window.__xssReport(n); } });",
  );
}

/**
 * What a payload left in the page that could run later (a tap on a link, a hover, a form's button) or
 * load code: elements, inline handlers, script and document addresses. The page's own scripts and styles
 * of index.html sit directly in <head> or <body>; anything below them is the app's (or a payload's).
 */
function leftovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const RUNS = /^(script|iframe|frame|object|embed|link|style|base|meta|applet)$/;
    const ADDRESS = /^(href|src|action|formaction|data|poster|background|xlink:href|srcdoc|ping)$/i;
    // What the browser would follow: control characters and spaces are dropped from a scheme.
    // eslint-disable-next-line no-control-regex
    const scheme = (value: string) => value.replace(/[\u0000-\u0020\u200b-\u200f\u202a-\u202e]/g, '');
    for (const element of document.body.querySelectorAll('*')) {
      const tag = element.localName;
      const own = element.parentElement === document.body || element.parentElement === document.head;
      if (RUNS.test(tag) && !own) found.push(`<${tag}> ${element.outerHTML.slice(0, 80)}`);
      for (const { name, value } of element.attributes) {
        if (/^on/i.test(name)) found.push(`${tag}[${name}] ${value.slice(0, 60)}`);
        // A picture's address runs no script, whatever its scheme (the browser does not run one there),
        // and is left unchecked on purpose (docs/security.md, "Hostile content"); a document, a frame,
        // a link or a form's action may hold no script or document address.
        const picture = (tag === 'img' && name === 'src') || name === 'poster';
        const address = scheme(value);
        if (
          ADDRESS.test(name) &&
          !picture &&
          (/^(javascript|vbscript):/i.test(address) || /^data:/i.test(address))
        )
          found.push(`${tag}[${name}=${value.slice(0, 60)}]`);
        if (name === 'style' && /url\(\s*['"]?\s*(javascript|vbscript|data):|expression\(/i.test(value))
          found.push(`${tag}[style=${value.slice(0, 60)}]`);
      }
    }
    return found;
  });
}

/** What ran, by class: `handler: 7, 8 (on /home/newsdetail/1)`, one line per class. */
function byClass(ran: Ran[]): string {
  const lines = new Map<HostileClass, Ran[]>();
  for (const one of ran) lines.set(one.kind, [...(lines.get(one.kind) ?? []), one]);
  return [...lines]
    .map(
      ([kind, all]) =>
        `${kind}: ${[...new Set(all.map((r) => r.payload))].join(', ')} (on ${[...new Set(all.map((r) => r.where))].join(', ')})`,
    )
    .join('\n');
}

/**
 * Payloads that are text in markup, in an attribute and in a link alike: template syntax (for a screen
 * that would evaluate it), lookalike and escaped brackets (for one that would decode them), a tag split
 * by another (for a filter that strips `<script>` once) and `<body>` (for a whole document, not a part).
 */
const TEXT_ONLY = /^(\{\{|\$\{|＜|&lt;|<scr<script>|<body )/;

/** One payload of each class in one string (the send that is accepted and then shown). */
const CLASSES: HostileClass[] = ['script', 'handler', 'address', 'svg', 'style', 'entity'];
const oneOfEach = CLASSES.map((kind) => PAYLOADS.find((p) => p.kind === kind)!.text).join(' ');

/**
 * Where the app shows what a form sent, from the address of the form at the time of sending: the text
 * typed must come back there, as text. Forms not named here show nothing of what was typed (a sign-in, a
 * password, a suggestion, which goes to the airline only).
 */
const SHOWN_AT: Record<string, (form: URL) => string> = {
  // The declaration, read again.
  'prepare.health': (form) => form.pathname + form.search,
  // The risk's detail lists the feedback given.
  'prepare.riskFeedback': (form) => form.pathname.replace('/feedback/', '/detail/') + form.search,
  // The report screen shows the note once reported.
  'prepare.riskReport': (form) => form.pathname + form.search,
  // The mission's messages list it.
  'prepare.cabinMessage': (form) => form.pathname + form.search,
  // The entry, opened again.
  'me.crewLog': (form) => form.pathname + form.search,
  // The problem reports.
  'me.problem': () => '/me/question',
};

/** Marks the accepted send, so that the screen showing it can be found to show it. */
const STORED = '已存储的内容';

test.describe('hostile data and input', () => {
  // The walk and the forms are independent (each its own context): spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  /**
   * Walks every signed-in screen with the backend hostile (`?mockHostile=<mode>`): what ran, and what
   * each screen got wrong (blank, a console error, something left to run).
   */
  async function walkHostile(browser: Browser, mode: 'text' | 'addresses' | 'all') {
    const ran: Ran[] = [];
    const sessions = new Map<Access, Session>();
    let walked = 0;
    const problems: string[] = [];
    try {
      await discoverDataScreens(
        async (access) => {
          const existing = sessions.get(access as Access);
          if (existing) return existing;
          const phone = await phonePage(browser);
          await watch(phone.context, ran);
          const [user, password] = ACCOUNTS[access];
          await signIn(phone.page, user, password);
          // From here on every answer is hostile; the session check of the next start (GetAuth) brings
          // hostile names and posts into the stored session too.
          await phone.page.goto(`${BASE_URL}/?mockHostile=${mode}`);
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
          walked += 1;
          const main = await session.page.$$eval('[data-page-scroll]', (els) =>
            els
              .filter((el) => el.checkVisibility({ visibilityProperty: true }))
              .map((el) => (el.textContent ?? '').trim()),
          );
          if (main.length !== 1 || !main[0]) problems.push(`${target}: blank`);
          for (const left of await leftovers(session.page)) problems.push(`${target}: left ${left}`);
          const errors = session.errors.filter((e) => !/Failed to load resource/.test(e));
          if (errors.length) problems.push(`${target}: ${errors.join(' | ')}`);
          session.errors.length = 0;
        },
        `mockHostile=${mode}`,
      );
    } finally {
      for (const session of sessions.values()) await session.context.close();
    }
    assert.ok(walked > 20, `only ${walked} screens walked`);
    return { ran, problems };
  }

  test('every screen renders hostile backend text and addresses, and nothing of it runs or stays to run', async ({
    browser,
  }) => {
    // Some 110 screen openings as three accounts, each with every payload in every text field and a
    // hostile address in every address field: one visit per screen.
    test.setTimeout(8 * 60_000);
    const { ran, problems } = await walkHostile(browser, 'all');
    const found = [...(ran.length ? [`payloads ran:\n${byClass(ran)}`] : []), ...problems];
    assert.ok(
      found.length === 0,
      `payloads ran, screens that kept something to run or did not render:\n${found.join('\n')}`,
    );
  });

  test('each payload class is caught where a screen would show it unsanitized', async ({ browser }) => {
    // What a screen without its sanitizer or its address check does: backend text into innerHTML (and
    // into an attribute, by string building), a backend address into a link, a picture and a frame.
    // Each class must be caught, by running (`__xss`) or by what it leaves (`leftovers`); the payloads
    // that are text in every such context (template syntax, lookalike and escaped brackets) are named.
    const { page, context } = await phonePage(browser);
    const ran: Ran[] = [];
    await watch(context, ran);
    try {
      await page.setContent('<!doctype html><html><head></head><body></body></html>');
      const caught = new Set<number>();
      const tries: Array<[number, string]> = [
        ...PAYLOADS.flatMap(({ n, text }): Array<[number, string]> => [
          [n, `<div>${text}</div>`],
          [n, `<div title="${text}">x</div>`],
          [n, `<a href="${text.replace(/"/g, '&quot;')}">x</a>`],
        ]),
        ...HOSTILE_ADDRESSES.flatMap((address, i): Array<[number, string]> => {
          const n = PAYLOADS.length + i;
          const quoted = address.replace(/"/g, '&quot;');
          return [
            [n, `<a href="${quoted}">x</a>`],
            [n, `<img src="${quoted}">`],
            [n, `<iframe src="${quoted}"></iframe>`],
          ];
        }),
      ];
      for (const [n, html] of tries) {
        const before = ran.length;
        await page.evaluate((markup) => {
          document.body.innerHTML = '';
          const holder = document.createElement('section');
          holder.innerHTML = markup;
          document.body.append(holder);
        }, html);
        // A handler on a failed picture or a frame's document runs a moment later.
        await page.waitForTimeout(30);
        if (ran.length > before || (await leftovers(page)).length > 0) caught.add(n);
      }
      for (const n of ran.map((r) => r.payload)) caught.add(n);
      const missed = PAYLOADS.filter(({ n }) => !caught.has(n));
      assert.deepEqual(
        missed.filter(({ text }) => !TEXT_ONLY.test(text)).map(({ n, text }) => `${n}: ${text}`),
        [],
        'payloads a screen without its sanitizer would show and the suite would not catch',
      );
      for (const kind of CLASSES)
        assert.ok(
          PAYLOADS.some((p) => p.kind === kind && caught.has(p.n)),
          `no ${kind} payload is caught`,
        );
      for (const [i] of HOSTILE_ADDRESSES.entries())
        assert.ok(caught.has(PAYLOADS.length + i), `hostile address ${HOSTILE_ADDRESSES[i]} not caught`);
    } finally {
      await context.close();
    }
  });

  // Payloads are typed: chosen answers (radios, checkboxes) take none, they are chosen on the way to the
  // form (a "not fit" declaration shows its description field).
  for (const form of FORMS.map((f) => ({
    ...f,
    fields: f.fields.filter((field): field is TextField => field.kind !== 'choice'),
    reach: async (page: Page) => {
      await f.reach?.(page);
      for (const field of f.fields) if (field.kind === 'choice') await fieldOf(page, f, field).check();
    },
  })).filter((f) => f.fields.length > 0)) {
    const shownAt = SHOWN_AT[form.id];
    test(`${form.id}: typed payloads stay text${shownAt ? ', also where the app shows what was sent' : ''}`, async ({
      browser,
    }) => {
      const { page, context, errors } = await phonePage(browser);
      const ran: Ran[] = [];
      await watch(context, ran);
      const open = async () => {
        await page.goto(`${BASE_URL}${form.path}`);
        await settle(page);
        await form.reach?.(page);
        await settle(page);
      };
      try {
        if (form.access !== 'public') {
          const [user, password] = ACCOUNTS[form.access];
          await signIn(page, user, password);
        }
        await open();
        // Every payload of every class in one send, turned down (the backend's Code ≠ "0"), so the form
        // stays; then one of each class (the backend's length limits take no more), accepted as usual (a
        // send the backend accepts ends some forms for good: a risk is reported once, a reset leads to
        // login).
        const sends = [
          { kind: 'every payload', text: XSS_PAYLOADS.join(' ') },
          { kind: 'one of each class', text: oneOfEach },
        ];
        let sentAt: URL | null = null;
        for (const [i, send] of sends.entries()) {
          const accepted = i === sends.length - 1;
          // A send the backend turned down may lead back a step (reset → forgot password).
          if (!(await fieldOf(page, form, form.fields.at(-1)!).isVisible())) await open();
          for (const field of form.fields) {
            const text = accepted && shownAt && !field.secret ? `${STORED} ${send.text}` : send.text;
            const input = fieldOf(page, form, field);
            await input.fill(text);
            // Kept as typed (as far as the field's length limit lets it: phone 11, code 6).
            const limit = await input.evaluate((el) => (el as HTMLInputElement).maxLength);
            assert.equal(await input.inputValue(), limit > 0 ? text.slice(0, limit) : text);
          }
          // The switch comes with the built-in backend, which starts with the app's code: on the login
          // form index.html draws, the user (and this test) may type before that code has arrived.
          if (form.call && !accepted) await page.waitForFunction(() => 'crewMock' in window);
          if (form.call && !accepted)
            await page.evaluate(
              (call) =>
                (
                  window as unknown as {
                    crewMock: { fault: (p: string, k: string, e: { times: number }) => void };
                  }
                ).crewMock.fault(call, 'code', { times: 1 }),
              form.call,
            );
          sentAt = new URL(page.url());
          const submit = formScope(page, form).getByRole('button', { name: form.submit });
          if (await submit.isEnabled()) await submit.click();
          // The app has handled the answer once the button is no longer busy; then the screen settles
          // (a reset the backend accepted leads to login, and the leaving form must not take the next
          // payload while its page slides out).
          await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'), undefined, {
            timeout: 15_000,
          });
          await settle(page);
          assert.deepEqual(await leftovers(page), [], `${form.id}: left in the page after ${send.kind}`);
          // The refusal was for this send only: one the form itself turned down (too long for it) has
          // not used it up, and the accepted send must not meet it.
          if (form.call && !accepted)
            await page.evaluate(() =>
              (window as unknown as { crewMock: { clear: () => void } }).crewMock.clear(),
            );
        }
        if (shownAt && sentAt) {
          // Stored, then shown: the screen that shows what was sent has it, as text.
          await page.goto(`${BASE_URL}${shownAt(sentAt)}`);
          await settle(page);
          const shown = await page.evaluate(
            (marker) =>
              document.body.innerText.includes(marker) ||
              [...document.querySelectorAll('input, textarea')].some((field) =>
                (field as HTMLInputElement).value.includes(marker),
              ),
            STORED,
          );
          assert.ok(shown, `${form.id}: what was sent is not shown at ${shownAt(sentAt)}`);
          assert.deepEqual(await leftovers(page), [], `${form.id}: left where it is shown`);
        }
        assert.equal(ran.length, 0, `payloads ran:\n${byClass(ran)}`);
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

  test('every form that shows what it sent is tried on its way there', () => {
    const known = new Set(FORMS.map((form) => form.id));
    for (const id of Object.keys(SHOWN_AT)) assert.ok(known.has(id), `${id} is not in tests/e2e/forms.ts`);
  });
});
