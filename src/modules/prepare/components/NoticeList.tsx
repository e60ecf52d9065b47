import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Tag } from '@/components/Tag';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { PullRefresh } from '@/components/PullRefresh';
import type { Page as ListPage } from '@/api/schema/flightdata';
import styles from './flow.module.css';

export interface NoticeItem {
  id: string;
  title: string;
  meta: string;
  /** Tags beside the title (level, must read, read or unread). */
  tags: Array<{ text: string; tone?: 'danger' | 'warning' | 'success' | 'info' }>;
  to: string;
}

/**
 * A paged notice list (safety, operation: the screen's useInfiniteQuery): rows linking to their detail,
 * the next page loaded as the end comes near (with a button for it), pulled down to refresh, as every
 * paged list of the app.
 */
export function NoticeList<T>({
  list,
  toItem,
}: {
  list: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  toItem: (item: T) => NoticeItem;
}) {
  const { t } = useTranslation('prepare');
  const items = list.data?.pages.flatMap((page) => page.items);
  return (
    <AsyncView {...fromQuery({ ...list, data: items })} emptyText={t('notice.empty')}>
      {(items) => (
        <PullRefresh
          onRefresh={() => list.refetch()}
          onLoadMore={() => list.fetchNextPage()}
          hasMore={list.hasNextPage}
        >
          <ul className={styles.list}>
            {items.map(toItem).map((item) => (
              <li key={item.id}>
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
            ))}
          </ul>
        </PullRefresh>
      )}
    </AsyncView>
  );
}
