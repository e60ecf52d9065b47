import { useTranslation } from 'react-i18next';
import type { DayKey } from '@/api/schema/dynamics';
import { DAY_KEYS } from '@/lib/dates';
import { beijingDayOf } from '../lib/flightTime';
import styles from './Segmented.module.css';

/** Yesterday, today, tomorrow and the day after, each with its Beijing date (YYYY-MM-DD). */
export function DayKeyTabs({ value, onChange }: { value: DayKey; onChange: (day: DayKey) => void }) {
  const { t } = useTranslation('dynamics');
  return (
    <div role="radiogroup" aria-label={t('search.date')} className={styles.segmented}>
      {DAY_KEYS.map((key) => (
        <button
          key={key}
          type="button"
          role="radio"
          aria-checked={value === key}
          className={styles.option}
          onClick={() => onChange(key)}
        >
          <span>{t(`dayKeys.${key}`)}</span>
          <small className={styles.sub}>{beijingDayOf(key).slice(5)}</small>
        </button>
      ))}
    </div>
  );
}
