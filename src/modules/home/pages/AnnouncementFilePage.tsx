import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { openImagePreview } from '@/components/ImagePreview';
import { useQuery } from '@tanstack/react-query';
import { announcementsQuery } from '@/api/flightdata';
import { Page } from '@/shell/Page';
import { RichText } from '../components/RichText';
import { Attachments as AttachmentList } from '@/components/Attachments';
import { Tag } from '@/components/Tag';
import styles from './DetailPage.module.css';

/** One announcement (?id=) with its text and attachments. */
export default function AnnouncementFilePage() {
  const { t } = useTranslation('home');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // The page of the announcements holding it (the call's `id`), the announcement picked from it.
  const announcement = useQuery({
    ...announcementsQuery({ id }),
    // A `List` of null is the backend's "nothing": no such announcement.
    select: (page) => page?.items.find((item) => item.id === id) ?? null,
    enabled: id !== '',
  });

  return (
    <Page header={{ title: t('screens.announcementFile'), left: ['back'], right: ['home'] }}>
      <AsyncView
        {...fromQuery(announcement)}
        loading={announcement.isLoading}
        emptyText={t('announcement.notFound')}
      >
        {(item) => (
          <article className={styles.article}>
            <h2 className={styles.title}>{item.title}</h2>
            {item.important && (
              <p className={styles.tags}>
                <Tag tone="warning">{t('announcement.important')}</Tag>
              </p>
            )}
            <p className={styles.meta}>
              {t('announcement.meta', { department: item.department, time: item.publishTime })}
            </p>
            <RichText
              html={item.content ?? item.summary}
              className={styles.body}
              onImageOpen={(index, sources) => void openImagePreview(sources, index)}
            />
            <AttachmentList attachments={item.attachments} />
          </article>
        )}
      </AsyncView>
    </Page>
  );
}
