import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { examResultsQuery, examTitleQuery } from '@/api/compinfo';
import type { ExamResult } from '@/api/schema/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { FormError, SubmitButton } from '@/components/Form';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useDraft } from '@/stores/drafts';
import { Facts } from '@/components/Facts';
import { readShelf } from '../lib/local';
import { wrongFirst } from '../lib/grade';
import { failureText, useDrawPractice, useStartExam } from '../lib/testWrites';
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
  const title = useQuery(examTitleQuery(examId));
  const results = useQuery(examResultsQuery(examId));
  const starting = useStartExam();
  const start = () => {
    if (starting.isPending) return;
    starting.mutate(examId, { onSuccess: () => navigate(paths.study.test({ examId }), { replace: true }) });
  };
  return (
    <AsyncView {...fromQuery(title)}>
      {(exam) => (
        <form
          className={styles.controls}
          onSubmit={(event) => {
            event.preventDefault();
            start();
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
          <FormError message={starting.error ? failureText(starting.error) : null} />
          <SubmitButton
            pending={starting.isPending}
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
  const draw = useDrawPractice();
  const draft = useDraft(practiceFormId(typeId), EMPTY_PRACTICE);
  const wrongCount = Math.min(count, (readShelf('wrong')[typeId] ?? []).length);
  const start = () => {
    if (draw.isPending) return;
    draw.mutate(
      { typeId: apiTypeId(typeId), count },
      {
        onSuccess: (drawn) => {
          // Questions answered wrong last time come first, the fresh draw fills the rest.
          const questions = wrongFirst(readShelf('wrong')[typeId] ?? [], drawn, count);
          draft.set({ questions, answers: {}, index: 0, startedAt: Date.now() });
          navigate(paths.study.test({ typeId }), { replace: true });
        },
      },
    );
  };
  return (
    <form
      className={styles.controls}
      onSubmit={(event) => {
        event.preventDefault();
        start();
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
      <FormError message={draw.error ? failureText(draw.error) : null} />
      <SubmitButton pending={draw.isPending} label={t('ready2.start')} pendingLabel={t('ready2.starting')} />
    </form>
  );
}
