import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { openImagePreview } from '@/components/ImagePreview';
import { useRequest } from '@/api/useRequest';
import { Page } from '@/shell/Page';
import { getMessage, readMessage } from '../api';
import { setUnreadCount } from '../useUnreadCount';
import { RichText } from '../components/RichText';
import { AttachmentList } from '../components/AttachmentList';
import { Tag } from '@/components/Tag';
import styles from './DetailPage.module.css';

/** One message. Opening an unread message marks it read, and the unread count everywhere follows. */
export default function MessageDetailPage() {
  const { t } = useTranslation('home');
  const id = useParams().id ?? '';
  const message = useRequest((signal) => getMessage(id, signal), [id]);
  const marked = useRef<string | null>(null);

  const { data, setData } = message;
  useEffect(() => {
    if (!data || data.read || marked.current === data.id) return;
    marked.current = data.id;
    readMessage({ id: data.id })
      .then((result) => {
        setUnreadCount(result.unreadCount);
        setData((previous) =>
          previous && previous.id !== data.id ? previous : { ...(previous ?? data), read: true },
        );
      })
      .catch(() => {
        // Left unread: the next visit marks it. The message itself is shown either way.
        marked.current = null;
      });
  }, [data, setData]);

  return (
    <Page header={{ title: t('screens.messageDetail'), left: ['back'], right: ['home'] }}>
      <AsyncView
        loading={message.loading}
        error={message.error}
        data={message.data}
        onRetry={() => void message.reload()}
        emptyText={t('message.notFound')}
      >
        {(detail) => (
          <article className={styles.article}>
            <h2 className={styles.title}>{detail.title}</h2>
            <p className={styles.tags}>
              <Tag tone="info">{detail.typeName}</Tag>
              {detail.important && <Tag tone="warning">{t('message.important')}</Tag>}
              <Tag tone={detail.read ? 'neutral' : 'danger'}>
                {detail.read ? t('message.read') : t('message.unread')}
              </Tag>
            </p>
            <p className={styles.meta}>
              {t('message.meta', {
                sender: detail.sender,
                department: detail.department,
                time: detail.sendTime,
              })}
            </p>
            <RichText
              html={detail.content}
              className={styles.body}
              onImageOpen={(index, sources) => void openImagePreview(sources, index)}
            />
            <AttachmentList attachments={detail.attachments} />
          </article>
        )}
      </AsyncView>
    </Page>
  );
}
