import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { latestNewsQuery } from '@/api/home';
import { paths } from '@/lib/paths';
import { HomeSection } from './HomeSection';
import { NewsRow, useNewsMeta } from './NewsRow';
import styles from './CardList.module.css';

/** The latest news on the home page. */
export const NewsCard = memo(function NewsCard() {
  const { t } = useTranslation('home');
  const news = useQuery(latestNewsQuery());
  const meta = useNewsMeta();
  return (
    <HomeSection id="news" title={t('news.homeTitle')} more={{ to: paths.home.news, label: t('news.more') }}>
      <AsyncView
        {...fromQuery(news)}
        isEmpty={(page) => page.items.length === 0}
        emptyTitle={false}
        emptyText={t('news.empty')}
      >
        {(page) => (
          <ul className={styles.list} aria-label={t('news.homeTitle')}>
            {page.items.map((item) => (
              <NewsRow key={item.id} item={item} meta={meta} />
            ))}
          </ul>
        )}
      </AsyncView>
    </HomeSection>
  );
});
