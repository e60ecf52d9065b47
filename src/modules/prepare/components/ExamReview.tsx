import { useTranslation } from 'react-i18next';
import type { ExamDetail, ExamQuestion } from '@/api/schema/flightdata';
import styles from './flow.module.css';
import exam from '../pages/ExaminationPage.module.css';

/** An option as the user reads it: true / false in the user's language, else its letter and its words. */
export function useOptionText() {
  const { t } = useTranslation('prepare');
  return (question: Pick<ExamQuestion, 'type'>, option: { key: string; text: string }) =>
    question.type === 'judge'
      ? option.key === 'A'
        ? t('exam.true')
        : t('exam.false')
      : `${option.key}. ${option.text}`;
}

/**
 * A marked attempt question by question: right or wrong, the question, the options the user chose in
 * their words; the right answer and the explanation only where the backend sent them (once passed).
 */
export function ExamReview({ details }: { details: ExamDetail[] }) {
  const { t } = useTranslation('prepare');
  const optionText = useOptionText();
  return (
    <ol className={exam.questions}>
      {details.map((detail, index) => {
        const words = (keys: string[]) =>
          keys.length === 0
            ? t('result.noAnswer')
            : keys
                .map((key) => {
                  const option = detail.options.find((o) => o.key === key);
                  return option ? optionText(detail, option) : key;
                })
                .join(' / ');
        return (
          <li key={detail.questionId} className={exam.question}>
            <p className={styles.rowTitle}>
              <span className={detail.right ? exam.right : exam.wrong}>
                {detail.right ? '✓' : '✗'} {detail.right ? t('result.right') : t('result.wrong')}
              </span>{' '}
              {t('result.question', { no: index + 1 })} {detail.stem}
            </p>
            <p className={styles.meta}>{t('result.yourAnswer', { answer: words(detail.yourAnswer) })}</p>
            {detail.correctAnswer && (
              <p className={styles.meta}>
                {t('result.correctAnswer', { answer: words(detail.correctAnswer) })}
              </p>
            )}
            {detail.explanation && <p className={styles.meta}>{detail.explanation}</p>}
          </li>
        );
      })}
    </ol>
  );
}
