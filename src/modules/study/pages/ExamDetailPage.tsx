import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ExamHistory } from '@/api/schema/compinfo';
import { useCachedRequest } from '@/api/useCachedRequest';
import { Accordion } from '@/components/Accordion';
import { AsyncView } from '@/components/AsyncView';
import { Segmented } from '@/components/Segmented';
import { useState } from 'react';
import { Page } from '@/shell/Page';
import { getExamHistory } from '../api';
import { AnswerReview } from '../components/QuestionCard';
import { ResultSummary } from '../components/TestRunner';
import styles from '../components/study.module.css';

/** The history of one exam (/examDetail/:id), attempt by attempt and question by question; without an id the latest attempt. */
export default function ExamDetailPage() {
  const { t } = useTranslation('study');
  const id = useParams().id;
  const [onlyWrong, setOnlyWrong] = useState(false);
  const history = useCachedRequest(
    `study.history#${id ?? ''}`,
    (signal) => getExamHistory(id ? { examId: id } : {}, signal),
    { revalidate: true },
  );
  const attempt = (a: ExamHistory) => (
    <>
      <ResultSummary
        correct={a.correctCount}
        total={a.questionCount}
        passed={a.passed}
        message={a.passed ? t('exam.passedNote') : t('exam.failedNote', { pass: a.passCount })}
      />
      <AnswerReview items={a.items.map((item) => ({ ...item, question: item }))} onlyWrong={onlyWrong} />
    </>
  );
  return (
    <Page
      header={{
        left: ['back'],
        right: ['home'],
        ...(history.data?.[0] ? { title: history.data[0].title } : {}),
      }}
    >
      <div className={styles.content}>
        <Segmented
          label={t('history.show')}
          value={onlyWrong}
          onChange={setOnlyWrong}
          options={[
            { value: false, label: t('history.all') },
            { value: true, label: t('history.wrongOnly') },
          ]}
        />
        <AsyncView
          data={history.data}
          loading={history.loading}
          error={history.error}
          onRetry={() => void history.reload()}
          emptyText={t('history.empty')}
        >
          {(list: ExamHistory[]) =>
            !id ? (
              <>
                <p className={styles.muted}>
                  {t('history.latest', { title: list[0]!.title, time: list[0]!.submittedAt })}
                </p>
                {attempt(list[0]!)}
              </>
            ) : (
              <Accordion
                multiple
                headingLevel={2}
                defaultOpen={[list[0]!.attemptId]}
                items={list.map((a) => ({
                  id: a.attemptId,
                  title: t('history.attempt', {
                    time: a.submittedAt,
                    correct: a.correctCount,
                    count: a.questionCount,
                    result: a.passed ? t('exam.passed') : t('exam.failed'),
                  }),
                  content: attempt(a),
                }))}
              />
            )
          }
        </AsyncView>
      </div>
    </Page>
  );
}
