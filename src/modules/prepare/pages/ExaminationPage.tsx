import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Tag } from '@/components/Tag';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { FormError, SubmitButton } from '@/components/Form';
import { refusalText } from '@/api/refusals';
import { examRecordsOfMissionQuery } from '@/api/prepare';
import { preflightExamQuery, submitExam } from '@/api/flightdata';
import { queryClient } from '@/api/queryClient';
import { sendFailureText, useSubmit } from '@/api/useSubmit';
import type { ExamResult, PreflightExam } from '@/api/schema/flightdata';
import { isApiError } from '@/api/errors';
import { paths } from '@/lib/paths';
import { useDraft } from '@/stores/drafts';
import { isGateCode, useStepGate, writeOffered } from '../gate';
import { missionLink, useMissionId } from '../mission';
import { refreshMissionState } from '../records';
import { ExamReview, useOptionText } from '../components/ExamReview';
import { GateNotice } from '../components/GateNotice';
import { StepPage } from '../components/StepPage';
import styles from '../components/flow.module.css';
import exam from './ExaminationPage.module.css';

type Answers = Record<string, string[]>;

/**
 * The exam of one mission as this screen asks for it. Asking starts (or resumes) an attempt on the
 * backend, whose questions are drawn for it: the screen always asks anew when it opens (staleTime 0,
 * on every mount) and no attempt is kept once it is left (gcTime 0: never served again from the cache,
 * nor kept on the phone), so a retake or a second visit shows the backend's attempt, never an old
 * sheet. Not asked again while the user answers (focus, reconnect): a new draw would reset the form.
 */
const examQuery = (missionId: string, enabled: boolean) => ({
  ...preflightExamQuery(missionId),
  enabled,
  staleTime: 0,
  gcTime: 0,
  refetchOnMount: 'always' as const,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  // A `List` of null is the backend's "nothing": no exam for this flight.
  select: (exams: PreflightExam[] | null) => exams?.[0] ?? null,
});

/**
 * /Prepare/Examination — the pre-flight exam of this mission (getexamlist, submitexam): single choice,
 * multiple choice and true/false; 8 correct answers pass (§9). The exam belongs to the flight, and it
 * starts only where the backend's gate lets it ("not fit", unread notices or a flight gone show why, with
 * the way out, instead of a form). Handed in, the result shows at the top: each question right or wrong
 * with the options chosen; the right answers once passed. A failed exam is taken again with questions
 * drawn anew; a passed one cannot be (§4). The answers are a draft until the backend has marked them.
 */
export default function ExaminationPage() {
  const missionId = useMissionId();
  const gate = useStepGate('exam');
  // Passed, it shows as passed whatever the gate says now; otherwise the exam starts only where the gate
  // lets it (or the steps could not be read: the backend then refuses and says why).
  const passed = gate.step?.state === 2;
  const mayStart = passed || writeOffered(gate);
  const paper = useQuery(examQuery(missionId, missionId !== '' && mayStart));
  const [result, setResult] = useState<(ExamResult & { passCount: number }) | null>(null);
  // The backend's refusal of this attempt, while the gate still seems to let it start (once the steps
  // say it is shut, StepPage says why, once).
  const refused =
    mayStart && paper.error && isApiError(paper.error) && isGateCode(paper.error.code) ? paper.error : null;

  const onMarked = (marked: ExamResult & { passCount: number }) => {
    setResult(marked);
    // The exam step follows on every screen, each asking for the steps as it opens; not asked again
    // under the mark shown here (its refresh took the focus from the result's heading).
    void refreshMissionState('none');
    void queryClient.invalidateQueries({ queryKey: examRecordsOfMissionQuery(missionId).queryKey });
    if (marked.passed) void paper.refetch();
  };
  const retake = () => {
    // The failed attempt's sheet goes at once: the retake is a new draw, shown when it comes.
    void queryClient.resetQueries({ queryKey: preflightExamQuery(missionId).queryKey, exact: true });
    setResult(null);
  };

  return (
    <StepPage step="exam">
      {result && <MarkedAttempt result={result} missionId={missionId} onRetake={retake} />}
      {refused ? (
        <GateNotice code={refused.code!} missionId={missionId} fallback={refused.message} />
      ) : (
        mayStart &&
        !result && (
          <AsyncView {...fromQuery(paper)}>
            {(current) =>
              current.status === 'passed' ? (
                <AlreadyPassed paper={current} missionId={missionId} />
              ) : (
                <ExamForm key={`${current.id}#${current.attempts}`} paper={current} onMarked={onMarked} />
              )
            }
          </AsyncView>
        )
      )}
    </StepPage>
  );
}

function AlreadyPassed({ paper, missionId }: { paper: PreflightExam; missionId: string }) {
  const { t } = useTranslation('prepare');
  return (
    <section className={styles.card} aria-label={t('exam.title', { flightNo: paper.flightNo })}>
      <h2>{t('exam.title', { flightNo: paper.flightNo })}</h2>
      <p role="status" className={styles.bannerOk}>
        {t('exam.alreadyPassed')}
      </p>
      <Link className={styles.button} to={missionLink(paths.prepare.result, missionId)}>
        {t('exam.toResult')}
      </Link>
    </section>
  );
}

/** The mark of the attempt just handed in, at the top of the screen (scrolled to and focused). */
function MarkedAttempt({
  result,
  missionId,
  onRetake,
}: {
  result: ExamResult & { passCount: number };
  missionId: string;
  onRetake: () => void;
}) {
  const { t } = useTranslation('prepare');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [result]);
  return (
    <section className={`${styles.card} ${styles.result}`} aria-labelledby="exam-result">
      <h2 id="exam-result" ref={heading} tabIndex={-1}>
        {t('exam.resultTitle')}
      </h2>
      <div role="alert" className={result.passed ? styles.bannerOk : styles.banner}>
        <p>
          <strong>{result.passed ? t('result.passed') : t('exam.failed')}</strong>
        </p>
        <p>
          {result.passed
            ? t('exam.passedDetail', { correct: result.correct, total: result.total })
            : t('exam.failedDetail', { correct: result.correct, pass: result.passCount })}
        </p>
      </div>
      {!result.passed && <p className={styles.meta}>{t('exam.answersAfterPass')}</p>}
      <ExamReview details={result.details} />
      <div className={styles.actions}>
        {result.passed ? (
          <Link className={styles.button} to={missionLink(paths.prepare.flightMission, missionId)}>
            {t('step.toHome')}
          </Link>
        ) : (
          <button type="button" className={styles.button} onClick={onRetake}>
            {t('exam.retake')}
          </button>
        )}
      </div>
    </section>
  );
}

function ExamForm({
  paper,
  onMarked,
}: {
  paper: PreflightExam;
  onMarked: (result: ExamResult & { passCount: number }) => void;
}) {
  const { t } = useTranslation('prepare');
  const optionText = useOptionText();
  // One draft per attempt: a retake is a new draw of questions.
  const draft = useDraft<Answers>(`prepare.exam:${paper.id}#${paper.attempts}`, {});
  const submit = useSubmit();
  const [hint, setHint] = useState<string | null>(null);
  const started = useRef(Date.now());
  const answers = draft.value;
  const answered = paper.questions.filter((q) => (answers[q.id] ?? []).length > 0).length;
  const title = t('exam.title', { flightNo: paper.flightNo });

  const choose = (questionId: string, key: string, multiple: boolean) =>
    draft.set((previous) => {
      const current = previous[questionId] ?? [];
      const next = multiple
        ? current.includes(key)
          ? current.filter((k) => k !== key)
          : [...current, key].sort()
        : [key];
      return { ...previous, [questionId]: next };
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setHint(null);
    const missing = paper.questions.length - answered;
    if (missing > 0) return setHint(t('exam.unanswered', { count: missing }));
    const outcome = await submit.run(() =>
      submitExam({
        missionId: paper.missionId,
        answers,
        duration: Math.round((Date.now() - started.current) / 1000),
      }),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      submit.setError(refusalText(outcome.error) ?? sendFailureText(outcome.error));
      return;
    }
    // Marked by the backend: the answers are no longer a draft, pass or fail.
    draft.discard();
    onMarked({ ...outcome.data, passCount: paper.passCount });
  };

  return (
    <form className={styles.card} onSubmit={(event) => void onSubmit(event)} aria-label={title} noValidate>
      <h2>{title}</h2>
      <p className={styles.meta}>
        {t('exam.passRule', { total: paper.questions.length, pass: paper.passCount })}
        {paper.attempts > 0 && ` · ${t('exam.attempts', { count: paper.attempts })}`}
      </p>
      {draft.restored && <p className={styles.meta}>{t('exam.restored')}</p>}
      <ol className={exam.questions}>
        {paper.questions.map((question, index) => {
          const multiple = question.type === 'multiple';
          return (
            <li key={question.id}>
              <fieldset className={exam.question}>
                <legend>
                  <Tag>{t(`exam.type.${question.type}`)}</Tag> {index + 1}. {question.stem}
                </legend>
                {question.options.map((option) => (
                  <label key={option.key} className={exam.option}>
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      name={question.id}
                      checked={(answers[question.id] ?? []).includes(option.key)}
                      onChange={() => choose(question.id, option.key, multiple)}
                    />
                    {optionText(question, option)}
                  </label>
                ))}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p className={styles.meta} aria-live="polite">
        {t('exam.answered', { count: answered, total: paper.questions.length })}
      </p>
      <FormError message={hint ?? submit.error} />
      <SubmitButton pending={submit.pending} label={t('exam.submit')} pendingLabel={t('exam.submitting')} />
    </form>
  );
}
