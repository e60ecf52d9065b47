import dayjs from '@/i18n/dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { addDays, formatDate, today as todayString } from '@/lib/calendar';
import { Icon } from '../Icon';
import styles from './DateStrip.module.css';

export interface DateStripProps {
  /** The current day (YYYY-MM-DD). */
  value: string;
  onChange: (date: string) => void;
  min?: string;
  max?: string;
  /** Accessible name (default 日期选择 / Date selection). */
  label?: string;
  className?: string;
}

/** Horizontal three-item strip: previous day / current day / next day, with arrows. */
export function DateStrip({ value, onChange, min, max, label, className }: DateStripProps) {
  const { t, i18n } = useTranslation('components');
  const locale = i18n.language === 'zh-cn' ? 'zh-cn' : 'en';
  const current = formatDate(value);
  const today = todayString();
  if (!current) return null;
  const prev = addDays(current, -1)!;
  const next = addDays(current, 1)!;
  const blocked = (d: string) => Boolean((min && d < min) || (max && d > max));

  const relative = (d: string) =>
    d === today
      ? t('calendar.today')
      : d === addDays(today, -1)
        ? t('calendar.yesterday')
        : d === addDays(today, 1)
          ? t('calendar.tomorrow')
          : dayjs(d).locale(locale).format('ddd');

  const item = (d: string, isCurrent: boolean) => (
    <li key={d}>
      <button
        type="button"
        className={[styles.item, isCurrent && styles.current].filter(Boolean).join(' ')}
        aria-current={isCurrent ? 'date' : undefined}
        aria-label={dayjs(d).locale(locale).format(t('calendar.dayLabel'))}
        disabled={!isCurrent && blocked(d)}
        onClick={() => !isCurrent && onChange(d)}
      >
        <span className={styles.date}>{dayjs(d).locale(locale).format(t('calendar.shortDate'))}</span>
        <span className={styles.relative}>{relative(d)}</span>
      </button>
    </li>
  );

  return (
    <nav
      className={[styles.strip, className].filter(Boolean).join(' ')}
      aria-label={label ?? t('calendar.strip')}
    >
      <button
        type="button"
        className={styles.arrow}
        aria-label={t('calendar.prevDay')}
        disabled={blocked(prev)}
        onClick={() => onChange(prev)}
      >
        <Icon name="chevron-left" size={40} />
      </button>
      <ul className={styles.items}>
        {item(prev, false)}
        {item(current, true)}
        {item(next, false)}
      </ul>
      <button
        type="button"
        className={styles.arrow}
        aria-label={t('calendar.nextDay')}
        disabled={blocked(next)}
        onClick={() => onChange(next)}
      >
        <Icon name="chevron-right" size={40} />
      </button>
    </nav>
  );
}
