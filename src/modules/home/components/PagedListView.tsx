import { useDeferredValue, type ReactNode } from 'react';
import { AsyncView } from '@/components/AsyncView';
import { PullRefresh } from '@/components/PullRefresh';
import type { PagedList, PageOf } from '../usePagedList';

interface PagedListViewProps<T> {
  list: PagedList<T>;
  emptyText: string;
  /** Pull to refresh and retry; defaults to reloading the list. */
  onRefresh?: () => Promise<unknown>;
  children: (page: PageOf<T>) => ReactNode;
}

/** A paged list screen's body: pull to refresh, load more, and the loading, empty and error states. */
export function PagedListView<T>({ list, emptyText, onRefresh, children }: PagedListViewProps<T>) {
  const refresh = onRefresh ?? list.reload;
  // A page arriving at the end of the list is drawn in the background, a few milliseconds at a time,
  // while the rows above stay as they are: drawn at once, twenty rows stalled the scroll for a frame or
  // more on a mid-range phone. The first page is drawn at once.
  const data = useDeferredValue(list.data) ?? list.data;
  return (
    <PullRefresh onRefresh={refresh} onLoadMore={list.loadMore} hasMore={list.hasMore}>
      <AsyncView
        loading={list.loading}
        error={list.error}
        data={data}
        isEmpty={(page) => page.items.length === 0}
        onRetry={() => void refresh()}
        emptyText={emptyText}
      >
        {children}
      </AsyncView>
    </PullRefresh>
  );
}
