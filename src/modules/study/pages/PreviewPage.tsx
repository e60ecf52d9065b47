import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { questionPreviewQuery, testTypesQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { AnswerReview } from '../components/QuestionCard';
import styles from '../components/study.module.css';

const PAGE_SIZE = 10;
const FILTERS = { typeId: '', page: '1' };

/** Questions of a type with their answers and explanations, ten to a page. */
export default function PreviewPage() {
  const { t } = useTranslation('study');
  const [filters, go] = useAddressFilters(FILTERS);
  const typeId = filters.typeId;
  const pageIndex = Math.max(1, Number(filters.page) || 1);
  const types = useQuery(testTypesQuery());
  const preview = useQuery(
    questionPreviewQuery({ ...(typeId ? { typeId } : {}), pageIndex, pageSize: PAGE_SIZE }),
  );
  const total = typeId
    ? types.data?.find((type) => type.typeId === typeId)?.questionCount
    : types.data?.reduce((sum, type) => sum + type.questionCount, 0);
  const pages = total ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : undefined;
  const pager = (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.buttonOutline}
        disabled={pageIndex <= 1}
        onClick={() => go({ page: String(pageIndex - 1) })}
      >
        {t('preview.previous')}
      </button>
      <span className={styles.hint} aria-live="polite">
        {pages ? t('preview.pageOf', { page: pageIndex, pages }) : ''}
      </span>
      <button
        type="button"
        className={styles.buttonOutline}
        disabled={pages !== undefined && pageIndex >= pages}
        onClick={() => go({ page: String(pageIndex + 1) })}
      >
        {t('preview.next')}
      </button>
    </div>
  );
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <label className={styles.label}>
          {t('bank.type')}
          <select
            className={styles.select}
            value={typeId}
            onChange={(event) => go({ typeId: event.target.value, page: '1' })}
          >
            <option value="">{t('types.all')}</option>
            {(types.data ?? []).map((type) => (
              <option key={type.typeId} value={type.typeId}>
                {type.name} ({type.questionCount})
              </option>
            ))}
          </select>
        </label>
        {pager}
        <AsyncView {...fromQuery(preview)}>
          {(list) => (
            <AnswerReview
              bankView
              items={list.map((q) => ({
                question: q,
                myAnswer: [],
                answer: q.answer,
                correct: true,
                explanation: q.explanation,
              }))}
            />
          )}
        </AsyncView>
        {pager}
      </div>
    </Page>
  );
}
