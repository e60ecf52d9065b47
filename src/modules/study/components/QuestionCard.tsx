import { useTranslation } from 'react-i18next';
import type { ExamQuestion, QuestionOption } from '@/api/schema/compinfo';
import styles from './Question.module.css';

/** The text of an option; true/false questions read in the user's language. */
export function useOptionText() {
  const { t } = useTranslation('study');
  return (kind: ExamQuestion['kind'], option: QuestionOption) =>
    kind === 'judge' ? (option.key === 'A' ? t('test.true') : t('test.false')) : option.text;
}

/** One question to answer: radios for single choice and true/false, check boxes for multiple choice. */
export function QuestionCard({
  question,
  number,
  total,
  value,
  disabled,
  onChange,
}: {
  question: ExamQuestion;
  number: number;
  total: number;
  value: string[];
  disabled?: boolean;
  onChange: (keys: string[]) => void;
}) {
  const { t } = useTranslation('study');
  const optionText = useOptionText();
  const multiple = question.kind === 'multiple';
  const name = `q-${question.questionId}`;
  return (
    <fieldset className={styles.question} disabled={disabled}>
      <legend className={styles.stem}>
        <span className={styles.kind}>{t(`test.kinds.${question.kind}`)}</span>
        <span className={styles.number}>{t('test.numberOf', { number, total })}</span>
        <span className={styles.stemText}>{question.stem}</span>
      </legend>
      {multiple && <p className={styles.note}>{t('test.multipleNote')}</p>}
      <div className={styles.options}>
        {question.options.map((option) => {
          const checked = value.includes(option.key);
          return (
            <label key={option.key} className={`${styles.option} ${checked ? styles.chosen : ''}`}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.key}
                checked={checked}
                onChange={() =>
                  onChange(
                    multiple
                      ? checked
                        ? value.filter((k) => k !== option.key)
                        : [...value, option.key].sort()
                      : [option.key],
                  )
                }
              />
              <span className={styles.key}>{option.key}</span>
              <span>{optionText(question.kind, option)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

type ShownQuestion = Pick<ExamQuestion, 'questionId' | 'kind' | 'stem' | 'options'>;

export interface ReviewItem {
  question: ShownQuestion;
  myAnswer: string[];
  answer: string[];
  correct: boolean;
  explanation: string;
}

/** Questions with the user's answer, the right answer and why: results and exam history. */
export function AnswerReview({
  items,
  onlyWrong,
  bankView,
}: {
  items: ReviewItem[];
  onlyWrong?: boolean;
  /** The bank shows the answer alone: nobody answered. */
  bankView?: boolean;
}) {
  const { t } = useTranslation('study');
  const optionText = useOptionText();
  const keysText = (q: ShownQuestion, keys: string[]) =>
    keys.length === 0
      ? t('test.noAnswer')
      : q.kind === 'judge'
        ? keys.map((k) => optionText('judge', { key: k, text: '' })).join('')
        : keys.join('');
  return (
    <ol className={styles.review}>
      {items.map((item, i) =>
        onlyWrong && item.correct ? null : (
          <li key={item.question.questionId} className={styles.reviewItem}>
            <p className={styles.stem}>
              {!bankView && (
                <span className={item.correct ? styles.right : styles.wrong}>
                  {item.correct ? t('test.correct') : t('test.incorrect')}
                </span>
              )}
              <span className={styles.kind}>{t(`test.kinds.${item.question.kind}`)}</span>
              <span className={styles.stemText}>
                {bankView ? '' : `${i + 1}. `}
                {item.question.stem}
              </span>
            </p>
            {item.question.kind !== 'judge' && (
              <ul className={styles.reviewOptions}>
                {item.question.options.map((option) => (
                  <li
                    key={option.key}
                    className={item.answer.includes(option.key) ? styles.rightOption : undefined}
                  >
                    {option.key}. {option.text}
                  </li>
                ))}
              </ul>
            )}
            <p className={styles.note}>
              {!bankView && `${t('test.yourAnswer')}: ${keysText(item.question, item.myAnswer)} · `}
              {t('test.rightAnswer')}: {keysText(item.question, item.answer)}
            </p>
            {item.explanation && (
              <p className={styles.explanation}>
                {t('test.explanation')}: {item.explanation}
              </p>
            )}
          </li>
        ),
      )}
    </ol>
  );
}
