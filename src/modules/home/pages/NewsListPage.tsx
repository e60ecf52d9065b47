import { useTranslation } from 'react-i18next';
import { Page } from '@/shell/Page';
import { newsPagesQuery } from '@/api/home';
import { PAGE_SIZE, usePagedList } from '../usePagedList';
import { PagedListView } from '../components/PagedListView';
import { LinkList } from '../components/LinkRow';
import { NewsRow, useNewsMeta } from '../components/NewsRow';

/** Company news with pictures; each row opens the article. */
export default function NewsListPage() {
  const { t } = useTranslation('home');
  const meta = useNewsMeta();
  const list = usePagedList(newsPagesQuery(PAGE_SIZE));

  return (
    <Page header={{ title: t('screens.news'), left: ['back'], right: ['home'] }}>
      <PagedListView list={list} emptyText={t('news.empty')}>
        {(page) => (
          <LinkList label={t('screens.news')}>
            {page.items.map((item) => (
              <NewsRow key={item.id} item={item} meta={meta} />
            ))}
          </LinkList>
        )}
      </PagedListView>
    </Page>
  );
}
