import { Profiler } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import {
  QueryClientProvider,
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from '@/api/queryClient';
import type { Page } from '@/api/schema/flightdata';
import { NoticeList, type NoticeItem } from '@/modules/prepare/components/NoticeList';
import { askForNextPage, secondPageHeld } from '../../support/nextPage';

interface Notice {
  id: string;
  title: string;
}

const notices = (from: number, count: number): Notice[] =>
  Array.from({ length: count }, (_, i) => ({ id: `n${from + i}`, title: `Notice ${from + i}` }));

/** The screen's query as NoticeList reads it, holding the pages given. */
const listOf = (pages: Notice[][]) =>
  ({
    data: { pages: pages.map((items) => ({ items, total: 40 })), pageParams: pages.map((_, i) => i + 1) },
    isPending: false,
    error: null,
    hasNextPage: true,
    refetch: vi.fn(),
    fetchNextPage: vi.fn(),
  }) as unknown as UseInfiniteQueryResult<InfiniteData<Page<Notice>>>;

// A long notice list grows a page at a time at its end: the rows already there are not drawn again.
describe('notice list rows', () => {
  it('a page arriving draws its own rows only', () => {
    const toItem = vi.fn((notice: Notice): NoticeItem => ({
      title: notice.title,
      meta: '',
      tags: [],
      to: `/n/${notice.id}`,
    }));
    const first = notices(1, 20);
    const { rerender } = render(
      <MemoryRouter>
        <NoticeList list={listOf([first])} toItem={toItem} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link', { name: /Notice/ })).toHaveLength(20);
    expect(toItem).toHaveBeenCalledTimes(20);

    toItem.mockClear();
    // The query keeps the first page's objects when the second arrives.
    rerender(
      <MemoryRouter>
        <NoticeList list={listOf([first, notices(21, 20)])} toItem={toItem} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link', { name: /Notice/ })).toHaveLength(40);
    expect(toItem.mock.calls.map(([notice]) => notice.id)).toEqual(notices(21, 20).map((n) => n.id));
  });

  it('a page arriving is drawn after the rows shown, in a render of its own (in the background)', () => {
    const toItem = (notice: Notice): NoticeItem => ({ title: notice.title, meta: '', tags: [], to: '' });
    // The rows on the page at each commit of the list.
    const committed: number[] = [];
    const draw = (pages: Notice[][]) => (
      <MemoryRouter>
        <Profiler id="notices" onRender={() => committed.push(screen.queryAllByRole('listitem').length)}>
          <NoticeList list={listOf(pages)} toItem={toItem} />
        </Profiler>
      </MemoryRouter>
    );
    const first = notices(1, 20);
    const { rerender } = render(draw([first]));
    // The first page is drawn at once, not deferred: the windowed list's first commit holds no row (it is
    // not laid out yet), the next, in the same task, every row (jsdom has no layout).
    expect(committed).toEqual([0, 20]);

    committed.length = 0;
    rerender(draw([first, notices(21, 20)]));
    // The answer's own render keeps the twenty rows; the next twenty follow in a deferred render.
    expect(committed).toEqual([20, 40]);
  });

  it('asking for the next page draws nothing of the screen until the page arrives', async () => {
    const toItem = (notice: Notice): NoticeItem => ({ title: notice.title, meta: '', tags: [], to: '' });
    const pageOf = (pageIndex: number): Page<Notice> => ({
      items: notices(pageIndex * 20 - 19, 20),
      total: 40,
      pageIndex,
      pageSize: 20,
    });
    const { read, arrive } = secondPageHeld(pageOf);
    // How often the screen that holds the query is drawn (a fling's frame pays for each).
    let screenRenders = 0;
    function Screen() {
      screenRenders += 1;
      const list = useInfiniteQuery({
        queryKey: ['notices'],
        queryFn: read,
        initialPageParam: 1,
        getNextPageParam: (_last: Page<Notice>, pages: Page<Notice>[]) =>
          pages.length < 2 ? pages.length + 1 : undefined,
      });
      return <NoticeList list={list} toItem={toItem} />;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Screen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findAllByRole('link', { name: /Notice/ })).toHaveLength(20);
    const shown = screenRenders;

    await askForNextPage(read);
    expect(screenRenders).toBe(shown);

    arrive();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Notice/ })).toHaveLength(40));
    expect(screenRenders).toBeGreaterThan(shown);
  });
});
