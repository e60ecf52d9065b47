import { useEffect, useRef, useState } from 'react';
import { Tag } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import type { ExamQuestion } from '@/api/schema/compinfo';
import { FormError, SubmitButton } from '@/components/Form';
import { showConfirm } from '@/stores/feedback';
import { clock } from '../lib/time';
import { QuestionCard } from './QuestionCard';
import styles from './study.module.css';
import own from './TestRunner.module.css';

export type TestTimer = { kind: 'countdown'; deadline: number } | { kind: 'elapsed'; since: number };

/** Seconds left (countdown) or spent (elapsed), ticking every second against the clock. */
function useTimer(timer: TestTimer): number {
  const read = () =>
    timer.kind === 'countdown'
      ? Math.max(0, Math.round((timer.deadline - Date.now()) / 1000))
      : Math.max(0, Math.round((Date.now() - timer.since) / 1000));
  const [value, setValue] = useState(read);
  useEffect(() => {
    setValue(read());
    const id = window.setInterval(() => setValue(read()), 1000);
    return () => window.clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timer's inputs are its kind and instant
  }, [timer.kind, timer.kind === 'countdown' ? timer.deadline : timer.since]);
  return value;
}

/**
 * Runs a test one question at a time: a visible timer, a palette of every question (answered ones
 * marked), previous and next, and one hand-in button that sends once however often it is tapped.
 */
export function TestRunner({
  questions,
  answers,
  index,
  timer,
  pending,
  error,
  onAnswer,
  onIndex,
  onHandIn,
}: {
  questions: ExamQuestion[];
  answers: Record<string, string[]>;
  index: number;
  timer: TestTimer;
  pending: boolean;
  error: string | null;
  onAnswer: (questionId: string, keys: string[]) => void;
  onIndex: (index: number) => void;
  onHandIn: () => void;
}) {
  const { t } = useTranslation('study');
  const seconds = useTimer(timer);
  const timeUp = timer.kind === 'countdown' && seconds === 0;
  const handedInOnTimeUp = useRef(false);
  const current = Math.min(Math.max(0, index), questions.length - 1);
  const question = questions[current]!;
  const answered = questions.filter((q) => (answers[q.questionId] ?? []).length > 0).length;
  /** With questions left unanswered, the user is asked first (when time is up the sheet goes as it is). */
  const handInAsked = async () => {
    const left = questions.length - answered;
    if (
      left > 0 &&
      !(await showConfirm({
        title: t('test.handInTitle'),
        content: t('test.handInUnanswered', { count: left }),
        confirmText: t('test.handIn'),
        cancelText: t('test.keepAnswering'),
      }))
    )
      return;
    onHandIn();
  };

  // Time is up: the sheet goes in as it is, once.
  useEffect(() => {
    if (timeUp && !handedInOnTimeUp.current) {
      handedInOnTimeUp.current = true;
      onHandIn();
    }
  }, [timeUp, onHandIn]);

  return (
    <form
      className={styles.controls}
      onSubmit={(event) => {
        event.preventDefault();
        void handInAsked();
      }}
    >
      <div className={own.bar}>
        <span
          role="timer"
          aria-label={
            timer.kind === 'countdown'
              ? t('test.timeLeft', { time: clock(seconds) })
              : t('test.timeSpent', { time: clock(seconds) })
          }
          className={timer.kind === 'countdown' && seconds < 60 ? own.urgent : own.timer}
        >
          {timer.kind === 'countdown'
            ? t('test.timeLeft', { time: clock(seconds) })
            : t('test.timeSpent', { time: clock(seconds) })}
        </span>
        <span className={styles.muted}>{t('test.answered', { answered, count: questions.length })}</span>
      </div>
      <nav aria-label={t('test.palette')}>
        <ol className={own.palette}>
          {questions.map((q, i) => (
            <li key={q.questionId}>
              <button
                type="button"
                className={`${own.cell} ${(answers[q.questionId] ?? []).length > 0 ? own.done : ''}`}
                aria-current={i === current ? 'step' : undefined}
                aria-label={t('test.goTo', { number: i + 1 })}
                onClick={() => onIndex(i)}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section className={styles.card}>
        <QuestionCard
          key={question.questionId}
          question={question}
          number={current + 1}
          total={questions.length}
          value={answers[question.questionId] ?? []}
          disabled={timeUp || pending}
          onChange={(keys) => onAnswer(question.questionId, keys)}
        />
      </section>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.buttonOutline}
          disabled={current === 0}
          onClick={() => onIndex(current - 1)}
        >
          {t('test.previous')}
        </button>
        <button
          type="button"
          className={styles.buttonOutline}
          disabled={current >= questions.length - 1}
          onClick={() => onIndex(current + 1)}
        >
          {t('test.next')}
        </button>
      </div>
      {answered < questions.length && (
        <p className={styles.muted}>{t('test.unanswered', { count: questions.length - answered })}</p>
      )}
      <FormError message={error} />
      <SubmitButton pending={pending} label={t('test.handIn')} pendingLabel={t('test.handingIn')} />
    </form>
  );
}

/** The score line of a result. */
export function ResultSummary({
  correct,
  total,
  passed,
  message,
}: {
  correct: number;
  total: number;
  passed?: boolean;
  message?: string;
}) {
  const { t } = useTranslation('study');
  return (
    <section className={styles.card} aria-labelledby="result-head" role="status">
      <h2 id="result-head" className={styles.heading}>
        <span>{t('test.result')}</span>
        {passed !== undefined && (
          <Tag variant="solid" tone={passed ? 'success' : 'danger'}>
            {passed ? t('exam.passed') : t('exam.failed')}
          </Tag>
        )}
      </h2>
      <p className={own.score}>{t('test.score', { correct, total })}</p>
      {message && <p className={styles.hint}>{message}</p>}
    </section>
  );
}
