import { useEffect, useRef, useState } from 'react';
import dayjs from '@/i18n/dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { addMonths, formatDate, selectRange, today, type DateRange } from '@/lib/calendar';
import { Calendar, type Prices } from '../Calendar';
import styles from './MonthRangePicker.module.css';

export interface MonthRangePickerProps {
  value?: DateRange;
  /** Called after every tap with the (possibly half-done) range. */
  onChange?: (range: DateRange) => void;
  /** First and last month of the month list (any day of them). Default: 6 months either side of today. */
  fromMonth?: string;
  toMonth?: string;
  prices?: Prices;
  min?: string;
  max?: string;
  className?: string;
}

/** Lists the first days (YYYY-MM-01) of every month between two dates, inclusive. */
export function monthList(from: string, to: string): string[] {
  const out: string[] = [];
  let cursor = addMonths(from, 0);
  const last = addMonths(to, 0);
  while (cursor && last && cursor <= last && out.length < 240) {
    out.push(cursor);
    cursor = addMonths(cursor, 1);
  }
  return out;
}

/** Range picker with previous/next month and a month list (SPEC §2). */
export function MonthRangePicker({
  value,
  onChange,
  fromMonth,
  toMonth,
  prices,
  min,
  max,
  className,
}: MonthRangePickerProps) {
  const { t, i18n } = useTranslation('components');
  const locale = i18n.language === 'zh-cn' ? 'zh-cn' : 'en';
  const months = monthList(fromMonth ?? addMonths(today(), -6)!, toMonth ?? addMonths(today(), 6)!);
  const [month, setMonth] = useState(() => addMonths(value?.start ?? today(), 0) ?? months[0] ?? null);
  const [inner, setInner] = useState<DateRange>(value ?? { start: null, end: null });
  const range = value ?? inner;

  const pick = (date: string) => {
    const next = selectRange(range, date);
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  // Keep the shown month's chip in view by scrolling the list sideways only (never the page).
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = navRef.current;
    const chip = nav?.querySelector<HTMLElement>('[aria-current="true"]');
    if (nav && chip) nav.scrollLeft = chip.offsetLeft - (nav.clientWidth - chip.offsetWidth) / 2;
  }, [month]);

  const monthLabel = (m: string) => dayjs(m).locale(locale).format(t('calendar.monthTitle'));

  return (
    <div className={[styles.picker, className].filter(Boolean).join(' ')}>
      <Calendar
        mode="range"
        range={range}
        month={month ?? 'invalid'}
        onMonthChange={setMonth}
        onSelect={pick}
        prices={prices}
        min={min}
        max={max}
        headerExtra={
          <nav ref={navRef} aria-label={t('calendar.monthList')} className={styles.months}>
            <ul className={styles.list}>
              {months.map((m) => {
                const current = formatDate(month)?.slice(0, 7) === m.slice(0, 7);
                return (
                  <li key={m}>
                    <button
                      type="button"
                      className={[styles.month, current && styles.current].filter(Boolean).join(' ')}
                      aria-current={current ? 'true' : undefined}
                      onClick={() => setMonth(m)}
                    >
                      {monthLabel(m)}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
        }
      />
    </div>
  );
}
