import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { PullRefresh } from '@/components/PullRefresh';
import { Page } from '@/shell/Page';
import { getNewsList } from '../api';
import { PAGE_SIZE, usePagedList } from '../usePagedList';
import { LinkList } from '../components/LinkRow';
import { NewsRow } from '../components/NewsRow';

/** Company news with pictures; each row opens the article. */
export default function NewsListPage() {
  const { t } = useTranslation('home');
  const list = usePagedList('home.news', (pageIndex, signal) =>
    getNewsList({ pageIndex, pageSize: PAGE_SIZE }, signal),
  );

  return (
    <Page header={{ title: t('screens.news'), left: ['back'], right: ['home'] }}>
      <PullRefresh onRefresh={list.reload} onLoadMore={list.loadMore} hasMore={list.hasMore}>
        <AsyncView
          loading={list.loading}
          error={list.error}
          data={list.data}
          isEmpty={(page) => page.items.length === 0}
          onRetry={() => void list.reload()}
          emptyText={t('news.empty')}
        >
          {(page) => (
            <LinkList label={t('screens.news')}>
              {page.items.map((item) => (
                <NewsRow key={item.id} item={item} />
              ))}
            </LinkList>
          )}
        </AsyncView>
      </PullRefresh>
    </Page>
  );
}
