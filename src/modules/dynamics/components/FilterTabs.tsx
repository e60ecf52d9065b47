import { useTranslation } from 'react-i18next';
import type { FlightFilter } from '@/api/schema/dynamics';
import { FILTERS } from '../lib/listQuery';
import styles from './Segmented.module.css';

interface FilterTabsProps {
  value: FlightFilter;
  counts: Record<FlightFilter, number> | undefined;
  onChange: (filter: FlightFilter) => void;
}

/** All / planned / arrived / abnormal, each with how many flights it holds. */
export function FilterTabs({ value, counts, onChange }: FilterTabsProps) {
  const { t } = useTranslation('dynamics');
  return (
    <div role="radiogroup" aria-label={t('list.filters')} className={styles.segmented}>
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          role="radio"
          aria-checked={value === filter}
          className={styles.option}
          onClick={() => onChange(filter)}
        >
          <span>{t(`filters.${filter}`)}</span>
          <small className={styles.sub} data-testid={`count-${filter}`}>
            {counts ? counts[filter] : '–'}
          </small>
        </button>
      ))}
    </div>
  );
}
