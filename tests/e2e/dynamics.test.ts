import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, BASE_URL, phonePage, signIn } from '../support/browser';
import type { CrewMock } from '../../mocks/browser';
import { rowOnScreen } from './walk';

// The slots on the stage that are drawn: a screen kept for the way back (app/AppLayout) is not, once it
// has slid out.
const slotTransitions = (page: Page) =>
  page.$$eval('[data-transition]', (slots) =>
    slots
      .filter((slot) => slot.checkVisibility({ visibilityProperty: true }))
      .map((slot) => slot.getAttribute('data-transition')),
  );
const listScroll = (page: Page) =>
  page.$eval('[data-page-scroll]:has([aria-label="航班列表"], [aria-label="Flights"])', (el) => el.scrollTop);

interface Slide {
  /** Each slot on the stage: its transition and its classes. */
  slots: string[];
  /** The scroll position of the leaving screen's copy (AppLayout's snapshot, in the inert slot). */
  leavingScroll: number | null;
}

/** Waits until the slide that is under way has started, then returns what the page slots say. */
async function transitionAfter(page: Page, act: () => Promise<unknown>): Promise<Slide> {
  const seen = page.evaluate(
    () =>
      new Promise<Slide>((resolve) => {
        const observer = new MutationObserver(() => {
          const slots = [...document.querySelectorAll('[data-transition]')].filter((slot) =>
            slot.checkVisibility({ visibilityProperty: true }),
          );
          if (slots.length > 1) {
            observer.disconnect();
            const copy = document.querySelector<HTMLElement>('[data-slot][inert] [data-page-scroll]');
            resolve({
              slots: slots.map((slot) => `${slot.getAttribute('data-transition')}|${slot.className}`),
              leavingScroll: copy ? copy.scrollTop : null,
            });
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      }),
  );
  await act();
  return seen;
}

test.describe('flight status in a real browser (375x812)', () => {
  test('goes list → details → crew member and back, sliding both ways and restoring the list position', async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'zh-cn' });
    await signIn(page, 'pilot', 'pilot1234');
    await page.goto(`${BASE_URL}/dynamics/listpage`);
    const list = page.getByRole('list', { name: '航班列表' });
    await list.waitFor();
    const rows = list.getByRole('listitem');
    // The first page holds 30 flights; only those near the viewport are in the page (windowed list).
    await page.waitForFunction(
      () => document.querySelector('li[aria-setsize]')?.getAttribute('aria-posinset') === '1',
    );
    const setSize = Number(await rows.first().getAttribute('aria-setsize'));
    assert.ok(setSize >= 30, `list of ${setSize}`);
    assert.ok((await rows.count()) < 30, 'rows far below the viewport are not rendered');

    // Scroll well down the list and open the flight the user is looking at.
    await page.$eval('[data-page-scroll]', (el) => el.scrollTo(0, 1800));
    await expect.poll(() => listScroll(page), { message: 'the list scrolled down' }).toBeGreaterThan(1500);
    const before = await listScroll(page);
    // The flight the user is looking at. It is then found by its address, since the rendered rows are
    // other flights once the window moves.
    const href = await rowOnScreen(list);
    assert.match(href ?? '', /^\/dynamics\/details\?flightId=/);
    const target = list.locator(`a[href="${href}"]`);

    await list.evaluate((ul) => ul.setAttribute('data-test-kept', 'the list the user left'));
    const { slots: forward, leavingScroll } = await transitionAfter(page, () => target.click());
    assert.ok(
      forward.every((slot) => slot.startsWith('forward|')),
      `forward slide: ${forward.join(', ')}`,
    );
    // The list slides out where the user left it, not from its top.
    assert.ok(
      leavingScroll !== null && Math.abs(leavingScroll - before) <= 2,
      `the leaving copy at ${leavingScroll}, the list was at ${before}`,
    );
    assert.ok(
      forward.some((slot) => /forward-enter/.test(slot)),
      'entering page has the forward-enter class',
    );
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    const crewTab = page.getByRole('tab', { name: '机组' });
    await crewTab.waitFor();
    assert.equal(await crewTab.getAttribute('aria-selected'), 'true');

    // Into a crew member from the crew panel, the person in the URL.
    const member = page.getByRole('tabpanel').getByRole('link').first();
    await member.waitFor();
    await member.click();
    await page.waitForURL(/\/dynamics\/(crewmember|captainmember)detail\?code=/);
    await page.getByText('个人信息').waitFor();

    const { slots: backToDetails } = await transitionAfter(page, () => page.goBack());
    assert.ok(
      backToDetails.every((slot) => slot.startsWith('back|')),
      `back slide: ${backToDetails.join(', ')}`,
    );
    assert.ok(
      backToDetails.some((slot) => /back-enter/.test(slot)),
      'entering page has the back-enter class',
    );
    await crewTab.waitFor();

    // On the way back the list is shown as it was kept (app/AppLayout): the same list, at the user's
    // position, with no row mounted again.
    await page.evaluate(() => {
      const mounted: number[] = [];
      (window as unknown as { mountedRows: number[] }).mountedRows = mounted;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLElement)
              for (const row of [node, ...node.querySelectorAll('li')])
                if (row.matches('li[aria-posinset]')) mounted.push(Number(row.getAttribute('aria-posinset')));
      }).observe(document.body, { childList: true, subtree: true });
    });
    await transitionAfter(page, () => page.goBack());
    await list.waitFor();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-transition]')].filter((slot) =>
          slot.checkVisibility({ visibilityProperty: true }),
        ).length === 1,
    );
    assert.deepEqual(await slotTransitions(page), ['back']);
    assert.equal(await list.getAttribute('data-test-kept'), 'the list the user left');
    assert.ok(Math.abs((await listScroll(page)) - before) <= 2, `scroll restored to ${before}`);
    const mounted = await page.evaluate(() => (window as unknown as { mountedRows: number[] }).mountedRows);
    assert.deepEqual(mounted, [], 'no row mounted on the way back');
    // The flight opened has the focus again: a keyboard or screen-reader user goes on from that row.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href')), {
        message: 'the row opened has the focus',
      })
      .toBe(href);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('asks for the next page a screen before the end of the list shows', async ({ browser }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'en-us' });
    await signIn(page, 'pilot', 'pilot1234');
    const pagesAsked: number[] = [];
    page.on('request', (request) => {
      // The list's own reads: the landing page that signing in opened reads today's flights too, and
      // on a slow machine its read can still be leaving.
      if (!request.url().includes('/GetFlightDynamicsList')) return;
      if (!request.frame().url().includes('/dynamics/listpage')) return;
      const asked = (request.postDataJSON() as { pageIndex?: number } | null)?.pageIndex;
      if (asked) pagesAsked.push(asked);
    });
    await page.goto(`${BASE_URL}/dynamics/listpage`);
    const list = page.getByRole('list', { name: 'Flights' });
    await list.waitFor();
    await page.waitForFunction(() => document.querySelector('li[aria-posinset="1"]'));
    assert.deepEqual(pagesAsked, [1]);

    // Scrolled until the end of the first page is half a screen below what is shown: not in view yet.
    const end = await page.$eval('[data-page-scroll]', (scroller) => {
      scroller.scrollTop = scroller.scrollHeight - scroller.clientHeight * 1.5;
      return { top: scroller.scrollTop, shown: scroller.clientHeight, height: scroller.scrollHeight };
    });
    assert.ok(end.top > 2 * end.shown, `the first page is several screens long: ${JSON.stringify(end)}`);
    await expect.poll(() => pagesAsked, { message: 'the second page is asked for' }).toEqual([1, 2]);
    // Its rows follow the first page's when the user gets there.
    await page.$eval('[data-page-scroll]', (scroller) => (scroller.scrollTop = scroller.scrollHeight));
    await page.waitForFunction(() =>
      [...document.querySelectorAll('li[aria-posinset]')].some(
        (row) => Number(row.getAttribute('aria-posinset')) > 30,
      ),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a day chosen from the keyboard keeps the focus on its tab and shows its flights from the top', async ({
    browser,
  }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'en-us' });
    await signIn(page, 'pilot', 'pilot1234');
    await page.goto(`${BASE_URL}/dynamics/listpage`);
    await page.getByRole('list', { name: 'Flights' }).waitFor();
    await page.$eval('[data-page-scroll]', (scroller) => (scroller.scrollTop = 900));
    const tomorrow = page.getByRole('radio', { name: /^Tomorrow/ });
    await tomorrow.focus();
    await page.keyboard.press('Space');
    await page.waitForURL(/day=tomorrow/);
    await expect(tomorrow).toBeChecked();
    await expect(tomorrow).toBeFocused();
    await page.getByRole('list', { name: 'Flights' }).waitFor();
    assert.equal(await page.$eval('[data-page-scroll]', (scroller) => scroller.scrollTop), 0);
    // The next day is one arrow away, as in any group of radio buttons.
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/day=after/);
    await expect(page.getByRole('radio', { name: /^Day after/ })).toBeFocused();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('follows a flight in English and finds it on the flight status home', async ({ browser }) => {
    const { page, context, errors } = await phonePage(browser, { lang: 'en-us' });
    await signIn(page, 'cabin', 'cabin1234');
    // From the flight status home, as a crew member goes: the list, then tomorrow's planned flights
    // (every flight of tomorrow is still planned, whatever the time of day the test runs).
    await page.goto(`${BASE_URL}/dynamics`);
    await page.getByRole('link', { name: 'All flights' }).click();
    // The home has day tabs of its own: until the list's code has arrived and the address has moved,
    // "Tomorrow" is the home's (on a slow host that tap went to the home and the list opened on today).
    await page.waitForURL(/\/dynamics\/listpage/);
    // Two taps in a row: the second builds on the first even before the address has followed it.
    await page.getByRole('radio', { name: /^Tomorrow/ }).click();
    await page.getByRole('radio', { name: /^Planned/ }).click();
    await page.waitForURL(/filter=planned/);
    await page.waitForURL(/day=tomorrow/);
    const list = page.getByRole('list', { name: 'Flights' });
    await list.waitFor();
    const star = list
      .getByRole('button', { name: /^Follow flight/ })
      .and(page.locator('[aria-pressed="false"]'))
      .first();
    const label = (await star.getAttribute('aria-label')) ?? '';
    const flightNo = label.replace('Follow flight ', '');
    // The built-in backend answers the follow 5 s late: the star must show it before that.
    await page.evaluate(() =>
      (window as unknown as { crewMock: CrewMock }).crewMock.fault(
        '/api/FlightDynamics/CreateFlightAttention',
        'delay',
        {
          ms: 5000,
          times: 1,
        },
      ),
    );
    let answered = false;
    const saved = page
      .waitForResponse((response) => response.url().includes('CreateFlightAttention'))
      .then(() => (answered = true));
    await star.click();
    await expect(list.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 4000,
    });
    assert.equal(answered, false, 'the star showed the follow only once the backend had answered');
    await saved;
    // Back to the home it came from (the filters replaced the address, so one step): the followed
    // flight is there without a reload.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/dynamics');
    const followed = page.locator('section', {
      has: page.getByRole('heading', { name: /Flights I follow/ }),
    });
    await followed.getByText(flightNo, { exact: true }).waitFor();
    // Its rows' times are the airports' clocks, as the section says once.
    assert.ok(await followed.getByText(/all times local/).isVisible());
    // Its details say "Following" beside the star, as easily read as the rest (WCAG AA contrast).
    await followed.getByRole('link').filter({ hasText: flightNo }).first().click();
    await page.getByRole('button', { name: 'Following', pressed: true }).waitFor();
    const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    assert.deepEqual(
      contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary)),
      [],
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
