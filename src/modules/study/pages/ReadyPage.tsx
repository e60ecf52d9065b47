import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ExamTitle } from '@/api/schema/compinfo';
import { useCachedRequest } from '@/api/useCachedRequest';
import { AsyncView } from '@/components/AsyncView';
import { Segmented } from '@/components/Segmented';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useDraft } from '@/stores/drafts';
import { getExamTitle, getTestTypes } from '../api';
import { Facts } from '@/components/Facts';
import { useShelf } from '../lib/local';
import { EMPTY_PRACTICE, PRACTICE_COUNTS, practiceFormId, readCount } from '../lib/practice';
import styles from '../components/study.module.css';

/** Before a test: an exam's candidate card and rules, or a practice's type and length. */
export default function ReadyPage() {
  const { t } = useTranslation('study');
  const [params] = useSearchParams();
  const examId = params.get('examId');
  return (
    // The route's title names an exam's; a practice has its own.
    <Page header={{ title: examId ? undefined : t('ready.practiceSetup'), left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        {examId ? <ExamReady examId={examId} /> : <PracticeReady typeId={params.get('typeId') ?? 'all'} />}
      </div>
    </Page>
  );
}

function ExamReady({ examId }: { examId: string }) {
  const { t } = useTranslation('study');
  const duration = (minutes: number) => t('common.minutes', { count: minutes });
  const title = useCachedRequest(`study.examTitle#${examId}`, (signal) => getExamTitle(examId, signal));
  return (
    <AsyncView
      data={title.data}
      loading={title.loading}
      error={title.error}
      onRetry={() => void title.reload()}
    >
      {(exam: ExamTitle) => (
        <>
          <section className={styles.card} aria-labelledby="ready-exam">
            <h2 id="ready-exam" className={styles.heading}>
              {exam.title}
            </h2>
            <Facts
              items={[
                { key: 'no', label: t('ready.candidateNo'), value: exam.candidateNo },
                { key: 'name', label: t('ready.candidateName'), value: exam.candidateName },
                { key: 'dept', label: t('ready.department'), value: exam.department },
                { key: 'count', label: t('ready.questionCount'), value: exam.questionCount },
                { key: 'pass', label: t('ready.passCount'), value: exam.passCount },
                { key: 'time', label: t('ready.duration'), value: duration(exam.duration) },
              ]}
            />
          </section>
          <section className={styles.card} aria-labelledby="ready-rules">
            <h2 id="ready-rules" className={styles.heading}>
              {t('ready.rules')}
            </h2>
            <ol className={styles.hint}>
              {exam.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </section>
          <Link className={styles.button} to={paths.study.ready2({ examId })}>
            {t('ready.next')}
          </Link>
        </>
      )}
    </AsyncView>
  );
}

function PracticeReady({ typeId }: { typeId: string }) {
  const { t } = useTranslation('study');
  const [params] = useSearchParams();
  const [count, setCount] = useState(readCount(params.get('count')));
  const types = useCachedRequest('study.testTypes', (signal) => getTestTypes(signal));
  const wrong = useShelf('wrong')[typeId] ?? [];
  const draft = useDraft(practiceFormId(typeId), EMPTY_PRACTICE);
  const type = types.data?.find((item) => item.typeId === typeId);
  const name = typeId === 'all' ? t('types.all') : type?.name;
  // A subject with fewer questions than asked for gives them all, and says so before the practice starts.
  const available =
    typeId === 'all'
      ? (types.data ?? []).reduce((sum, item) => sum + item.questionCount, 0)
      : (type?.questionCount ?? 0);
  const drawn = Math.min(count, available);
  return (
    <AsyncView
      data={types.data}
      loading={types.loading}
      error={types.error}
      onRetry={() => void types.reload()}
    >
      {() =>
        name === undefined ? (
          <p className={styles.hint}>{t('ready.unknownType')}</p>
        ) : (
          <>
            <section className={styles.card} aria-labelledby="ready-practice">
              <h2 id="ready-practice" className={styles.heading}>
                {t('ready.practiceOf', { name })}
              </h2>
              <Segmented
                label={t('ready.count')}
                value={count}
                onChange={setCount}
                options={PRACTICE_COUNTS.map((value) => ({
                  value,
                  label: t('common.questions', { count: value }),
                }))}
              />
              {drawn < count && (
                <p className={styles.hint} role="status">
                  {t('ready.fewer', { count: drawn })}
                </p>
              )}
              <p className={styles.hint}>
                {wrong.length > 0 ? t('ready.wrongFirst', { count: wrong.length }) : t('ready.noWrong')}
              </p>
            </section>
            {draft.value.questions.length > 0 && !draft.value.handedIn && (
              <Link className={styles.buttonOutline} to={paths.study.test({ typeId })}>
                {t('ready.continue', {
                  answered: Object.keys(draft.value.answers).length,
                  count: draft.value.questions.length,
                })}
              </Link>
            )}
            <Link className={styles.button} to={paths.study.ready2({ typeId, count: String(drawn) })}>
              {t('ready.next')}
            </Link>
          </>
        )
      }
    </AsyncView>
  );
}
