import { useRef, useState, type FormEvent } from 'react';
import { Tag } from '@/components/Tag';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { FormError, SubmitButton } from '@/components/Form';
import { useRequest } from '@/api/useRequest';
import { sendFailureText, useSubmit } from '@/api/useSubmit';
import type { ExamResult, PreflightExam } from '@/api/schema/flightdata';
import { paths } from '@/lib/paths';
import { useDraft } from '@/stores/drafts';
import { fetchExams, submitExam } from '../api';
import { missionLink, useMissionId } from '../mission';
import { refusalText } from '../refusals';
import { StepPage } from '../components/StepPage';
import styles from '../components/flow.module.css';
import exam from './ExaminationPage.module.css';

type Answers = Record<string, string[]>;

/**
 * /Prepare/Examination — the pre-flight exam (getexamlist, submitexam): single choice, multiple choice
 * and true/false; 8 correct answers pass (§9). A failed exam can be taken again, a passed one cannot.
 * The answers are a draft until the backend has marked them.
 */
export default function ExaminationPage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const exams = useRequest((signal) => fetchExams({ signal }), []);
  return (
    <StepPage step="exam">
      <AsyncView
        loading={exams.loading}
        error={exams.error}
        data={exams.data}
        onRetry={() => void exams.reload()}
        emptyText={t('exam.empty')}
      >
        {(list) => (
          <>
            {list.map((item) => (
              <ExamForm key={item.id} exam={item} missionId={missionId} onDone={() => void exams.reload()} />
            ))}
          </>
        )}
      </AsyncView>
    </StepPage>
  );
}

function ExamForm({
  exam: paper,
  missionId,
  onDone,
}: {
  exam: PreflightExam;
  missionId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('prepare');
  const navigate = useNavigate();
  const draft = useDraft<Answers>(`prepare.exam:${paper.id}`, {});
  const submit = useSubmit();
  const [hint, setHint] = useState<string | null>(null);
  const [failed, setFailed] = useState<ExamResult | null>(null);
  const started = useRef(Date.now());
  const answers = draft.value;
  const answered = paper.questions.filter((q) => (answers[q.id] ?? []).length > 0).length;
  const resultLink = missionLink(paths.prepare.result, missionId);

  if (paper.status === 'passed') {
    return (
      <section className={styles.card} aria-label={paper.title}>
        <h2>{paper.title}</h2>
        <p role="status" className={styles.bannerOk}>
          {t('exam.alreadyPassed')}
        </p>
        <Link className={styles.button} to={resultLink}>
          {t('exam.toResult')}
        </Link>
      </section>
    );
  }

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
        examId: paper.id,
        answers,
        duration: Math.round((Date.now() - started.current) / 1000),
      }),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      submit.setError(refusalText(t, outcome.error, sendFailureText(outcome.error)));
      return;
    }
    // Marked by the backend: the answers are no longer a draft, pass or fail.
    draft.discard();
    if (outcome.data.passed) {
      navigate(resultLink);
      return;
    }
    setFailed(outcome.data);
    started.current = Date.now();
    onDone();
  };

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void onSubmit(event)}
      aria-label={paper.title}
      noValidate
    >
      <h2>{paper.title}</h2>
      <p className={styles.meta}>
        {t('exam.passRule', { total: paper.questions.length, pass: paper.passCount })}
        {paper.attempts > 0 && ` · ${t('exam.attempts', { count: paper.attempts })}`}
      </p>
      {failed && (
        <div role="alert" className={styles.banner}>
          <p>
            <strong>{t('exam.failed')}</strong>
          </p>
          <p>{t('exam.failedDetail', { correct: failed.correct, pass: paper.passCount })}</p>
          <Link to={resultLink}>{t('exam.toResult')}</Link>
        </div>
      )}
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
                    {question.type === 'judge' ? '' : `${option.key}. `}
                    {option.text}
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
