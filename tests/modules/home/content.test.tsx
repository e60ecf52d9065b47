import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer, setFault } from '@mocks/node';
import { api } from '@/api/client';
import type { Announcement, ExamRecord, Page } from '@/api/schema/flightdata';
import type { NewsPage } from '@/api/schema/home';
import { renderApp, signIn } from '../../support/app';

const emptyPage = { total: 0, pageIndex: 1, pageSize: 20, items: [] };

describe('announcements', () => {
  it('lists announcements as links to their detail, which shows the attachments', async () => {
    await signIn('pilot');
    const page = await api.read<Page<Announcement>>('/api/flightdata/getnotice', {
      pageIndex: 1,
      pageSize: 20,
    });
    const withPdf = page.items.find((item) => item.attachments.some((file) => file.type === 'pdf'))!;
    const pdf = withPdf.attachments.find((file) => file.type === 'pdf')!;
    renderApp('/home/announcement');
    const list = await screen.findByRole('list', { name: '公告' });
    const row = within(list).getByRole('link', { name: new RegExp(withPdf.title) });
    expect(row).toHaveAttribute('href', `/home/announFileDetail?id=${withPdf.id}`);

    await userEvent.click(row);
    expect(await screen.findByRole('heading', { name: withPdf.title })).toBeInTheDocument();
    const open = screen.getByRole('link', { name: `在浏览器中打开 ${pdf.name}` });
    expect(open).toHaveAttribute('href', new URL(pdf.url, window.location.href).href);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: `下载 ${pdf.name}` })).toHaveAttribute('download', pdf.name);
    const picture = withPdf.attachments.find((file) => file.type === 'image');
    if (picture) expect(screen.getByRole('button', { name: `查看图片 ${picture.name}` })).toBeInTheDocument();
  });

  it('says when an announcement does not exist', async () => {
    await signIn('pilot');
    renderApp('/home/announFileDetail?id=AN999');
    expect(await screen.findByRole('alert')).toHaveTextContent('公告不存在或已撤回');
  });

  it('shows the empty state', async () => {
    await signIn('pilot');
    mockServer.use(
      http.post('*/api/flightdata/getnotice', () =>
        HttpResponse.json({ Code: '0', Message: '成功', List: emptyPage }),
      ),
    );
    renderApp('/home/announcement');
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
  });
});

describe('news', () => {
  it('lists news with pictures as links, and opens the article', async () => {
    await signIn('cabin');
    const page = await api.read<NewsPage>('/api/Home/GetNewsList', { pageIndex: 1, pageSize: 20 });
    const first = page.items[0]!;
    renderApp('/home/news');
    const list = await screen.findByRole('list', { name: '新闻' });
    const row = within(list).getByRole('link', { name: new RegExp(first.title) });
    expect(row).toHaveAttribute('href', `/home/newsdetail/${first.id}`);
    expect(row.querySelector('img')).toHaveAttribute('src', first.picture);
    await userEvent.click(row);
    expect(await screen.findByRole('heading', { name: first.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看大图' })).toBeInTheDocument();
  });

  it('shows the error state with retry', async () => {
    await signIn('cabin');
    setFault('/api/Home/GetNewsList', { kind: 'network', times: 2 });
    renderApp('/home/news');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('网络连接失败');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '新闻' })).toBeInTheDocument();
  });
});

describe('past exams', () => {
  it('shows each exam with passed or failed, score and date', async () => {
    await signIn('pilot');
    const page = await api.read<Page<ExamRecord>>('/api/flightdata/getrecordexamlist', {
      pageIndex: 1,
      pageSize: 20,
    });
    expect(page.items.length).toBeGreaterThan(0);
    renderApp('/home/pastexam');
    const list = await screen.findByRole('list', { name: '历史考试' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(page.items.length);
    page.items.forEach((record, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { name: record.title })).toBeInTheDocument();
      expect(within(item).getByText(record.passed ? '通过' : '未通过')).toBeInTheDocument();
      expect(within(item).getByText(record.examTime.slice(0, 10))).toBeInTheDocument();
      expect(within(item).getByText(String(record.score))).toBeInTheDocument();
    });
    expect(screen.getByText(`共 ${page.total} 条考试记录`)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    await signIn('pilot');
    mockServer.use(
      http.post('*/api/flightdata/getrecordexamlist', () =>
        HttpResponse.json({ Code: '0', Message: '成功', List: emptyPage }),
      ),
    );
    renderApp('/home/pastexam');
    expect(await screen.findByText('还没有考试记录')).toBeInTheDocument();
  });
});
