import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { fetchSafetyNotice } from '../api';
import { levelKey } from '../notices';
import { cleanHtml } from '../sanitize';
import { StepPage } from '../components/StepPage';
import { Attachments } from '../components/Attachments';
import styles from '../components/flow.module.css';

/** /prepare/safe/detail/:id — one safety notice (getsafetynoticeinfo); opening it marks it read. */
export default function SafeDetailPage() {
  const { t } = useTranslation('prepare');
  const id = useParams().id ?? '';
  const notice = useRequest((signal) => fetchSafetyNotice(id, { signal }), [id]);
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
              <span className={`${styles.tag} ${item.level === '一般' ? '' : styles.danger}`}>
                {t(levelKey(item.level))}
              </span>
              <span className={`${styles.tag} ${styles.success}`}>{t('notice.read')}</span>
            </p>
            <dl className={styles.facts}>
              <dt>{t('notice.department')}</dt>
              <dd>{item.department}</dd>
              <dt>{t('notice.publishTime')}</dt>
              <dd>{item.publishTime}</dd>
            </dl>
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: cleanHtml(item.content) }} />
            <Attachments list={item.attachments} />
          </article>
        )}
      </AsyncView>
    </StepPage>
  );
}
