/**
 * The crew log form (issue #26, items 5 and 6): times are typed on a 24-hour clock whatever the phone's
 * locale, in the app's own field; and back after saving leaves the crew log instead of showing the list
 * a second time.
 */
import { describe, expect, it, vi } from 'vitest';

// Screens driven end to end on a shared machine: more than the default 15 s each.
vi.setConfig({ testTimeout: 40_000 });
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api/client';
import { crewLogQuery, saveCrewLog } from '@/api/crewlog';
import { queryClient } from '@/api/queryClient';
import type { CrewLog, CrewLogFlight } from '@/api/schema/crewlog';
import { setLang } from '@/i18n';
import { renderApp, signIn } from '../../support/app';

const WAIT = { timeout: 8000 };

/** Opens the first sector to write from the crew log list. */
async function openFirstToWrite(u: ReturnType<typeof userEvent.setup>, write: RegExp) {
  const list = await screen.findByRole('list', { name: /航段列表|Sectors/ }, WAIT);
  await u.click(within(list).getAllByRole('link', { name: write })[0]!);
}

describe('crew log times', () => {
  it.each([
    ['zh-cn', '撤轮挡', /^填写/, '请按 24 小时制填写，如 16:42', '北京时间，24 小时制'],
    ['en-us', 'Block off', /^Write/, 'Enter a 24-hour time, e.g. 16:42', 'Beijing time, 24-hour clock'],
  ] as const)(
    'are typed on a 24-hour clock in the app’s own field (%s)',
    async (lang, label, write, wrong, hint) => {
      await setLang(lang);
      await signIn('pilot');
      const u = userEvent.setup();
      renderApp('/me/crewlog');
      await openFirstToWrite(u, write);
      const blockOff = (await screen.findByLabelText(label, { exact: false }, WAIT)) as HTMLInputElement;
      // Not the browser's time field, which shows "04:42 PM" on a phone set to 12 hours.
      expect(blockOff.type).toBe('text');
      expect(blockOff.inputMode).toBe('numeric');
      expect(blockOff.value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(screen.getByText(hint)).toBeInTheDocument();

      // A number pad has no colon: 1642 is 16:42.
      await u.clear(blockOff);
      await u.type(blockOff, '1642');
      await u.tab();
      expect(blockOff).toHaveValue('16:42');
      // An afternoon time written the 12-hour way is no time of day here, and the field says so.
      await u.clear(blockOff);
      await u.type(blockOff, '4:42 PM');
      await u.tab();
      expect(blockOff).toHaveValue('4:42 PM');
      expect(screen.getByText(wrong)).toBeInTheDocument();
      await u.clear(blockOff);
      await u.type(blockOff, '442');
      await u.tab();
      expect(blockOff).toHaveValue('04:42');
      expect(screen.queryByText(wrong)).toBeNull();
    },
  );
});

describe('crew log list', () => {
  it('draws its rows again in the language the user switches to (their words are the list’s)', async () => {
    await signIn('pilot');
    renderApp('/me/crewlog');
    const list = await screen.findByRole('list', { name: '航段列表' }, WAIT);
    expect(within(list).getAllByRole('link', { name: /^(填写|修改) / }).length).toBeGreaterThan(0);
    expect(list).toHaveTextContent(/待填写|已填写/);
    await act(() => setLang('en-us'));
    const english = await screen.findByRole('list', { name: 'Sectors' }, WAIT);
    expect(within(english).getAllByRole('link', { name: /^(Write|Edit) / }).length).toBeGreaterThan(0);
    expect(english).toHaveTextContent(/To log|Logged/);
    expect(english).not.toHaveTextContent(/填写|未落地|修改/);
  });
});

describe('back after saving a crew log', () => {
  it('goes to the personal centre, not to the crew log list again', async () => {
    await signIn('pilot');
    const u = userEvent.setup();
    const { router } = renderApp('/me');
    await u.click(await screen.findByRole('link', { name: '机组日志' }, WAIT));
    await openFirstToWrite(u, /^填写/);
    await u.type(await screen.findByLabelText('备注', {}, WAIT), '正常');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('list', { name: '航段列表' }, WAIT);
    expect(router.state.location.pathname).toBe('/me/crewlog');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me'), WAIT);
  });
});

describe('a crew log kept on the phone', () => {
  it('is drawn at once, and the form takes the backend’s newer save when it comes', async () => {
    await signIn('pilot');
    const flights = await api.read<CrewLogFlight[]>('/api/CrewLog/GetFltSchCrewLogList', {});
    const { flightId } = flights.find((flight) => flight.flown)!;
    const kept = await api.read<CrewLog>('/api/CrewLog/GetNewOrUpdCLog', { flightId });
    // The phone holds the log from a minute ago; the backend has a save made since (on another phone).
    queryClient.setQueryData(crewLogQuery(flightId).queryKey, kept, { updatedAt: Date.now() - 60_000 });
    await saveCrewLog({ ...kept, remarks: '另一部手机保存的备注' });
    renderApp(`/me/crewlogwrite?flightId=${flightId}`);

    await screen.findByLabelText('备注', {}, WAIT);
    await waitFor(() => expect(screen.getByLabelText('备注')).toHaveValue('另一部手机保存的备注'), WAIT);
  });
});
