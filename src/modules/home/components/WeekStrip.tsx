import dayjs from '@/lib/dayjs';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { addDays, weekDates, weekStartOf } from '@/lib/week';
import styles from './WeekStrip.module.css';

export interface WeekStripProps {
  /** The first day of the shown week (lib/week), YYYY-MM-DD. */
  weekStart: string;
  onChange: (weekStart: string) => void;
  /** Today, YYYY-MM-DD (injected so the strip can say "this week"). */
  today: string;
  /** Days of the week that have something on, marked with a dot. */
  busyDays?: ReadonlySet<string>;
}

/** Previous / next week and the seven days of the shown week. */
export function WeekStrip({ weekStart, onChange, today, busyDays }: WeekStripProps) {
  const { t } = useTranslation('home');
  const days = weekDates(weekStart);
  const thisWeek = weekStartOf(today);
  const move = (weeks: number) => onChange(addDays(weekStart, weeks * 7));
  const first = days[0] ?? weekStart;
  const last = days[6] ?? weekStart;

  return (
    <section className={styles.strip} aria-label={t('week.label')}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => move(-1)}
          aria-label={t('week.previous')}
        >
          <Icon name="chevron-left" size={40} />
        </button>
        <p className={styles.range} aria-live="polite">
          {t('week.range', { start: first, end: last })}
          {weekStart === thisWeek && <span className={styles.current}>{t('week.thisWeek')}</span>}
        </p>
        <button type="button" className={styles.arrow} onClick={() => move(1)} aria-label={t('week.next')}>
          <Icon name="chevron-right" size={40} />
        </button>
      </div>
      <ol className={styles.days}>
        {days.map((day) => {
          const date = dayjs(day);
          const busy = busyDays?.has(day) ?? false;
          return (
            <li
              key={day}
              className={[styles.day, day === today && styles.today, busy && styles.busy]
                .filter(Boolean)
                .join(' ')}
              aria-current={day === today ? 'date' : undefined}
            >
              <span className={styles.weekday}>{t(`week.days.${date.day()}`)}</span>
              <span className={styles.date}>{date.date()}</span>
              {busy && <span className="visually-hidden">{t('week.busy')}</span>}
            </li>
          );
        })}
      </ol>
      {weekStart !== thisWeek && (
        <button type="button" className={styles.back} onClick={() => onChange(thisWeek)}>
          {t('week.backToThisWeek')}
        </button>
      )}
    </section>
  );
}
