import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ExamAttempt, ExamHistory, Question } from '@/api/schema/compinfo';
import { useRequest } from '@/api/useRequest';
import { refusalText } from '@/api/refusals';
import { isApiError } from '@/api/errors';
import { sendFailureText, useSubmit } from '@/api/useSubmit';
import { AsyncView } from '@/components/AsyncView';
import dayjs from '@/lib/dayjs';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useDraft } from '@/stores/drafts';
import { getExamHistory, startExam, submitExam } from '../api';
import { AnswerReview, type ReviewItem } from '../components/QuestionCard';
import { ResultSummary, TestRunner } from '../components/TestRunner';
import { isRight } from '../lib/grade';
import { learnFromPractice } from '../lib/local';
import { EMPTY_EXAM, EMPTY_PRACTICE, examFormId, practiceFormId } from '../lib/practice';
import styles from '../components/study.module.css';

/** Beijing wall time "YYYY-MM-DD HH:mm" as an instant. */
const beijing = (text: string) => dayjs(`${text.replace(' ', 'T')}:00+08:00`).valueOf();

/** Runs an exam attempt (?examId) or a practice (?typeId), then shows the result with the right answers. */
export default function TestPage() {
  const [params] = useSearchParams();
  const examId = params.get('examId');
  const attemptId = params.get('attemptId');
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        {examId ? (
          attemptId ? (
            <ExamResultView examId={examId} attemptId={attemptId} />
          ) : (
            <ExamRun examId={examId} />
          )
        ) : (
          <PracticeRun typeId={params.get('typeId') ?? 'all'} />
        )}
      </div>
    </Page>
  );
}

function ExamRun({ examId }: { examId: string }) {
  const { t } = useTranslation('study');
  // Starting resumes the open attempt when there is one, so a reload comes back to the same sheet.
  const attempt = useRequest(() => startExam(examId), [examId]);
  // Refused for a rule (passed already: no retake, §4; not open; not a candidate): said in the user's
  // language, with the way back, instead of an error to retry.
  const refusal = isApiError(attempt.error) ? refusalText(attempt.error) : null;
  if (refusal)
    return (
      <section className={styles.card} role="status">
        <p>{refusal}</p>
        <div className={styles.actions}>
          <Link className={styles.buttonOutline} to={paths.study.exam}>
            {t('test.backToExams')}
          </Link>
          <Link className={styles.buttonOutline} to={paths.study.examHistory(examId)}>
            {t('exam.history')}
          </Link>
        </div>
      </section>
    );
  return (
    <AsyncView
      data={attempt.data}
      loading={attempt.loading}
      error={attempt.error}
      onRetry={() => void attempt.reload()}
    >
      {(data: ExamAttempt) => <ExamSheet attempt={data} />}
    </AsyncView>
  );
}

function ExamSheet({ attempt }: { attempt: ExamAttempt }) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const draft = useDraft(examFormId(attempt.attemptId), EMPTY_EXAM);
  const { answers, index } = draft.value;
  const handIn = useCallback(async () => {
    const sheet = attempt.questions.map((q) => ({
      questionId: q.questionId,
      answer: answers[q.questionId] ?? [],
    }));
    const outcome = await submit.run(() => submitExam(attempt.examId, attempt.attemptId, sheet));
    if (!outcome) return;
    if (!outcome.ok) {
      submit.setError(refusalText(outcome.error) ?? sendFailureText(outcome.error));
      return;
    }
    draft.discard();
    navigate(paths.study.test({ examId: attempt.examId, attemptId: attempt.attemptId }), { replace: true });
  }, [attempt, answers, submit, draft, navigate]);
  const onHandIn = useCallback(() => void handIn(), [handIn]);
  return (
    <>
      <h2 className={styles.heading}>{attempt.title}</h2>
      <TestRunner
        questions={attempt.questions}
        answers={answers}
        index={index}
        timer={{ kind: 'countdown', deadline: beijing(attempt.deadline) }}
        pending={submit.pending}
        error={submit.error}
        onAnswer={(id, keys) => draft.set((d) => ({ ...d, answers: { ...d.answers, [id]: keys } }))}
        onIndex={(i) => draft.set((d) => ({ ...d, index: i }))}
        onHandIn={onHandIn}
      />
    </>
  );
}

function ExamResultView({ examId, attemptId }: { examId: string; attemptId: string }) {
  const { t } = useTranslation('study');
  const history = useRequest((signal) => getExamHistory({ examId, attemptId }, signal), [examId, attemptId]);
  return (
    <AsyncView
      data={history.data}
      loading={history.loading}
      error={history.error}
      onRetry={() => void history.reload()}
    >
      {(list: ExamHistory[]) => {
        const result = list[0]!;
        return (
          <>
            <ResultSummary
              correct={result.correctCount}
              total={result.questionCount}
              passed={result.passed}
              message={
                result.passed ? t('exam.passedNote') : t('exam.failedNote', { pass: result.passCount })
              }
            />
            <AnswerReview items={result.items.map((item) => ({ ...item, question: item }))} />
            <div className={styles.actions}>
              <Link className={styles.buttonOutline} to={paths.study.exam}>
                {t('test.backToExams')}
              </Link>
              <Link className={styles.buttonOutline} to={paths.study.examHistory(examId)}>
                {t('exam.history')}
              </Link>
            </div>
          </>
        );
      }}
    </AsyncView>
  );
}

function PracticeRun({ typeId }: { typeId: string }) {
  const { t } = useTranslation('study');
  const submit = useSubmit();
  const draft = useDraft(practiceFormId(typeId), EMPTY_PRACTICE);
  const { questions, answers, index, startedAt, handedIn } = draft.value;
  const handIn = useCallback(async () => {
    // Practice is graded here (its questions came with their answers); the button still sends once.
    const outcome = await submit.run(async () => {
      const wrong: Question[] = questions.filter((q) => !isRight(q.answer, answers[q.questionId]));
      const right = questions.filter((q) => !wrong.includes(q)).map((q) => q.questionId);
      learnFromPractice(typeId, wrong, right);
      return true;
    });
    if (outcome?.ok)
      draft.set((d) => ({ ...d, handedIn: true, elapsed: Math.round((Date.now() - d.startedAt) / 1000) }));
  }, [questions, answers, submit, draft, typeId]);
  const onHandIn = useCallback(() => void handIn(), [handIn]);

  if (questions.length === 0)
    return (
      <section className={styles.card}>
        <p className={styles.hint}>{t('test.noPractice')}</p>
        <div className={styles.actions}>
          <Link className={styles.button} to={paths.study.ready({ typeId })}>
            {t('test.startPractice')}
          </Link>
        </div>
      </section>
    );

  if (handedIn) {
    const items: ReviewItem[] = questions.map((q) => ({
      question: q,
      myAnswer: answers[q.questionId] ?? [],
      answer: q.answer,
      correct: isRight(q.answer, answers[q.questionId]),
      explanation: q.explanation,
    }));
    const correct = items.filter((item) => item.correct).length;
    return (
      <>
        <ResultSummary
          correct={correct}
          total={items.length}
          message={t('test.practiceLearn', { count: items.length - correct })}
        />
        <AnswerReview items={items} />
        <div className={styles.actions}>
          <Link className={styles.button} to={paths.study.ready({ typeId })}>
            {t('test.again')}
          </Link>
          <Link className={styles.buttonOutline} to={paths.study.testTypeSelector}>
            {t('test.otherType')}
          </Link>
        </div>
      </>
    );
  }

  return (
    <TestRunner
      questions={questions}
      answers={answers}
      index={index}
      timer={{ kind: 'elapsed', since: startedAt }}
      pending={submit.pending}
      error={submit.error}
      onAnswer={(id, keys) => draft.set((d) => ({ ...d, answers: { ...d.answers, [id]: keys } }))}
      onIndex={(i) => draft.set((d) => ({ ...d, index: i }))}
      onHandIn={onHandIn}
    />
  );
}
