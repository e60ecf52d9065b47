import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { examHistoryQuery } from '@/api/compinfo';
import type { ExamAttempt, ExamHistory, Question } from '@/api/schema/compinfo';
import { refusalText } from '@/api/refusals';
import { isApiError } from '@/api/errors';
import { useSubmit } from '@/api/useSubmit';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import dayjs from '@/i18n/dayjs';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useDraft } from '@/stores/drafts';
import { AnswerReview, type ReviewItem } from '../components/QuestionCard';
import { ResultSummary, TestRunner } from '../components/TestRunner';
import { isRight } from '../lib/grade';
import { learnFromPractice } from '../lib/local';
import { failureText, useStartExam, useSubmitExam } from '../lib/testWrites';
import { EMPTY_EXAM, EMPTY_PRACTICE, examFormId, practiceFormId } from '../lib/practice';
import styles from '../components/study.module.css';

/** Beijing wall time "YYYY-MM-DD HH:mm" as an instant. */
const beijing = (text: string) => dayjs(`${text.replace(' ', 'T')}:00+08:00`).valueOf();

/** Runs an exam attempt (?examId) or a practice (?typeId), then shows the result with the right answers. */
export default function TestPage() {
  const { t } = useTranslation('study');
  const [params] = useSearchParams();
  const examId = params.get('examId');
  const attemptId = params.get('attemptId');
  return (
    <Page header={{ title: examId ? t('test.examScreen') : undefined, left: ['back'], right: ['home'] }}>
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
  // Starting resumes the open attempt when there is one, so a reload comes back to the same sheet. A
  // write: asked once per exam opened (a ref survives StrictMode's second effect run), never by a cache.
  const attempt = useStartExam();
  const { mutate: start } = attempt;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === examId) return;
    asked.current = examId;
    start(examId);
  }, [examId, start]);
  // Refused for a rule (passed already: no retake, §4; not open; not a candidate): said in the user's
  // language, with the way back, instead of an error to retry.
  const refusal = isApiError(attempt.error) ? refusalText(attempt.error) : null;
  if (refusal)
    return (
      <section className={styles.card} role="status">
        <p>{refusal}</p>
        <ExamLinks examId={examId} />
      </section>
    );
  return (
    <AsyncView
      data={attempt.data}
      loading={attempt.isIdle || attempt.isPending}
      error={attempt.error}
      onRetry={() => start(examId)}
    >
      {(data: ExamAttempt) => <ExamSheet attempt={data} />}
    </AsyncView>
  );
}

function ExamSheet({ attempt }: { attempt: ExamAttempt }) {
  const navigate = useNavigate();
  const submit = useSubmitExam();
  const { mutate: send, isPending: sending } = submit;
  const draft = useDraft(examFormId(attempt.attemptId), EMPTY_EXAM);
  const { answers, index } = draft.value;
  const { discard } = draft;
  const onHandIn = useCallback(() => {
    // The sheet is sent once: a second tap while it is on its way does nothing.
    if (sending) return;
    const sheet = attempt.questions.map((q) => ({
      questionId: q.questionId,
      answer: answers[q.questionId] ?? [],
    }));
    send(
      { examId: attempt.examId, attemptId: attempt.attemptId, answers: sheet },
      {
        // A refusal or a failure keeps the draft: the answers stay for another try.
        onSuccess: () => {
          discard();
          navigate(paths.study.test({ examId: attempt.examId, attemptId: attempt.attemptId }), {
            replace: true,
          });
        },
      },
    );
  }, [attempt, answers, send, sending, discard, navigate]);
  return (
    <>
      <h2 className={styles.heading}>{attempt.title}</h2>
      <TestRunner
        questions={attempt.questions}
        answers={answers}
        index={index}
        timer={{ kind: 'countdown', deadline: beijing(attempt.deadline) }}
        pending={sending}
        error={submit.error ? failureText(submit.error) : null}
        onAnswer={(id, keys) => draft.set((d) => ({ ...d, answers: { ...d.answers, [id]: keys } }))}
        onIndex={(i) => draft.set((d) => ({ ...d, index: i }))}
        onHandIn={onHandIn}
      />
    </>
  );
}

function ExamResultView({ examId, attemptId }: { examId: string; attemptId: string }) {
  const { t } = useTranslation('study');
  const history = useQuery(examHistoryQuery({ examId, attemptId }));
  return (
    <AsyncView {...fromQuery(history)}>
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
            <ExamLinks examId={examId} />
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

/** The ways on from an exam that is refused or handed in: the exam list and this exam's history. */
function ExamLinks({ examId }: { examId: string }) {
  const { t } = useTranslation('study');
  return (
    <div className={styles.actions}>
      <Link className={styles.buttonOutline} to={paths.study.exam}>
        {t('test.backToExams')}
      </Link>
      <Link className={styles.buttonOutline} to={paths.study.examHistory(examId)}>
        {t('exam.history')}
      </Link>
    </div>
  );
}
