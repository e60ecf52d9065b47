import { useState } from 'react';
import { Tag } from '@/components/Tag';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import type { Page as ListPage } from '@/api/schema/flightdata';
import type { Options } from '../api';
import { NOTICE_PAGE_SIZE } from '../notices';
import styles from './flow.module.css';

const PAGE_SIZE = NOTICE_PAGE_SIZE;

export interface NoticeItem {
  id: string;
  title: string;
  meta: string;
  /** Tags beside the title (level, must read, read or unread). */
  tags: Array<{ text: string; tone?: 'danger' | 'warning' | 'success' | 'info' }>;
  to: string;
}

/** A paged notice list (safety, operation): rows linking to their detail, "load more" at the end. */
export function NoticeList<T>({
  load,
  toItem,
}: {
  load: (pageIndex: number, pageSize: number, options?: Options) => Promise<ListPage<T>>;
  toItem: (item: T) => NoticeItem;
}) {
  const { t } = useTranslation('prepare');
  const [pages, setPages] = useState(1);
  const list = useRequest((signal) => load(1, pages * PAGE_SIZE, { signal }), [pages]);
  return (
    <AsyncView
      loading={list.loading}
      error={list.error}
      data={list.data?.items}
      onRetry={() => void list.reload()}
      emptyText={t('notice.empty')}
    >
      {(items) => (
        <>
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
          {list.data && list.data.total > items.length && (
            <div className={`${styles.card} ${styles.actions}`}>
              <button type="button" className={styles.buttonOutline} onClick={() => setPages((n) => n + 1)}>
                {t('notice.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </AsyncView>
  );
}
