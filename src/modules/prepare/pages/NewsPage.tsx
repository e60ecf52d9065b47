import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@/api/schema/home';
import { newsQuery } from '@/api/home';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import styles from '../components/ReadingCard.module.css';

const PAGE_SIZE = 10;

/** Company news to read before duty; each opens the article, "more" loads the next page. */
export default function NewsPage() {
  const { t } = useTranslation('prepare');
  const [pages, setPages] = useState(1);
  // "More" asks for the first pages at once, the rows shown staying while it comes (the home module
  // declares the news; a paged declaration of it is the home's to add).
  const news = useQuery({
    ...newsQuery({ pageIndex: 1, pageSize: PAGE_SIZE * pages }),
    placeholderData: keepPreviousData,
  });
  const total = news.data?.total ?? 0;
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <AsyncView {...fromQuery(news)} data={news.data?.items}>
          {(items: NewsItem[]) => (
            <section className={styles.card}>
              <ul className={styles.list} aria-label={t('screens.news')}>
                {items.map((item) => (
                  <li key={item.id} className={styles.item}>
                    <Link className={styles.rowLink} to={paths.home.newsDetail(item.id)}>
                      <span className={styles.rowBody}>
                        <span className={styles.itemTitle}>{item.title}</span>
                        <br />
                        <span className={styles.muted}>
                          {item.publishTime.slice(0, 10)} · {item.source}
                        </span>
                        <span className={`${styles.text} ${styles.block}`}>{item.summary}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              {items.length < total && (
                <div className={styles.links}>
                  <button
                    type="button"
                    className={styles.linkButton}
                    disabled={news.isFetching}
                    onClick={() => setPages((n) => n + 1)}
                  >
                    {t('reading.news.more')}
                  </button>
                </div>
              )}
            </section>
          )}
        </AsyncView>
      </div>
    </Page>
  );
}
