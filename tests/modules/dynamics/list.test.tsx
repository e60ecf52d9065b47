import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFault, configureMock, setFault } from '@mocks/node';
import { i18n } from '@/i18n';
import { useUiStore } from '@/stores/ui';
import { renderApp, serverFollowed, serverList, signIn } from './helpers';

const rowsOf = () => within(screen.getByRole('list', { name: '航班列表' })).getAllByRole('listitem');
const FOLLOW = '/api/FlightDynamics/CreateFlightAttention';
const LIST = '/api/FlightDynamics/GetFlightDynamicsList';

afterEach(() => configureMock({ volume: 50, delay: 0 }));

describe('flight list', () => {
  it('shows each flight with number, route, aircraft, times, status and a link to its details', async () => {
    await signIn('pilot');
    const server = await serverList({ dayKey: 'today', pageIndex: 1, pageSize: 30 });
    renderApp('/dynamics/listpage');
    await screen.findByRole('list', { name: '航班列表' });
    const first = server.items[0]!;
    const row = rowsOf()[0]!;
    const link = within(row).getByRole('link');
    expect(link).toHaveAttribute('href', `/dynamics/details?flightId=${encodeURIComponent(first.id)}`);
    expect(link).toHaveTextContent(first.flightNo);
    expect(link).toHaveTextContent(`${first.from} ${first.fromName}`);
    expect(link).toHaveTextContent(`${first.to} ${first.toName}`);
    expect(link).toHaveTextContent(`${first.aircraftType} · ${first.registration}`);
    // The airports' clocks, planned and actual; the list says once that they are local.
    expect(link).toHaveTextContent(
      `计划起飞 ${first.plannedDeparture.slice(11, 16)} · 到达 ${first.plannedArrival.slice(11, 16)}`,
    );
    expect(link).toHaveTextContent(/实际起飞 (\d\d:\d\d|—) · 到达 (\d\d:\d\d|—)/);
    expect(screen.getByText(/时间均为当地时间/)).toBeInTheDocument();
    const STATUS_TEXT = {
      planned: '计划',
      departed: '已起飞',
      arrived: '已到达',
      delayed: '延误',
      cancelled: '取消',
      diverted: '备降',
    };
    const badge = row.querySelector('[data-status]');
    expect(badge).toHaveAttribute('data-status', first.status);
    expect(badge).toHaveTextContent(STATUS_TEXT[first.status]);
    expect(rowsOf()).toHaveLength(Math.min(30, server.total));
  });

  it('draws the rows shown again in the language the user switches to (their words are the list’s)', async () => {
    await signIn('pilot');
    const server = await serverList({ dayKey: 'today', pageIndex: 1, pageSize: 30 });
    renderApp('/dynamics/listpage');
    await screen.findByRole('list', { name: '航班列表' });
    const english = {
      planned: 'Planned',
      departed: 'Departed',
      arrived: 'Arrived',
      delayed: 'Delayed',
      cancelled: 'Cancelled',
      diverted: 'Diverted',
    };
    try {
      await act(() => i18n.changeLanguage('en-us'));
      const row = within(await screen.findByRole('list', { name: 'Flights' })).getAllByRole('listitem')[0]!;
      expect(row.querySelector('[data-status]')).toHaveTextContent(english[server.items[0]!.status]);
      // The times' own label (the status badge says "Planned" too while the flight has not left).
      expect(row).toHaveTextContent(/Planneddep \d\d:\d\d · arr \d\d:\d\d/);
    } finally {
      await act(() => i18n.changeLanguage('zh-cn'));
    }
  });

  it('shows the count of every filter and keeps the chosen filter in the URL', async () => {
    await signIn('pilot');
    const server = await serverList({ dayKey: 'yesterday', pageIndex: 1, pageSize: 1 });
    const { router } = renderApp('/dynamics/listpage?day=yesterday');
    const filters = await screen.findByRole('radiogroup', { name: '航班状态筛选' });
    await waitFor(() =>
      expect(within(filters).getByRole('radio', { name: /全部/ })).toHaveTextContent(
        String(server.counts.all),
      ),
    );
    for (const [label, key] of [
      ['计划', 'planned'],
      ['到达', 'arrived'],
      ['异常', 'abnormal'],
    ] as const) {
      expect(within(filters).getByRole('radio', { name: new RegExp(label) })).toHaveTextContent(
        String(server.counts[key]),
      );
    }
    expect(server.counts.abnormal).toBeGreaterThan(0);

    await userEvent.click(within(filters).getByRole('radio', { name: /异常/ }));
    await waitFor(() => expect(router.state.location.search).toContain('filter=abnormal'));
    expect(router.state.location.search).toContain('day=yesterday');
    await waitFor(() => expect(rowsOf()).toHaveLength(Math.min(30, server.counts.abnormal)));
    for (const row of rowsOf()) {
      expect(row.querySelector('[data-status]')?.getAttribute('data-status')).toMatch(
        /delayed|cancelled|diverted/,
      );
    }
    expect(screen.getByRole('radio', { name: /异常/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /昨天/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps both of two choices tapped before the address has followed the first (a day, then a status)', async () => {
    await signIn('pilot');
    const { router } = renderApp('/dynamics/listpage');
    const days = await screen.findByRole('radiogroup', { name: '日期' });
    const filters = screen.getByRole('radiogroup', { name: '航班状态筛选' });
    // Both taps in one go: the router has not moved to the first before the second comes.
    act(() => {
      within(days).getByRole('radio', { name: /明天/ }).click();
      within(filters).getByRole('radio', { name: /计划/ }).click();
    });
    await waitFor(() => expect(router.state.location.search).toContain('filter=planned'));
    expect(router.state.location.search).toContain('day=tomorrow');
  });

  it('follows and unfollows at once, and the change is kept on the way back from the details', async () => {
    await signIn('pilot');
    const followedBefore = new Set((await serverFollowed()).map((flight) => flight.id));
    const server = await serverList({ dayKey: 'today', pageIndex: 1, pageSize: 30 });
    const target = server.items.find((item) => !followedBefore.has(item.id))!;
    const { router } = renderApp('/dynamics/listpage');
    const star = await screen.findByRole('button', { name: `关注航班 ${target.flightNo}` });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect((await serverFollowed()).map((f) => f.id)).toContain(target.id));

    await act(() => router.navigate(`/dynamics/details?flightId=${encodeURIComponent(target.id)}`));
    expect(await screen.findByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
    await act(() => router.navigate(-1));
    const again = await screen.findByRole('button', { name: `关注航班 ${target.flightNo}` });
    expect(again).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () => expect((await serverFollowed()).map((f) => f.id)).not.toContain(target.id));
  });

  it('says why for each of two follows refused one after the other', async () => {
    await signIn('pilot');
    const followedBefore = new Set((await serverFollowed()).map((flight) => flight.id));
    const server = await serverList({ dayKey: 'today', pageIndex: 1, pageSize: 30 });
    const [first, second] = server.items.filter((item) => !followedBefore.has(item.id));
    renderApp('/dynamics/listpage');
    const firstStar = await screen.findByRole('button', { name: `关注航班 ${first!.flightNo}` });
    const secondStar = screen.getByRole('button', { name: `关注航班 ${second!.flightNo}` });
    // One toast is shown at a time: every message shown is recorded.
    const toasts: string[] = [];
    const stop = useUiStore.subscribe(({ toast }) => {
      if (toast && toasts.at(-1) !== toast.message) toasts.push(toast.message);
    });
    // Answers take a while, so the second tap comes while the first change is on its way.
    configureMock({ delay: 300 });
    setFault(FOLLOW, 'http500');
    await userEvent.click(firstStar);
    await userEvent.click(secondStar);
    await waitFor(() =>
      expect(toasts.sort()).toEqual(
        [`关注 ${first!.flightNo} 失败：服务器异常`, `关注 ${second!.flightNo} 失败：服务器异常`].sort(),
      ),
    );
    stop();
    expect(firstStar).toHaveAttribute('aria-pressed', 'false');
    expect(secondStar).toHaveAttribute('aria-pressed', 'false');
    clearFault();
  });

  it('rolls a failed follow back and says why in a toast', async () => {
    await signIn('pilot');
    const followedBefore = new Set((await serverFollowed()).map((flight) => flight.id));
    const server = await serverList({ dayKey: 'today', pageIndex: 1, pageSize: 30 });
    const target = server.items.find((item) => !followedBefore.has(item.id))!;
    renderApp('/dynamics/listpage');
    const star = await screen.findByRole('button', { name: `关注航班 ${target.flightNo}` });
    setFault(FOLLOW, 'http500');
    await userEvent.click(star);
    expect(await screen.findByText(`关注 ${target.flightNo} 失败：服务器异常`)).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'false');
    clearFault();
    expect((await serverFollowed()).map((f) => f.id)).not.toContain(target.id);
  });

  it('shows the empty-result notice when nothing matches', async () => {
    await signIn('pilot');
    renderApp('/dynamics/listpage?flightNo=ZZ9999');
    expect(await screen.findByText('没有符合条件的航班，换个日期或筛选条件试试')).toBeInTheDocument();
    expect(screen.getByText('查询结果')).toBeInTheDocument();
    expect(screen.getByText(/航班号 ZZ9999/)).toBeInTheDocument();
  });

  it('shows an error with retry and keeps the filters the user set', async () => {
    await signIn('pilot');
    setFault(LIST, 'http500');
    const { router } = renderApp('/dynamics/listpage?day=tomorrow&filter=planned');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器异常');
    expect(screen.getByRole('radio', { name: /明天/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /计划/ })).toHaveAttribute('aria-checked', 'true');
    expect(router.state.location.search).toBe('?day=tomorrow&filter=planned');

    clearFault();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await screen.findByRole('list', { name: '航班列表' });
    for (const row of rowsOf())
      expect(row.querySelector('[data-status]')).toHaveAttribute('data-status', 'planned');
  });

  it('loads more rows at the end of the list and refreshes without losing them', async () => {
    configureMock({ volume: 75 });
    await signIn('pilot');
    const server = await serverList({ dayKey: 'today', pageIndex: 1, pageSize: 1 });
    expect(server.total).toBe(75);
    renderApp('/dynamics/listpage');
    await screen.findByRole('list', { name: '航班列表' });
    expect(rowsOf()).toHaveLength(30);
    // While the next page is on its way, the list says it is busy (the footer's state, not the screen's).
    configureMock({ delay: 200 });
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    const busy = () => screen.getByRole('list', { name: '航班列表' }).closest('[aria-busy="true"]');
    expect(busy()).not.toBeNull();
    await waitFor(() => expect(rowsOf()).toHaveLength(60));
    expect(busy()).toBeNull();
    configureMock({ delay: 0 });
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(75));
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '刷新' })).toBeEnabled());
    expect(rowsOf()).toHaveLength(75);
  });
});
