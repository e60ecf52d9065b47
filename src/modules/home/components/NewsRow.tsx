import type { TFunction } from 'i18next';
import type { NewsItem } from '@/api/schema/home';
import { paths } from '@/lib/paths';
import { LinkRow } from './LinkRow';

/**
 * A news item with its picture, linking to the article. The list's `t` (home strings) comes in: a
 * translation hook per row costs each row a copy of the i18n instance when the list draws.
 */
export function NewsRow({ item, t }: { item: NewsItem; t: TFunction<'home'> }) {
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
