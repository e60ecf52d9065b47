import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer, setFault } from '@mocks/node';
import { api } from '@/api/client';
import { noticeTypesQuery } from '@/api/flightdata';
import { queryClient } from '@/api/queryClient';
import type { MessagePage, NoticeTypeResult } from '@/api/schema/flightdata';

import { renderApp, signIn } from '../../support/app';

const serverUnread = async () =>
  (await api.read<NoticeTypeResult>('/api/flightdata/GetNoticeType', {})).unreadTotal;
const firstMessage = async (readType: 1 | 2) =>
  (await api.read<MessagePage>('/api/flightdata/getmessagelist', { readType, pageIndex: 1, pageSize: 1 }))
    .items[0]!;

/** Counts the ReadMessage calls the screens make. */
function countReadCalls() {
  const calls: unknown[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/flightdata/ReadMessage')
      calls.push(await request.clone().json());
  });
  return calls;
}

afterEach(() => mockServer.events.removeAllListeners());

describe('messages', () => {
  it('marks each row read or unread and filters by read state and type', async () => {
    await signIn('pilot');
    const unread = await firstMessage(1);
    const read = await firstMessage(2);
    renderApp('/home/message');
    const list = await screen.findByRole('list', { name: '消息列表' });
    const unreadRow = within(list).getByRole('link', { name: new RegExp(unread.title) });
    expect(unreadRow).toHaveAttribute('href', `/home/messagedetail/${unread.id}`);
    expect(within(unreadRow).getByText('未读')).toBeInTheDocument();
    const readRow = within(list).getByRole('link', { name: new RegExp(read.title) });
    expect(within(readRow).getByText('已读')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '未读' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '消息列表' })).queryByText('已读'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('radio', { name: '未读' })).toHaveAttribute('aria-checked', 'true');

    const types = await api.read<NoticeTypeResult>('/api/flightdata/GetNoticeType', {});
    const withUnread = types.types.find((type) => type.unreadCount > 0)!;
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${withUnread.name}`) }));
    await waitFor(() => {
      const rows = within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('link');
      expect(rows).toHaveLength(withUnread.unreadCount);
    });
  });

  it('opening an unread message marks it read, and the count on home falls', async () => {
    await signIn('pilot');
    const before = await serverUnread();
    const message = await firstMessage(1);
    const calls = countReadCalls();

    renderApp('/home');
    await userEvent.click(await screen.findByRole('link', { name: `消息，${before} 条未读` }));
    const list = await screen.findByRole('list', { name: '消息列表' });
    await userEvent.click(within(list).getByRole('link', { name: new RegExp(message.title) }));

    expect(await screen.findByRole('heading', { name: message.title })).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryData(noticeTypesQuery().queryKey)?.unreadTotal).toBe(before - 1),
    );
    // The list stays behind, kept for the way back: the mark is looked for on the message's screen.
    expect(await within(screen.getByRole('main')).findByText('已读')).toBeInTheDocument();
    expect(calls).toEqual([{ id: message.id }]);
    expect(await serverUnread()).toBe(before - 1);

    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    const again = await screen.findByRole('list', { name: '消息列表' });
    await waitFor(() =>
      expect(
        within(within(again).getByRole('link', { name: new RegExp(message.title) })).getByText('已读'),
      ).toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('link', { name: `消息，${before - 1} 条未读` })).toBeInTheDocument();
  });

  it('does not mark an already read message again', async () => {
    await signIn('pilot');
    const message = await firstMessage(2);
    const calls = countReadCalls();
    renderApp(`/home/messagedetail/${message.id}`);
    expect(await screen.findByRole('heading', { name: message.title })).toBeInTheDocument();
    // Give a wrongly made ReadMessage call the time to go out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('keeps the message unread when marking it read fails', async () => {
    await signIn('pilot');
    const before = await serverUnread();
    const message = await firstMessage(1);
    setFault('/api/flightdata/ReadMessage', 'http500');
    renderApp(`/home/messagedetail/${message.id}`);
    expect(await screen.findByRole('heading', { name: message.title })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('未读')).toBeInTheDocument();
    expect(await serverUnread()).toBe(before);
  });

  it('shows the empty state when there are no messages', async () => {
    await signIn('pilot');
    mockServer.use(
      http.post('*/api/flightdata/getmessagelist', () =>
        HttpResponse.json({
          Code: '0',
          Message: '成功',
          List: { total: 0, pageIndex: 1, pageSize: 20, unreadCount: 0, items: [] },
        }),
      ),
    );
    renderApp('/home/message');
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
  });

  it('shows the error state with retry when the list fails', async () => {
    await signIn('pilot');
    setFault('/api/flightdata/getmessagelist', { kind: 'code', message: '消息服务维护中', times: 1 });
    renderApp('/home/message');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('消息服务维护中');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '消息列表' })).toBeInTheDocument();
  });
});
