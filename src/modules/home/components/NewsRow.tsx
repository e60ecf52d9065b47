import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@/api/schema/home';
import { paths } from '@/lib/paths';
import { LinkRow } from './LinkRow';

/** A news item with its picture, linking to the article. */
export function NewsRow({ item }: { item: NewsItem }) {
  const { t } = useTranslation('home');
  return (
    <LinkRow
      to={paths.home.newsDetail(item.id)}
      image={item.picture || undefined}
      title={item.title}
      summary={item.summary}
      meta={t('news.meta', { source: item.source, time: item.publishTime })}
    />
  );
}
