import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api/client';
import { missionNoticesQuery } from '@/api/prepare';
import { queryClient } from '@/api/queryClient';
import type { OperationNotice, SafetyNotice } from '@/api/schema/flightdata';
import type { PrepareNotice } from '@/api/schema/prepare';
import { i18n } from '@/i18n';
import { configureMock } from '@mocks/node';
import { declare } from '../../support/preparation';
import { countRequests } from '../../support/requests';
import { firstMission, renderApp, signIn, valueBeside } from './readingSupport';

type Page<T> = { items: T[] };
const fact = (label: string) => valueBeside(screen.getByText(label, { selector: 'dt' }));

// Safety and operation notices share one detail frame (components/NoticeDetail): each keeps its own tags
// and facts around the common ones.
describe('company notice details', () => {
  it('a safety notice opened from its list: level and read tags, department and publish time, no document number', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const { items } = await api.read<Page<SafetyNotice>>('/api/flightdata/getsafetynotice', {
      pageIndex: 1,
      pageSize: 20,
    });
    const notice = items.find((n) => n.level !== '一般') ?? items[0]!;
    renderApp(`/Prepare/SafeNotice?missionId=${missionId}`);
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(notice.title) }));

    const article = (await screen.findByRole('heading', { name: notice.title, level: 2 })).closest(
      'article',
    )!;
    expect(within(article).getByText(notice.level)).toBeInTheDocument();
    expect(within(article).getByText('已读')).toBeInTheDocument();
    expect(fact('发布部门')).toHaveTextContent(notice.department);
    expect(fact('发布时间')).toHaveTextContent(notice.publishTime);
    expect(within(article).queryByText('文号')).not.toBeInTheDocument();
  });

  it('a long safety notice list loads its next page from the button at its end, and says when all are shown', async () => {
    configureMock({ listLength: 30 });
    try {
      await signIn('pilot');
      const { missionId } = await firstMission();
      renderApp(`/Prepare/SafeNotice?missionId=${missionId}`);
      await screen.findAllByRole('link', { name: /./ });
      const rows = () => screen.getByRole('main').querySelectorAll('ul > li');
      await vi.waitFor(() => expect(rows()).toHaveLength(20));
      await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
      await vi.waitFor(() => expect(rows()).toHaveLength(30));
      expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    } finally {
      configureMock({ listLength: 0 });
    }
  });

  it('an operation notice: important tag, document number first, effective and expiry dates last, in English too', async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    const { items } = await api.read<Page<OperationNotice>>('/api/flightdata/getoperatlist', {
      pageIndex: 1,
      pageSize: 20,
    });
    const notice = items.find((n) => n.important && n.expiryDate) ?? items[0]!;
    renderApp(`/prepare/operation/detail/${notice.id}?missionId=${missionId}`);

    const article = (await screen.findByRole('heading', { name: notice.title, level: 2 })).closest(
      'article',
    )!;
    const labels = within(article)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual([
      '文号',
      '发布部门',
      '发布时间',
      '生效日期',
      ...(notice.expiryDate ? ['失效日期'] : []),
    ]);
    expect(fact('文号')).toHaveTextContent(notice.number);
    expect(fact('生效日期')).toHaveTextContent(notice.effectiveDate);
    if (notice.important) expect(within(article).getByText('重要')).toBeInTheDocument();

    await i18n.changeLanguage('en-us');
    expect(await within(article).findByText('Document no.')).toBeInTheDocument();
    expect(within(article).getByText('Read')).toBeInTheDocument();
  });
});

describe('a must-read notice of the mission', () => {
  it('offers the next unread one only from a list that counts the reading (not a kept list from before)', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await declare(missionId, true);
    const before = await api.read<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId });
    const unread = before.filter((n) => n.mustRead && !n.read);
    expect(unread.length).toBeGreaterThan(1);
    // Every must-read one read but the last, on the backend; the app still holds the list from before.
    queryClient.setQueryData(missionNoticesQuery(missionId).queryKey, before);
    for (const n of unread.slice(0, -1))
      await api.read('/api/prepare/GetNoticeNewListDetail', { missionId, noticeId: n.noticeId });
    const last = unread.at(-1)!;
    renderApp(`/prepare/ImportantNotice/detail/${last.noticeId}?missionId=${missionId}`);

    await screen.findByRole('heading', { name: last.title, level: 2 });
    expect(screen.queryByRole('link', { name: '阅读下一条未读通告' })).not.toBeInTheDocument();
    expect(await screen.findByText('必读通告均已阅读')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '阅读下一条未读通告' })).not.toBeInTheDocument();
  });
});

describe('time read on a notice opened from its list', () => {
  it('counts once: the list kept behind the open notice counts nothing until it is shown again', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    // The gate open (notices read, fit): both screens count toward the notice step.
    const notices = await api.read<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId });
    for (const notice of notices.filter((n) => n.mustRead && !n.read))
      await api.read('/api/prepare/GetNoticeNewListDetail', { missionId, noticeId: notice.noticeId });
    const { items } = await api.read<Page<SafetyNotice>>('/api/flightdata/getsafetynotice', {
      pageIndex: 1,
      pageSize: 20,
    });
    const realNow = Date.now;
    let offset = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    const records = countRequests('/api/Prepare/AddOrUpdateStepRecord');
    try {
      renderApp(`/Prepare/SafeNotice?missionId=${missionId}`);
      await userEvent.click(await screen.findByRole('link', { name: new RegExp(items[0]!.title) }));
      await screen.findByRole('heading', { name: items[0]!.title, level: 2 });
      // The list's time so far went out as it was left (when a second or more).
      await new Promise((resolve) => setTimeout(resolve, 50));
      const before = records.count;

      offset = 120_000; // two minutes on the notice, then the page is hidden
      window.dispatchEvent(new Event('pagehide'));
      await vi.waitFor(() => expect(records.count).toBeGreaterThan(before));
      // Give a second record (the list's clock still running behind) the time to go out.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(records.count).toBe(before + 1);
    } finally {
      clock.mockRestore();
      records.stop();
    }
  });
});
