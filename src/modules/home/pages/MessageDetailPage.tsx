import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { openImagePreview } from '@/components/ImagePreview';
import { useMutation, useQuery } from '@tanstack/react-query';
import { messagePagesQuery, messageQuery, noticeTypesQuery, readMessage } from '@/api/flightdata';
import { queryClient } from '@/api/queryClient';
import type { MessageDetail } from '@/api/schema/flightdata';
import { Page } from '@/shell/Page';
import { setUnreadTotal } from '@/api/unread';
import { RichText } from '../components/RichText';
import { Attachments as AttachmentList } from '@/components/Attachments';
import { Tag } from '@/components/Tag';
import styles from './DetailPage.module.css';

/** One message. Opening an unread message marks it read, and the unread count everywhere follows. */
export default function MessageDetailPage() {
  const { t } = useTranslation('home');
  const id = useParams().id ?? '';
  const message = useQuery(messageQuery(id));
  const marked = useRef<string | null>(null);
  const markRead = useMutation({
    mutationFn: (messageId: string) => readMessage({ id: messageId }),
    onSuccess: (result, messageId) => {
      // The server's new total and the message read, everywhere at once; the lists and their
      // per-type counts read again.
      setUnreadTotal(result.unreadCount);
      queryClient.setQueryData<MessageDetail>(messageQuery(messageId).queryKey, (detail) =>
        detail ? { ...detail, read: true } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: [messagePagesQuery({}, 1).queryKey[0]] });
      void queryClient.invalidateQueries({ queryKey: noticeTypesQuery().queryKey, refetchType: 'none' });
    },
    // Left unread: the next visit marks it. The message itself is shown either way.
    onError: () => (marked.current = null),
  });

  const { data } = message;
  const { mutate } = markRead;
  useEffect(() => {
    if (!data || data.read || marked.current === data.id) return;
    marked.current = data.id;
    mutate(data.id);
  }, [data, mutate]);

  return (
    <Page header={{ title: t('screens.messageDetail'), left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(message)} emptyText={t('message.notFound')}>
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
