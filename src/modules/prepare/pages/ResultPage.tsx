import { Link } from 'react-router-dom';
import { Tag } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import type { ExamQuestion } from '@/api/schema/flightdata';
import { paths } from '@/lib/paths';
import { fetchExamRecords, fetchExams } from '../api';
import { missionLink, useMissionId } from '../mission';
import { StepPage } from '../components/StepPage';
import styles from '../components/flow.module.css';
import exam from './ExaminationPage.module.css';

/** /Prepare/Result — the pre-flight exam's outcome (GetPreExamRecord), question by question. */
export default function ResultPage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const data = useRequest(
    async (signal) => {
      if (!missionId) return null;
      const [records, papers] = await Promise.all([
        fetchExamRecords(missionId, { signal }),
        fetchExams({ signal }),
      ]);
      const questions = new Map<string, ExamQuestion>();
      for (const paper of papers) for (const q of paper.questions) questions.set(q.id, q);
      return { records, questions };
    },
    [missionId],
  );

  return (
    <StepPage step="exam">
      <AsyncView
        loading={data.loading}
        error={data.error}
        data={data.data}
        onRetry={() => void data.reload()}
      >
        {({ records, questions }) => (
          <>
            {/* No exam on record for this mission (none set, or none read): the way to the exam. */}
            {records.length === 0 && (
              <section className={styles.card}>
                <p className={styles.meta}>{t('result.none')}</p>
                <Link className={styles.button} to={missionLink(paths.prepare.examination, missionId)}>
                  {t('result.toExam')}
                </Link>
              </section>
            )}
            {records.map((record) => (
              <section key={record.examId} className={styles.card} aria-label={record.title}>
                <div className={styles.cardHead}>
                  <h2>{record.title}</h2>
                  {record.lastTakenAt && (
                    <Tag tone={record.passed ? 'success' : 'danger'}>
                      {record.passed ? t('result.passed') : t('result.failed')}
                    </Tag>
                  )}
                </div>
                {!record.lastTakenAt || record.details.length === 0 ? (
                  <>
                    <p className={styles.meta}>{t('result.none')}</p>
                    <Link className={styles.button} to={missionLink(paths.prepare.examination, missionId)}>
                      {t('result.toExam')}
                    </Link>
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
                    </p>
                    <ol className={exam.questions}>
                      {record.details.map((detail, index) => {
                        const question = questions.get(detail.questionId);
                        const text = (keys: string[]) =>
                          keys.length === 0
                            ? t('result.noAnswer')
                            : keys
                                .map((key) => {
                                  const option = question?.options.find((o) => o.key === key);
                                  return question?.type === 'judge' && option ? option.text : key;
                                })
                                .join(', ');
                        return (
                          <li key={detail.questionId} className={exam.question}>
                            <p className={styles.rowTitle}>
                              <span className={detail.right ? exam.right : exam.wrong}>
                                {detail.right ? '✓' : '✗'}{' '}
                                {detail.right ? t('result.right') : t('result.wrong')}
                              </span>{' '}
                              {t('result.question', { no: index + 1 })}
                              {question && ` ${question.stem}`}
                            </p>
                            <p className={styles.meta}>
                              {t('result.yourAnswer', { answer: text(detail.yourAnswer) })}
                            </p>
                            <p className={styles.meta}>
                              {t('result.correctAnswer', { answer: text(detail.correctAnswer) })}
                            </p>
                            {detail.explanation && <p className={styles.meta}>{detail.explanation}</p>}
                          </li>
                        );
                      })}
                    </ol>
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
