import { useTranslation } from 'react-i18next';
import '../i18n';
import { formatDate } from '@/lib/calendar';
import { Calendar } from '../Calendar';
import { PickerFrame, type PickerProps } from './PickerFrame';
import styles from './DatePicker.module.css';

export interface DatePickerProps extends PickerProps {
  /** YYYY-MM-DD or null. */
  value?: string | null;
  onChange?: (date: string | null) => void;
  /** Default 请选择时间 / Select time. */
  placeholder?: string;
}

/** Single-date picker: a button showing the date that opens a calendar sheet, or an inline calendar. */
export function DatePicker({
  value = null,
  onChange,
  placeholder,
  min,
  max,
  prices,
  ...frame
}: DatePickerProps) {
  const { t } = useTranslation('components');
  const shown = formatDate(value);
  return (
    <PickerFrame
      {...frame}
      srHint={t('calendar.chooseDate')}
      shown={shown ?? <span className={styles.placeholder}>{placeholder ?? t('form.selectTime')}</span>}
      panel={(close) => (
        <Calendar
          mode="single"
          value={value}
          onSelect={(date) => {
            onChange?.(date);
            close?.();
          }}
          min={min}
          max={max}
          prices={prices}
        />
      )}
    />
  );
}
