import { Profiler } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, infiniteQueryOptions } from '@tanstack/react-query';
import { queryClient } from '@/api/queryClient';
import { PagedListView } from '@/modules/home/components/PagedListView';
import { usePagedList, type PagedList } from '@/modules/home/usePagedList';
import { askForNextPage, secondPageHeld } from '../../support/nextPage';

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `m${i + 1}`, title: `Message ${i + 1}` }));
type Row = ReturnType<typeof rows>[number];

/** The list's screen body with its rows as plain list items. */
const viewOf = (list: PagedList<Row>) => (
  <PagedListView list={list} emptyText="—">
    {(page) => (
      <ul>
        {page.items.map((row) => (
          <li key={row.id}>{row.title}</li>
        ))}
      </ul>
    )}
  </PagedListView>
);

const listOf = (items: Row[]): PagedList<Row> => ({
  data: { total: 40, pageIndex: items.length / 20, items },
  loading: false,
  error: undefined,
  reload: vi.fn(),
  loadMore: vi.fn(),
  hasMore: true,
});

describe('paged list view', () => {
  it('a page arriving is drawn after the rows shown, in a render of its own (in the background)', () => {
    // The rows on the page at each commit of the list.
    const committed: number[] = [];
    const draw = (items: Row[]) => (
      <Profiler id="list" onRender={() => committed.push(screen.queryAllByRole('listitem').length)}>
        {viewOf(listOf(items))}
      </Profiler>
    );
    const all = rows(40);
    const { rerender } = render(draw(all.slice(0, 20)));
    // The first page is drawn at once.
    expect(committed).toEqual([20]);

    committed.length = 0;
    rerender(draw(all));
    // The answer's own render keeps the twenty rows; the next twenty follow in a deferred render.
    expect(committed).toEqual([20, 40]);
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
  });

  it('asking for the next page draws nothing of the screen until the page arrives', async () => {
    interface RowPage {
      total: number;
      pageIndex: number;
      items: Row[];
    }
    const all = rows(40);
    const pageOf = (pageIndex: number): RowPage => ({
      total: 40,
      pageIndex,
      items: all.slice((pageIndex - 1) * 20, pageIndex * 20),
    });
    const { read, arrive } = secondPageHeld(pageOf);
    const pages = infiniteQueryOptions({
      queryKey: ['messages', 'pages'],
      queryFn: read,
      initialPageParam: 1,
      getNextPageParam: (_last: RowPage, read: RowPage[]) => (read.length < 2 ? read.length + 1 : undefined),
    });
    // How often the screen that holds the list is drawn (a fling's frame pays for each).
    let screenRenders = 0;
    function Screen() {
      screenRenders += 1;
      return viewOf(usePagedList(pages));
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>,
    );
    expect(await screen.findAllByRole('listitem')).toHaveLength(20);
    const shown = screenRenders;

    await askForNextPage(read);
    expect(screenRenders).toBe(shown);

    arrive();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40));
    expect(screenRenders).toBeGreaterThan(shown);
  });
});
