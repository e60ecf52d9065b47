import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { formatDate, selectRange, type DateRange } from '@/lib/calendar';
import { Calendar, type Prices } from '../Calendar';
import { PickerFrame, type PickerProps } from '../DatePicker/PickerFrame';
import styles from '../DatePicker/DatePicker.module.css';
import own from './DateRangePicker.module.css';

export interface DateRangePickerProps extends PickerProps {
  value?: DateRange;
  /** Called with a complete range (start and end are required). */
  onChange?: (range: DateRange) => void;
  /** Default 请选择开始时间 / Select start time. */
  startPlaceholder?: string;
  /** Default 请选择结束时间 / Select end time. */
  endPlaceholder?: string;
}

const EMPTY: DateRange = { start: null, end: null };

interface PanelProps {
  initial: DateRange;
  min?: string;
  max?: string;
  prices?: Prices;
  onConfirm: (range: DateRange) => void;
  onCancel?: () => void;
}

/** The calendar with the tap sequence (SPEC §4) and a confirm that needs both ends. */
export function DateRangePanel({ initial, min, max, prices, onConfirm, onCancel }: PanelProps) {
  const { t } = useTranslation('components');
  const [draft, setDraft] = useState<DateRange>({
    start: formatDate(initial.start),
    end: formatDate(initial.end),
  });
  // A garbage initial value must show an empty calendar, so the month source keeps the raw input.
  const monthSource = initial.start ?? initial.end ?? undefined;
  const status = !draft.start
    ? t('calendar.rangeStatusStart')
    : !draft.end
      ? t('calendar.rangeStatusEnd', { start: draft.start })
      : t('calendar.rangeStatusDone', { start: draft.start, end: draft.end });
  const complete = Boolean(draft.start && draft.end);

  return (
    <div className={own.panel}>
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
      <Calendar
        mode="range"
        range={draft}
        defaultMonth={monthSource}
        onSelect={(d) => setDraft((r) => selectRange(r, d))}
        min={min}
        max={max}
        prices={prices}
      />
      <div className={styles.actions}>
        {onCancel && (
          <button type="button" className={styles.button} onClick={onCancel}>
            {t('calendar.cancel')}
          </button>
        )}
        <button
          type="button"
          className={[styles.button, styles.primary].join(' ')}
          disabled={!complete}
          onClick={() => complete && onConfirm(draft)}
        >
          {t('calendar.confirm')}
        </button>
      </div>
    </div>
  );
}

/** Date-range picker: "start ~ end" button opening the range calendar, or an inline panel. */
export function DateRangePicker({
  value = EMPTY,
  onChange,
  startPlaceholder,
  endPlaceholder,
  min,
  max,
  prices,
  ...frame
}: DateRangePickerProps) {
  const { t } = useTranslation('components');
  const start = formatDate(value.start);
  const end = formatDate(value.end);
  return (
    <PickerFrame
      {...frame}
      srHint={t('calendar.chooseRange')}
      shown={
        <>
          {start ?? <span className={styles.placeholder}>{startPlaceholder ?? t('form.selectStart')}</span>}
          <span className={styles.tilde}>~</span>
          {end ?? <span className={styles.placeholder}>{endPlaceholder ?? t('form.selectEnd')}</span>}
        </>
      }
      panel={(close) => (
        <DateRangePanel
          // In place, remount when the caller changes the value so the draft follows it; in the sheet
          // the panel is new each time the sheet opens.
          key={close ? undefined : `${value.start}~${value.end}`}
          initial={value}
          min={min}
          max={max}
          prices={prices}
          onCancel={close ?? undefined}
          onConfirm={(range) => {
            onChange?.(range);
            close?.();
          }}
        />
      )}
    />
  );
}
