import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@/api/schema/home';
import { paths } from '@/lib/paths';
import { textTemplate } from '@/lib/textTemplate';
import { LinkRow } from './LinkRow';

/** A news row's second line ("source · time"), filled per row. */
export type NewsMeta = (values: { source: string; time: string }) => string;

/**
 * The rows' second line, looked up once per list and language: a translation call with interpolation
 * per row cost a page of news as much script as the rest of its rows (textTemplate).
 */
export function useNewsMeta(): NewsMeta {
  const { t } = useTranslation('home');
  return useMemo(() => textTemplate(t('news.meta', { source: '{{source}}', time: '{{time}}' })), [t]);
}

/**
 * A news item with its picture, linking to the article. A row draws again only when its item or the
 * language changes: a page arriving at the end of a long list leaves the rows above it alone.
 */
export const NewsRow = memo(function NewsRow({ item, meta }: { item: NewsItem; meta: NewsMeta }) {
  return (
    <LinkRow
      to={paths.home.newsDetail(item.id)}
      image={item.picture || undefined}
      title={item.title}
      summary={item.summary}
      meta={meta({ source: item.source, time: item.publishTime })}
    />
  );
});
