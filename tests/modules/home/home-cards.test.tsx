import { screen, waitFor, within } from '@testing-library/react';
import type * as Unread from '@/api/unread';
import { holdAnswer, renderApp, signIn } from '../../support/app';

// The landing page's render, counted through the one hook only the page itself calls on this screen.
const pageRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/api/unread', async (importOriginal) => {
  const real = await importOriginal<typeof Unread>();
  return {
    ...real,
    useUnreadCount: () => {
      pageRenders.count += 1;
      return real.useUnreadCount();
    },
  };
});

describe('home page cards', () => {
  it('an answer arriving draws its own card again, not the whole page', async () => {
    const release = holdAnswer('*/api/Home/GetNewsList');
    await signIn('pilot');
    renderApp('/');
    // Every other card has its answer; only the news card still loads.
    await screen.findByRole('heading', { name: '关注的航班' });
    await screen.findByRole('list', { name: /航班统计$/ });
    await waitFor(() => {
      const news = screen.getByRole('region', { name: '新闻' });
      const loading = screen.getAllByRole('status').filter((status) => status.textContent === '加载中…');
      expect(loading.filter((status) => !news.contains(status))).toEqual([]);
      expect(loading).not.toEqual([]);
    });
    const before = pageRenders.count;
    expect(before).toBeGreaterThan(0);

    release();
    const news = await screen.findByRole('list', { name: '新闻' });
    expect(within(news).getAllByRole('link').length).toBeGreaterThan(0);
    expect(pageRenders.count).toBe(before);
  });
});
