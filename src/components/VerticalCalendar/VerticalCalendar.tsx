import { useTranslation } from 'react-i18next';
import '../i18n';
import { addMonths, today, type DateRange } from '@/lib/calendar';
import { Calendar, type Prices } from '../Calendar';
import styles from './VerticalCalendar.module.css';

export interface VerticalCalendarProps {
  /** Any day of the first month (default: this month). */
  startMonth?: string;
  /** How many months to list (default 6). */
  months?: number;
  mode?: 'single' | 'range';
  value?: string | null;
  range?: DateRange;
  onSelect?: (date: string) => void;
  prices?: Prices;
  min?: string;
  max?: string;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

/** A scrolling column of month grids (e.g. for choosing a flight date with prices). */
export function VerticalCalendar({
  startMonth,
  months = 6,
  mode = 'single',
  value,
  range,
  onSelect,
  prices,
  min,
  max,
  label,
  className,
}: VerticalCalendarProps) {
  const { t } = useTranslation('components');
  const first = addMonths(startMonth ?? today(), 0);
  const list = first
    ? Array.from({ length: Math.max(0, months) }, (_, i) => addMonths(first, i)).filter(
        (m): m is string => !!m,
      )
    : [];
  return (
    <section
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      aria-label={label ?? t('calendar.chooseDate')}
      tabIndex={-1}
    >
      {first ? (
        list.map((m) => (
          <Calendar
            key={m}
            month={m}
            showNavigation={false}
            mode={mode}
            value={value}
            range={range}
            onSelect={onSelect}
            prices={prices}
            min={min}
            max={max}
            className={styles.month}
          />
        ))
      ) : (
        <Calendar month="invalid" showNavigation={false} />
      )}
    </section>
  );
}
