import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RiskDetail } from '@/api/schema/flightdata';
import { useQuery } from '@tanstack/react-query';
import { riskQuery } from '@/api/flightdata';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { paths } from '@/lib/paths';
import { missionLink, useMissionId } from '../mission';
import { useStepGate, writeOffered } from '../gate';
import { StepPage } from '../components/StepPage';
import { Facts } from '@/components/Facts';
import { ReadingSection } from '../components/ReadingSection';
import { RiskLevelTag } from '../components/RiskLevelTag';
import styles from '../components/ReadingCard.module.css';

/** One risk: what it is, what to do about it, the user's feedback so far, and the way to feed back or report. */
export default function RiskDetailPage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const id = useParams().id ?? '';
  // Feedback and the report are offered where the backend's gate takes them (StepPage says why not).
  const offered = writeOffered(useStepGate('risk'), { afterFinish: true });
  // The user's feedback on it changes from the feedback screen: asked again on each visit.
  const risk = useQuery({ ...riskQuery(id), enabled: id !== '', refetchOnMount: 'always' });
  return (
    <StepPage step="risk">
      <div className={styles.content}>
        <AsyncView {...fromQuery(risk)}>
          {(detail: RiskDetail) => (
            <>
              <ReadingSection title={detail.title} aside={<RiskLevelTag level={detail.level} />}>
                <Facts
                  items={[
                    { key: 'flight', label: t('reading.risk.flight'), value: detail.flightNo },
                    { key: 'category', label: t('reading.risk.category'), value: detail.category },
                    { key: 'score', label: t('reading.risk.scoreLabel'), value: detail.score },
                    { key: 'source', label: t('reading.risk.source'), value: detail.source },
                    {
                      key: 'reported',
                      label: t('reading.risk.reportState'),
                      value: detail.reported ? t('reading.risk.reported') : t('reading.risk.notReported'),
                    },
                  ]}
                />
                <p className={styles.text}>{detail.description}</p>
              </ReadingSection>
              <ReadingSection title={t('reading.risk.measures')}>
                <ol className={styles.list}>
                  {detail.measures.map((measure) => (
                    <li key={measure} className={styles.item}>
                      {measure}
                    </li>
                  ))}
                </ol>
              </ReadingSection>
              <ReadingSection title={t('reading.risk.myFeedbacks')}>
                {detail.feedbacks.length === 0 ? (
                  <p className={styles.muted}>{t('reading.risk.noFeedback')}</p>
                ) : (
                  <ul className={styles.list} aria-label={t('reading.risk.myFeedbacks')}>
                    {detail.feedbacks.map((feedback) => (
                      <li key={feedback.id} className={styles.item}>
                        <div className={styles.itemHead}>
                          <p className={styles.itemTitle}>{feedback.typeName}</p>
                          <span className={styles.muted}>{feedback.status}</span>
                        </div>
                        <p className={styles.text}>{feedback.content}</p>
                        <p className={styles.muted}>{feedback.createdAt}</p>
                      </li>
                    ))}
                  </ul>
                )}
                {offered && (
                  <div className={styles.links}>
                    <Link
                      className={styles.linkButton}
                      to={missionLink(paths.prepare.riskFeedback(detail.id), missionId)}
                    >
                      {t('reading.risk.giveFeedback')}
                    </Link>
                    <Link
                      className={styles.linkButton}
                      to={missionLink(paths.prepare.riskReport(detail.id), missionId)}
                    >
                      {t('reading.risk.openReport')}
                    </Link>
                  </div>
                )}
              </ReadingSection>
            </>
          )}
        </AsyncView>
      </div>
    </StepPage>
  );
}
