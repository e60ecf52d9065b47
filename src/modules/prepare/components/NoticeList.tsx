import { memo, useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Tag } from '@/components/Tag';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { PullRefresh } from '@/components/PullRefresh';
import { WindowedList } from '@/components/WindowedList';
import { rowsOf } from '@/api/pages';
import type { Page as ListPage } from '@/api/schema/flightdata';
import styles from './flow.module.css';

/** A notice's slot, its line below included: room for a title and a reference line of two lines each. */
const NOTICE_ROW_REM = 6.75;

export interface NoticeItem {
  title: string;
  meta: string;
  /** Tags beside the title (level, must read, read or unread). */
  tags: Array<{ text: string; tone?: 'danger' | 'warning' | 'success' | 'info' }>;
  to: string;
}

interface NoticeRowProps<T> {
  notice: T;
  toItem: (item: T) => NoticeItem;
}

/**
 * One notice, drawn again only when its notice or the screen's `toItem` changes: a page arriving at
 * the end of a long list leaves the rows above it alone (the query keeps their objects). Every row has
 * one height (the title and the reference line in two lines each at most: the notice shows them
 * whole), so the list mounts only the rows near the screen.
 */
const NoticeRow = memo(function NoticeRow<T>({ notice, toItem }: NoticeRowProps<T>) {
  const item = toItem(notice);
  return (
    <li className={styles.noticeSlot}>
      <Link className={styles.row} to={item.to}>
        <div className={styles.rowMain}>
          <p className={styles.rowTitle}>{item.title}</p>
          <p className={styles.meta}>{item.meta}</p>
        </div>
        <span className={styles.tags}>
          {item.tags.map((tag) => (
            <Tag key={tag.text} tone={tag.tone}>
              {tag.text}
            </Tag>
          ))}
        </span>
      </Link>
    </li>
  );
}) as <T>(props: NoticeRowProps<T>) => ReactNode;

/**
 * A paged notice list (safety, operation: the screen's useInfiniteQuery): rows linking to their detail,
 * the next page loaded as the end comes near (with a button for it), pulled down to refresh, as every
 * paged list of the app. `toItem` must keep its identity between renders (useCallback), or every row
 * draws again.
 */
export function NoticeList<T extends { id: string }>({
  list,
  toItem,
}: {
  list: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  toItem: (item: T) => NoticeItem;
}) {
  const { t } = useTranslation('prepare');
  const all = useMemo(() => list.data && rowsOf(list.data.pages), [list.data]);
  // A page arriving at the end is drawn in the background, a few milliseconds at a time (the first
  // page at once): drawn in one go, its rows stalled the scroll on a mid-range phone.
  const items = useDeferredValue(all) ?? all;
  const renderRow = useCallback(
    (notice: T) => <NoticeRow key={notice.id} notice={notice} toItem={toItem} />,
    [toItem],
  );
  // Only what the list shows is read from the query: TanStack Query draws a screen again for each field
  // it read that changes, and a spread reads them all, the fetching flags included, so asking for the
  // next page mid-fling drew the whole screen in that frame.
  const { isPending, error, refetch } = list;
  return (
    <AsyncView {...fromQuery({ data: items, isPending, error, refetch })} emptyText={t('notice.empty')}>
      {(items) => (
        <PullRefresh
          onRefresh={() => refetch()}
          onLoadMore={() => list.fetchNextPage()}
          hasMore={list.hasNextPage}
        >
          <WindowedList
            items={items}
            rowHeightRem={NOTICE_ROW_REM}
            className={styles.list}
            renderRow={renderRow}
          />
        </PullRefresh>
      )}
    </AsyncView>
  );
}
