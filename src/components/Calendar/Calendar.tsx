import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import dayjs from '@/i18n/dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import {
  addDays,
  addMonths,
  formatDate,
  monthCellsOf,
  rangePosition,
  toWeeks,
  today as todayString,
  type DateInput,
  type DateRange,
} from '@/lib/calendar';
import { Icon } from '../Icon';
import styles from './Calendar.module.css';

export type Prices = Record<string, number | string>;

export interface CalendarProps {
  /** Any day of the month to show (controlled). */
  month?: DateInput;
  /** Any day of the month to show first (uncontrolled). Defaults to the value, range start or today. */
  defaultMonth?: DateInput;
  /** Called with the first day (YYYY-MM-01) when the shown month changes. */
  onMonthChange?: (month: string) => void;
  mode?: 'single' | 'range';
  /** Selected date in single mode. */
  value?: string | null;
  /** Selected range in range mode (start red, end blue). */
  range?: DateRange;
  /** Called with the tapped date (YYYY-MM-DD). Range logic lives in the caller (see selectRange). */
  onSelect?: (date: string) => void;
  /** Price per day, keyed by YYYY-MM-DD. */
  prices?: Prices;
  /** Earliest / latest selectable date (YYYY-MM-DD). */
  min?: string;
  max?: string;
  /** Show the previous/next month header (default true). */
  showNavigation?: boolean;
  /** Extra content on the header row (e.g. a month list). */
  headerExtra?: ReactNode;
  className?: string;
}

function resolveMonth(source: DateInput): string | null {
  const d = formatDate(source);
  return d ? `${d.slice(0, 7)}-01` : null;
}

/** Month grid with keyboard navigation (arrows, Home/End, PageUp/PageDown, Enter/Space). */
export function Calendar({
  month,
  defaultMonth,
  onMonthChange,
  mode = 'single',
  value,
  range,
  onSelect,
  prices,
  min,
  max,
  showNavigation = true,
  headerExtra,
  className,
}: CalendarProps) {
  const { t, i18n } = useTranslation('components');
  const locale = i18n.language === 'zh-cn' ? 'zh-cn' : 'en';
  const titleId = useId();
  const selectedStart = mode === 'range' ? (range?.start ?? null) : (value ?? null);

  const [innerMonth, setInnerMonth] = useState<string | null>(() => {
    const source = defaultMonth !== undefined ? defaultMonth : selectedStart;
    return source === null || source === undefined ? resolveMonth(todayString()) : resolveMonth(source);
  });
  const shown = month !== undefined ? resolveMonth(month) : innerMonth;
  const cells = monthCellsOf(shown);
  const weeks = toWeeks(cells);
  const today = todayString();

  const inMonth = (date: string | null) => Boolean(date && shown && date.slice(0, 7) === shown.slice(0, 7));
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const activeDate =
    focusDate && cells.some((c) => c.date === focusDate)
      ? focusDate
      : inMonth(selectedStart)
        ? selectedStart
        : inMonth(today)
          ? today
          : shown;
  const gridRef = useRef<HTMLTableElement>(null);
  const wantFocus = useRef(false);

  useEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${activeDate}"]`)?.focus();
  });

  const changeMonth = (next: string | null) => {
    if (!next) return;
    if (month === undefined) setInnerMonth(next);
    onMonthChange?.(next);
  };

  const isDisabled = (date: string) => Boolean((min && date < min) || (max && date > max));

  const moveFocus = (date: string | null) => {
    if (!date) return;
    wantFocus.current = true;
    setFocusDate(date);
    if (!cells.some((c) => c.date === date)) changeMonth(resolveMonth(date));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, date: string) => {
    const weekday = dayjs(date).day();
    const moves: Record<string, () => string | null> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday),
      End: () => addDays(date, 6 - weekday),
      PageUp: () => formatDate(dayjs(date).subtract(1, 'month')),
      PageDown: () => formatDate(dayjs(date).add(1, 'month')),
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      moveFocus(move());
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!isDisabled(date)) onSelect?.(date);
    }
  };

  const weekdays = t('calendar.weekdays', { returnObjects: true }) as readonly string[];
  const weekdaysLong = t('calendar.weekdaysLong', { returnObjects: true }) as readonly string[];
  const title = shown ? dayjs(shown).locale(locale).format(t('calendar.monthTitle')) : '—';

  return (
    <div className={[styles.calendar, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        {showNavigation && (
          <button
            type="button"
            className={styles.nav}
            aria-label={t('calendar.prevMonth')}
            disabled={!shown}
            onClick={() => changeMonth(addMonths(shown, -1))}
          >
            <Icon name="chevron-left" size={40} />
          </button>
        )}
        <span id={titleId} className={styles.title} aria-live={showNavigation ? 'polite' : undefined}>
          {title}
        </span>
        {showNavigation && (
          <button
            type="button"
            className={styles.nav}
            aria-label={t('calendar.nextMonth')}
            disabled={!shown}
            onClick={() => changeMonth(addMonths(shown, 1))}
          >
            <Icon name="chevron-right" size={40} />
          </button>
        )}
      </div>
      {headerExtra}
      <table role="grid" aria-labelledby={titleId} className={styles.grid} ref={gridRef}>
        <thead>
          <tr>
            {weekdays.map((w, i) => (
              <th
                key={i}
                scope="col"
                abbr={weekdaysLong[i]}
                className={[styles.weekday, (i === 0 || i === 6) && styles.weekend].filter(Boolean).join(' ')}
              >
                <span aria-hidden="true">{w}</span>
                <span className="visually-hidden">{weekdaysLong[i]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, wi) => (
            <tr key={wi}>
              {week.map((cell, di) => {
                const position = mode === 'range' && range ? rangePosition(cell.date, range) : null;
                const selected = mode === 'range' ? position !== null : value === cell.date;
                const disabled = isDisabled(cell.date);
                const price = prices?.[cell.date];
                const label =
                  dayjs(cell.date).locale(locale).format(t('calendar.dayLabel')) +
                  (position === 'start' ? `, ${t('calendar.start')}` : '') +
                  (position === 'end' ? `, ${t('calendar.end')}` : '') +
                  (price !== undefined ? `, ${t('calendar.price', { price })}` : '');
                return (
                  <td
                    key={cell.key}
                    role="gridcell"
                    data-date={cell.date}
                    data-type={cell.type}
                    aria-label={label}
                    aria-selected={selected}
                    aria-disabled={disabled || undefined}
                    aria-current={cell.date === today ? 'date' : undefined}
                    tabIndex={cell.date === activeDate ? 0 : -1}
                    className={[
                      styles.day,
                      styles[cell.type],
                      (di === 0 || di === 6) && styles.weekend,
                      cell.date === today && styles.today,
                      mode === 'single' && selected && styles.selected,
                      position === 'start' && styles.rangeStart,
                      position === 'end' && styles.rangeEnd,
                      position === 'inside' && styles.rangeInside,
                      disabled && styles.disabled,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onClick={() => {
                      if (disabled) return;
                      setFocusDate(cell.date);
                      onSelect?.(cell.date);
                    }}
                    onKeyDown={(e) => onKeyDown(e, cell.date)}
                  >
                    <span className={styles.number} aria-hidden="true">
                      {Number(cell.date.slice(8))}
                    </span>
                    {price !== undefined && (
                      <span className={styles.price} aria-hidden="true">
                        ¥{price}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {!shown && (
        <p className={styles.invalid} role="status">
          {t('calendar.invalid')}
        </p>
      )}
    </div>
  );
}
