import { Link } from 'react-router-dom';
import { Tag } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { examRecordsOfMissionQuery } from '@/api/prepare';
import { paths } from '@/lib/paths';
import { useStepGate, writeOffered } from '../gate';
import { missionLink, useMissionId } from '../mission';
import { ExamReview } from '../components/ExamReview';
import { StepPage } from '../components/StepPage';
import styles from '../components/flow.module.css';

/**
 * /Prepare/Result — this mission's pre-flight exam as far as it went (GetPreExamRecord): the last attempt
 * question by question, the right answers once passed. The way to the exam is offered only where the
 * backend's gate lets the exam start (StepPage says why not otherwise).
 */
export default function ResultPage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const gate = useStepGate('exam');
  const records = useQuery({ ...examRecordsOfMissionQuery(missionId), enabled: missionId !== '' });
  const toExam = writeOffered(gate) && (
    <Link className={styles.button} to={missionLink(paths.prepare.examination, missionId)}>
      {t('result.toExam')}
    </Link>
  );

  return (
    <StepPage step="exam">
      <AsyncView {...fromQuery(records)} isEmpty={false}>
        {(list) => (
          <>
            {/* No exam on record for this mission (none set, or none read): the way to the exam. */}
            {(list ?? []).length === 0 && (
              <section className={styles.card}>
                <p className={styles.meta}>{t('result.none')}</p>
                {toExam}
              </section>
            )}
            {(list ?? []).map((record) => (
              <section key={record.examId} className={styles.card} aria-label={record.title}>
                <div className={styles.cardHead}>
                  <h2>{t('exam.resultTitle')}</h2>
                  {record.lastTakenAt && (
                    <Tag tone={record.passed ? 'success' : 'danger'}>
                      {record.passed ? t('result.passed') : t('result.failed')}
                    </Tag>
                  )}
                </div>
                {!record.lastTakenAt || record.details.length === 0 ? (
                  <>
                    <p className={styles.meta}>{t('result.none')}</p>
                    {toExam}
                  </>
                ) : (
                  <>
                    <p className={styles.meta}>
                      {t('result.score', {
                        correct: record.correctCount,
                        total: record.questionCount,
                        score: Math.round((record.correctCount / record.questionCount) * 100),
                      })}
                      {' · '}
                      {t('result.takenAt', { time: record.lastTakenAt })}
                      {' · '}
                      {t('exam.attempts', { count: record.attempts })}
                    </p>
                    {!record.passed && (
                      <>
                        <p className={styles.meta}>{t('exam.answersAfterPass')}</p>
                        {toExam}
                      </>
                    )}
                    <ExamReview details={record.details} />
                  </>
                )}
              </section>
            ))}
          </>
        )}
      </AsyncView>
    </StepPage>
  );
}
