import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Question, QuestionKind } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { brsFlagQuery, questionBankQuery, testTypesQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { BottomSheet } from '@/components/BottomSheet';
import { Segmented } from '@/components/Segmented';
import { WindowedList } from '@/components/WindowedList';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { AnswerReview } from '../components/QuestionCard';
import { SearchBox } from '../components/SearchBox';
import { useRemembered } from '../lib/useRemembered';
import styles from '../components/study.module.css';

type KindFilter = '' | QuestionKind;
/** Fixed row height of the windowed list (rem, gap included). */
const ROW_REM = 5;
const FILTERS = { typeId: '', kind: '' };

/** The whole question bank, searchable and filtered by type and kind; a tap shows answer and explanation. */
export default function QuestionBankPage() {
  const { t } = useTranslation('study');
  const [filters, change] = useAddressFilters(FILTERS);
  const typeId = filters.typeId;
  const [keyword, setKeyword] = useRemembered('bank');
  const kind = (['single', 'multiple', 'judge'].includes(filters.kind) ? filters.kind : '') as KindFilter;
  const types = useQuery(testTypesQuery());
  const bank = useQuery(questionBankQuery(typeId || undefined));
  const brs = useQuery(brsFlagQuery());
  const [open, setOpen] = useState<Question | null>(null);
  const k = keyword.trim().toUpperCase();
  const shown = useMemo(
    () =>
      (bank.data ?? []).filter(
        (q) =>
          (!kind || q.kind === kind) &&
          (!k ||
            `${q.questionId} ${q.stem} ${q.options.map((o) => o.text).join(' ')}`.toUpperCase().includes(k)),
      ),
    [bank.data, kind, k],
  );
  // The kinds' words once per list and language, not a t() call per row a fast scroll mounts.
  const kindWords = useMemo(
    () => ({
      single: t('test.kinds.single'),
      multiple: t('test.kinds.multiple'),
      judge: t('test.kinds.judge'),
    }),
    [t],
  );
  const renderRow = useCallback(
    (q: Question) => (
      <li key={q.questionId} className={styles.questionBank_rowItem}>
        <button type="button" className={styles.questionBank_row} onClick={() => setOpen(q)}>
          <span className={styles.questionBank_meta}>
            {q.questionId} · {kindWords[q.kind]}
          </span>
          <span className={styles.questionBank_stem}>{q.stem}</span>
        </button>
      </li>
    ),
    [kindWords],
  );
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        {brs.data?.mustAnswer && (
          <p className={styles.card} role="note">
            <strong>{brs.data.title}</strong> · {brs.data.reason}
          </p>
        )}
        <SearchBox
          label={t('bank.search')}
          placeholder={t('bank.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
        />
        <label className={styles.label}>
          {t('bank.type')}
          <select
            className={styles.select}
            value={typeId}
            onChange={(event) => change({ typeId: event.target.value })}
          >
            <option value="">{t('types.all')}</option>
            {(types.data ?? []).map((type) => (
              <option key={type.typeId} value={type.typeId}>
                {type.name} ({type.questionCount})
              </option>
            ))}
          </select>
        </label>
        <Segmented
          label={t('bank.kind')}
          value={kind}
          onChange={(value) => change({ kind: value })}
          options={[
            { value: '' as KindFilter, label: t('common.all') },
            { value: 'single' as KindFilter, label: kindWords.single },
            { value: 'multiple' as KindFilter, label: kindWords.multiple },
            { value: 'judge' as KindFilter, label: kindWords.judge },
          ]}
        />
        <div className={styles.actions}>
          <Link className={styles.button} to={paths.study.ready({ typeId: typeId || 'all' })}>
            {t('types.practise')}
          </Link>
        </div>
        <AsyncView {...fromQuery(bank)} data={bank.data === undefined ? undefined : shown}>
          {(list) => (
            <>
              <p className={styles.muted} aria-live="polite">
                {t('common.questions', { count: list.length })}
              </p>
              <WindowedList
                items={list}
                rowHeightRem={ROW_REM}
                className={styles.windowed}
                label={t('bank.list')}
                renderRow={renderRow}
              />
            </>
          )}
        </AsyncView>
      </div>
      <BottomSheet open={open !== null} onClose={() => setOpen(null)} title={open?.questionId ?? ''}>
        {open && (
          <AnswerReview
            items={[
              {
                question: open,
                myAnswer: [],
                answer: open.answer,
                correct: true,
                explanation: open.explanation,
              },
            ]}
            bankView
          />
        )}
      </BottomSheet>
    </Page>
  );
}
