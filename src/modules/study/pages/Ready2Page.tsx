import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ExamResult } from '@/api/schema/compinfo';
import { useSubmit } from '@/api/useSubmit';
import { useCachedRequest } from '@/api/useCachedRequest';
import { AsyncView } from '@/components/AsyncView';
import { FormError, SubmitButton } from '@/components/Form';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useDraft } from '@/stores/drafts';
import { drawPracticeQuestions, getExamResults, getExamTitle, startExam } from '../api';
import { Facts } from '@/components/Facts';
import { readShelf } from '../lib/local';
import { wrongFirst } from '../lib/grade';
import { apiTypeId, EMPTY_PRACTICE, practiceFormId, readCount } from '../lib/practice';
import styles from '../components/study.module.css';

/** The last step before a test: what is about to start, then one tap starts it. */
export default function Ready2Page() {
  const { t } = useTranslation('study');
  const [params] = useSearchParams();
  const examId = params.get('examId');
  return (
    // The route's title names an exam's; a practice has its own.
    <Page
      header={{ title: examId ? undefined : t('ready2.practiceScreen'), left: ['back'], right: ['home'] }}
    >
      <div className={styles.content}>
        {examId ? (
          <ExamStart examId={examId} />
        ) : (
          <PracticeStart typeId={params.get('typeId') ?? 'all'} count={readCount(params.get('count'))} />
        )}
      </div>
    </Page>
  );
}

function ExamStart({ examId }: { examId: string }) {
  const { t } = useTranslation('study');
  const navigate = useNavigate();
  const submit = useSubmit();
  const title = useCachedRequest(`study.examTitle#${examId}`, (signal) => getExamTitle(examId, signal));
  const results = useCachedRequest(
    `study.examResults#${examId}`,
    (signal) => getExamResults(examId, signal),
    {
      revalidate: true,
    },
  );
  const start = async () => {
    const outcome = await submit.run(() => startExam(examId));
    if (outcome?.ok) navigate(paths.study.test({ examId }), { replace: true });
  };
  return (
    <AsyncView
      data={title.data}
      loading={title.loading}
      error={title.error}
      onRetry={() => void title.reload()}
    >
      {(exam) => (
        <form
          className={styles.controls}
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <section className={styles.card} aria-labelledby="ready2-exam">
            <h2 id="ready2-exam" className={styles.heading}>
              {exam.title}
            </h2>
            <p className={styles.hint}>
              {t('ready2.examSummary', {
                count: exam.questionCount,
                pass: exam.passCount,
                minutes: exam.duration,
              })}
            </p>
            <h3 className={styles.subheading}>{t('ready2.previous')}</h3>
            {results.data && results.data.length > 0 ? (
              <Facts
                items={results.data.map((r: ExamResult) => ({
                  key: r.attemptId,
                  label: r.submittedAt,
                  value: `${r.correctCount}/${r.questionCount} ${r.passed ? t('exam.passed') : t('exam.failed')}`,
                }))}
              />
            ) : (
              <p className={styles.muted}>{t('ready2.noPrevious')}</p>
            )}
            <p className={styles.muted}>{t('ready2.timerNote')}</p>
          </section>
          <FormError message={submit.error} />
          <SubmitButton
            pending={submit.pending}
            label={t('ready2.start')}
            pendingLabel={t('ready2.starting')}
          />
        </form>
      )}
    </AsyncView>
  );
}

function PracticeStart({ typeId, count }: { typeId: string; count: number }) {
  const { t } = useTranslation('study');
  const navigate = useNavigate();
  const submit = useSubmit();
  const draft = useDraft(practiceFormId(typeId), EMPTY_PRACTICE);
  const wrongCount = Math.min(count, (readShelf('wrong')[typeId] ?? []).length);
  const start = async () => {
    const outcome = await submit.run(() => drawPracticeQuestions({ typeId: apiTypeId(typeId), count }));
    if (!outcome?.ok) return;
    // Questions answered wrong last time come first, the fresh draw fills the rest.
    const questions = wrongFirst(readShelf('wrong')[typeId] ?? [], outcome.data, count);
    draft.set({ questions, answers: {}, index: 0, startedAt: Date.now() });
    navigate(paths.study.test({ typeId }), { replace: true });
  };
  return (
    <form
      className={styles.controls}
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <section className={styles.card} aria-labelledby="ready2-practice">
        <h2 id="ready2-practice" className={styles.heading}>
          {t('ready2.practiceTitle')}
        </h2>
        <p className={styles.hint}>{t('ready2.practiceSummary', { count })}</p>
        {wrongCount > 0 && <p className={styles.hint}>{t('ready.wrongFirst', { count: wrongCount })}</p>}
        {draft.value.questions.length > 0 && !draft.value.handedIn && (
          <p className={styles.muted}>{t('ready2.replaces')}</p>
        )}
        <p className={styles.muted}>{t('ready2.practiceTimer')}</p>
      </section>
      <FormError message={submit.error} />
      <SubmitButton pending={submit.pending} label={t('ready2.start')} pendingLabel={t('ready2.starting')} />
    </form>
  );
}
