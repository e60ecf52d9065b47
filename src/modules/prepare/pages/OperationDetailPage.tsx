import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { fetchOperationNotice } from '../api';
import { cleanHtml } from '../sanitize';
import { StepPage } from '../components/StepPage';
import { Attachments } from '../components/Attachments';
import styles from '../components/flow.module.css';

/** /prepare/operation/detail/:id — one operation notice (getoperatinfo); opening it marks it read. */
export default function OperationDetailPage() {
  const { t } = useTranslation('prepare');
  const id = useParams().id ?? '';
  const notice = useRequest((signal) => fetchOperationNotice(id, { signal }), [id]);
  return (
    <StepPage step="notice">
      <AsyncView
        loading={notice.loading}
        error={notice.error}
        data={notice.data}
        onRetry={() => void notice.reload()}
      >
        {(item) => (
          <article className={styles.card}>
            <h2>{item.title}</h2>
            <p className={styles.tagsStart}>
              {item.important && (
                <span className={`${styles.tag} ${styles.danger}`}>{t('notice.important')}</span>
              )}
              <span className={`${styles.tag} ${styles.success}`}>{t('notice.read')}</span>
            </p>
            <dl className={styles.facts}>
              <dt>{t('notice.docNo')}</dt>
              <dd>{item.number}</dd>
              <dt>{t('notice.department')}</dt>
              <dd>{item.department}</dd>
              <dt>{t('notice.publishTime')}</dt>
              <dd>{item.publishTime}</dd>
              <dt>{t('notice.effective')}</dt>
              <dd>{item.effectiveDate}</dd>
              {item.expiryDate && (
                <>
                  <dt>{t('notice.expiry')}</dt>
                  <dd>{item.expiryDate}</dd>
                </>
              )}
            </dl>
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: cleanHtml(item.content) }} />
            <Attachments list={item.attachments} />
          </article>
        )}
      </AsyncView>
    </StepPage>
  );
}
