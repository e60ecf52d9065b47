import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFault, setFault } from '@mocks/node';
import { recordRequests } from '../../support/requests';
import { api } from '@/api/client';
import type { NoticeTypeResult } from '@/api/schema/flightdata';
import type { FlightListItem } from '@/api/schema/dynamics';

import { queryClient } from '@/api/queryClient';
import { followedFlightsQuery, noticeTypesQuery } from '@/api/flightdata';
import { renderApp, signIn } from '../../support/app';

/** What the landing page reads: its cards' answers and the unread count. */
const HOME_READS = [
  '/api/FlightDynamics/GetFlightDynamicsList',
  '/api/FlightMission/GetFlightMission',
  '/api/FlightMission/GetFlightMissionCount',
  '/api/Home/GetNewsList',
  '/api/flightdata/GetNoticeType',
  '/api/flightdata/attentionflight',
];

const serverUnread = async () =>
  (await api.read<NoticeTypeResult>('/api/flightdata/GetNoticeType', {})).unreadTotal;

describe('home page', () => {
  it('shows / and /home as the same landing page with the footer', async () => {
    await signIn('pilot');
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: '今日飞行任务' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const footer = screen.getByRole('navigation', { name: '主导航' });
    expect(within(footer).getByRole('link', { name: '航班动态' })).toHaveAttribute('href', '/dynamics');
    expect(within(footer).getByRole('link', { name: '我的' })).toHaveAttribute('href', '/me');
  });

  it('sends each of its first reads once, though the route starts them before the page draws', async () => {
    await signIn('pilot');
    const { sent, stop } = recordRequests();
    try {
      renderApp('/');
      expect(await screen.findByRole('heading', { name: '今日飞行任务' })).toBeInTheDocument();
      await screen.findByRole('heading', { name: '关注的航班' });
      await waitFor(() => expect(sent).toHaveLength(6));
      await new Promise((resolve) => setTimeout(resolve, 100)); // nothing asked a second time
      expect(sent).toHaveLength(6);
      expect([...sent].sort()).toEqual([...HOME_READS].sort());
    } finally {
      stop();
    }
  });

  it('a refresh asks again for every answer its cards and the unread count show', async () => {
    await signIn('pilot');
    renderApp('/');
    await screen.findByRole('list', { name: '新闻' });
    await screen.findByRole('list', { name: /航班统计$/ });
    const { sent, stop } = recordRequests();
    try {
      fireEvent.click(screen.getByRole('button', { name: '刷新' }));
      await waitFor(() => expect(sent).toHaveLength(6));
      expect([...sent].sort()).toEqual([...HOME_READS].sort());
    } finally {
      stop();
    }
  });

  it("shows the server's unread count on the message entry and keeps it in the message types' answer every screen reads", async () => {
    await signIn('pilot');
    const unread = await serverUnread();
    expect(unread).toBeGreaterThan(0);
    renderApp('/home');
    const entry = await screen.findByRole('link', { name: `消息，${unread} 条未读` });
    expect(entry).toHaveAttribute('href', '/home/message');
    expect(within(entry).getByText(String(unread))).toBeInTheDocument();
    expect(screen.getByText(`您有 ${unread} 条未读消息`)).toBeInTheDocument();
    expect(queryClient.getQueryData(noticeTypesQuery().queryKey)?.unreadTotal).toBe(unread);
  });

  it("lists today's missions with one tap into online preparation", async () => {
    await signIn('pilot');
    renderApp('/home');
    const missions = await screen.findByRole('list', { name: '今日飞行任务列表' });
    const rows = within(missions).getAllByRole('link');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveAttribute('href', expect.stringMatching(/^\/dynamics\/details\?flightId=/));
    expect(screen.getByRole('link', { name: /进入网上准备/ })).toHaveAttribute('href', '/prepare');
  });

  it('shows the followed flights with live status', async () => {
    await signIn('pilot');
    const followed = await api.read<FlightListItem[]>('/api/flightdata/attentionflight', {});
    renderApp('/home');
    const list = await screen.findByRole('list', { name: '关注的航班' });
    const first = followed[0]!;
    const row = within(list).getByRole('link', { name: new RegExp(first.flightNo) });
    expect(row).toHaveAttribute('href', `/dynamics/details?flightId=${encodeURIComponent(first.id)}`);
  });

  it("leads a pilot into today's dynamics, the news, the roster and the simulator schedule", async () => {
    await signIn('pilot');
    renderApp('/home');
    const counts = await screen.findByRole('list', { name: /航班统计/ });
    expect(within(counts).getByRole('link', { name: /不正常/ })).toHaveAttribute(
      'href',
      '/dynamics/listpage?day=today&filter=abnormal',
    );
    const news = await screen.findByRole('list', { name: '新闻' });
    expect(within(news).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/home\/newsdetail\//),
    );
    const entries = screen.getByRole('navigation', { name: '功能入口' });
    expect(within(entries).getByRole('link', { name: '本周任务' })).toHaveAttribute('href', '/home/task');
    expect(within(entries).getByRole('link', { name: '模拟机排班' })).toHaveAttribute(
      'href',
      '/study/schedule',
    );
  });

  it('shows a section error with retry, and the section recovers', async () => {
    await signIn('pilot');
    setFault('/api/flightdata/attentionflight', 'http500');
    renderApp('/home');
    const section = (await screen.findByRole('heading', { name: '关注的航班' })).closest('section')!;
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('服务器异常');
    clearFault('/api/flightdata/attentionflight');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(section).findByRole('list', { name: '关注的航班' })).toBeInTheDocument();
  });

  it('reads the followed flights again when a follow changes elsewhere', async () => {
    await signIn('pilot');
    const [first] = await api.read<FlightListItem[]>('/api/flightdata/attentionflight', {});
    renderApp('/home');
    const list = await screen.findByRole('list', { name: '关注的航班' });
    expect(within(list).getByRole('link', { name: new RegExp(first!.flightNo) })).toBeInTheDocument();
    // What a follow change on another screen does once answered (api/follow): the answer is asked again.
    await api.post('/api/FlightDynamics/CreateFlightAttention', { flightId: first!.id, follow: false });
    act(() => void queryClient.invalidateQueries({ queryKey: followedFlightsQuery().queryKey }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '关注的航班' })).queryByRole('link', {
          name: new RegExp(first!.flightNo),
        }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says so when there are no followed flights', async () => {
    await signIn('pilot');
    const followed = await api.read<FlightListItem[]>('/api/flightdata/attentionflight', {});
    for (const flight of followed)
      await api.post('/api/FlightDynamics/CreateFlightAttention', { flightId: flight.id, follow: false });
    renderApp('/home');
    expect(await screen.findByText('还没有关注的航班，可在航班动态中关注')).toBeInTheDocument();
  });
});
