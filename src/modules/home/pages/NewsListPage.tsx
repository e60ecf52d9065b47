import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@/api/schema/home';
import { WindowedList } from '@/components/WindowedList';
import { Page } from '@/shell/Page';
import { newsPagesQuery } from '@/api/home';
import { PAGE_SIZE, usePagedList } from '../usePagedList';
import { PagedListView } from '../components/PagedListView';
import { NewsRow, useNewsMeta } from '../components/NewsRow';
import linkRowStyles from '../components/LinkRow.module.css';

/** A news row's slot, its line included: room for a two-line title, the summary and the meta line. */
const NEWS_ROW_REM = 7.25;

/**
 * Company news with pictures; each row opens the article. The archive is long: every row has one height
 * (the title in two lines at most), so the list mounts only the rows near the screen.
 */
export default function NewsListPage() {
  const { t } = useTranslation('home');
  const meta = useNewsMeta();
  const list = usePagedList(newsPagesQuery(PAGE_SIZE));
  const renderRow = useCallback(
    (item: NewsItem) => <NewsRow key={item.id} item={item} meta={meta} />,
    [meta],
  );

  return (
    <Page header={{ title: t('screens.news'), left: ['back'], right: ['home'] }}>
      <PagedListView list={list} emptyText={t('news.empty')}>
        {(page) => (
          <WindowedList
            items={page.items}
            rowHeightRem={NEWS_ROW_REM}
            className={`${linkRowStyles.list} ${linkRowStyles.windowed}`}
            label={t('screens.news')}
            renderRow={renderRow}
          />
        )}
      </PagedListView>
    </Page>
  );
}
