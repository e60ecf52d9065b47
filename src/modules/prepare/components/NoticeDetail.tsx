import type { ReactNode } from 'react';
import { Facts } from '@/components/Facts';
import { Tag } from '@/components/Tag';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Attachments } from '@/components/Attachments';
import type { ReadOptions } from '@/api/read';
import type { Attachment } from '@/api/schema/flightdata';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import { StepPage } from './StepPage';
import styles from './flow.module.css';

/** What every company notice's detail has, whatever its kind. */
interface NoticeCore {
  title: string;
  department: string;
  publishTime: string;
  content: string;
  attachments: Attachment[];
}

export interface NoticeFact {
  label: string;
  value: string;
}

/**
 * The frame of one company notice (safety or operation; opening it marks it read on the backend):
 * title, the kind's own tags and "read", the facts (the kind's own before and after department and
 * publish time), the cleaned HTML and the attachments. Counts toward the notice step.
 */
export function NoticeDetail<T extends NoticeCore>({
  query,
  tags,
  factsBefore = () => [],
  factsAfter = () => [],
}: {
  /** The notice's declared read (api/flightdata): asking for it marks the notice read. */
  query: (id: string) => ReadOptions<T>;
  tags: (notice: T) => ReactNode;
  factsBefore?: (notice: T) => NoticeFact[];
  factsAfter?: (notice: T) => NoticeFact[];
}) {
  const { t } = useTranslation('prepare');
  const id = useParams().id ?? '';
  const notice = useQuery(query(id));
  return (
    <StepPage step="notice">
      <AsyncView {...fromQuery(notice)}>
        {(item) => (
          <article className={styles.card}>
            <h2>{item.title}</h2>
            <p className={styles.tagsStart}>
              {tags(item)}
              <Tag tone="success">{t('notice.read')}</Tag>
            </p>
            <Facts
              layout="grid"
              items={[
                ...factsBefore(item),
                { label: t('notice.department'), value: item.department },
                { label: t('notice.publishTime'), value: item.publishTime },
                ...factsAfter(item),
              ]}
            />
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }} />
            <Attachments attachments={item.attachments} />
          </article>
        )}
      </AsyncView>
    </StepPage>
  );
}
