import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { announcementPagesQuery } from '@/api/flightdata';
import { PAGE_SIZE, usePagedList } from '../usePagedList';
import { PagedListView } from '../components/PagedListView';
import { LinkList, LinkRow } from '../components/LinkRow';
import { Tag } from '@/components/Tag';

/** Company announcements; each row opens the announcement with its attachments. */
export default function AnnouncementListPage() {
  const { t } = useTranslation('home');
  const list = usePagedList(announcementPagesQuery(PAGE_SIZE));

  return (
    <Page header={{ title: t('screens.announcement'), left: ['back'], right: ['home'] }}>
      <PagedListView list={list} emptyText={t('announcement.empty')}>
        {(page) => (
          <LinkList label={t('screens.announcement')}>
            {page.items.map((item) => (
              <LinkRow
                key={item.id}
                to={paths.home.announcementFile({ id: item.id })}
                title={item.title}
                summary={item.summary}
                meta={t('announcement.meta', { department: item.department, time: item.publishTime })}
                aside={
                  <>
                    {item.important && <Tag tone="warning">{t('announcement.important')}</Tag>}
                    {item.attachments.length > 0 && (
                      <span>{t('announcement.attachmentCount', { count: item.attachments.length })}</span>
                    )}
                  </>
                }
              />
            ))}
          </LinkList>
        )}
      </PagedListView>
    </Page>
  );
}
