import { Link } from 'react-router-dom';
import { Tag } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import type { ExamSummary } from '@/api/schema/compinfo';
import { useCachedRequest } from '@/api/useCachedRequest';
import { AsyncView } from '@/components/AsyncView';
import { beijingDay } from '@/lib/beijing';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { getAllExams } from '../api';
import { Facts } from '@/components/Facts';
import styles from '../components/study.module.css';

const STATE_KEY = { 0: 'notStarted', 1: 'inProgress', 2: 'completed' } as const;
const STATE_TONE = { 0: 'neutral', 1: 'warning', 2: 'success' } as const;

/** The user's exams with their state (§4) and result; each one starts or shows its history. */
export default function ExamListPage() {
  const { t } = useTranslation('study');
  const exams = useCachedRequest('study.exams', (signal) => getAllExams(signal), { revalidate: true });
  const today = beijingDay();
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <AsyncView
          data={exams.data}
          loading={exams.loading}
          error={exams.error}
          onRetry={() => void exams.reload()}
        >
          {(list: ExamSummary[]) => (
            <ul className={styles.list} aria-label={t('exam.list', { count: list.length })}>
              {list.map((exam) => {
                const notOpen = exam.startDate > today;
                const closed = exam.endDate < today;
                return (
                  <li key={exam.examId} className={styles.card}>
                    <h2 className={styles.heading}>
                      <span>{exam.title}</span>
                      <Tag variant="solid" tone={STATE_TONE[exam.state]}>
                        {t(`exam.state.${STATE_KEY[exam.state]}`)}
                      </Tag>
                    </h2>
                    <Facts
                      items={[
                        { key: 'cat', label: t('exam.category'), value: exam.category },
                        {
                          key: 'dates',
                          label: t('exam.window'),
                          value: `${exam.startDate} ~ ${exam.endDate}`,
                        },
                        {
                          key: 'rule',
                          label: t('exam.rule'),
                          value: t('exam.ruleValue', {
                            count: exam.questionCount,
                            pass: exam.passCount,
                            minutes: exam.duration,
                          }),
                        },
                        {
                          key: 'result',
                          label: t('exam.result'),
                          value:
                            exam.attempts === 0
                              ? t('exam.noAttempt')
                              : t('exam.resultValue', {
                                  result: exam.passed ? t('exam.passed') : t('exam.failed'),
                                  best: exam.bestCorrect,
                                  total: exam.questionCount,
                                  count: exam.attempts,
                                }),
                        },
                      ]}
                    />
                    <div className={styles.actions}>
                      {exam.passed ? null : notOpen ? (
                        <span className={styles.muted}>{t('exam.opensOn', { date: exam.startDate })}</span>
                      ) : closed ? (
                        <span className={styles.muted}>{t('exam.closed')}</span>
                      ) : (
                        <Link
                          className={styles.button}
                          to={paths.study.ready({ examId: exam.examId })}
                          aria-label={t('exam.startNamed', { name: exam.title })}
                        >
                          {exam.state === 1 && exam.attempts === 0 ? t('exam.resume') : t('exam.start')}
                        </Link>
                      )}
                      {exam.attempts > 0 && (
                        <Link
                          className={styles.buttonOutline}
                          to={paths.study.examHistory(exam.examId)}
                          aria-label={t('exam.historyNamed', { name: exam.title })}
                        >
                          {t('exam.history')}
                        </Link>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </AsyncView>
      </div>
    </Page>
  );
}
