import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@/api/schema/home';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { fetchNewsPage } from '../api';
import styles from '../components/ReadingCard.module.css';

const PAGE_SIZE = 10;

/** Company news to read before duty; each opens the article, "more" loads the next page. */
export default function NewsPage() {
  const { t } = useTranslation('prepare');
  const [pages, setPages] = useState(1);
  const news = useRequest((signal) => fetchNewsPage(1, PAGE_SIZE * pages, { signal }), [pages]);
  const total = news.data?.total ?? 0;
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <AsyncView
          data={news.data?.items}
          loading={news.loading}
          error={news.error}
          onRetry={() => void news.reload()}
        >
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
                    disabled={news.loading}
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
