import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { PagedListView } from '@/modules/home/components/PagedListView';
import type { PagedList } from '@/modules/home/usePagedList';

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `m${i + 1}`, title: `Message ${i + 1}` }));
type Row = ReturnType<typeof rows>[number];

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
        <PagedListView list={listOf(items)} emptyText="—">
          {(page) => (
            <ul>
              {page.items.map((row) => (
                <li key={row.id}>{row.title}</li>
              ))}
            </ul>
          )}
        </PagedListView>
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
});
