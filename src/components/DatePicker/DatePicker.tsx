import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { formatDate } from '@/lib/calendar';
import { BottomSheet } from '../BottomSheet';
import { Calendar, type Prices } from '../Calendar';
import type { IconName } from '../Icon';
import { PickerTrigger } from './PickerTrigger';
import styles from './DatePicker.module.css';

export interface DatePickerProps {
  /** YYYY-MM-DD or null. */
  value?: string | null;
  onChange?: (date: string | null) => void;
  label?: ReactNode;
  /** Default 请选择时间 / Select time. */
  placeholder?: string;
  icon?: IconName;
  disabled?: boolean;
  min?: string;
  max?: string;
  prices?: Prices;
  /** Render the calendar in place instead of a button that opens a bottom sheet. */
  inline?: boolean;
  /** Title of the sheet. */
  title?: ReactNode;
  id?: string;
  className?: string;
}

/** Single-date picker: a button showing the date that opens a calendar sheet, or an inline calendar. */
export function DatePicker({
  value = null,
  onChange,
  label,
  placeholder,
  icon,
  disabled,
  min,
  max,
  prices,
  inline,
  title,
  id,
  className,
}: DatePickerProps) {
  const { t } = useTranslation('components');
  const [open, setOpen] = useState(false);
  const shown = formatDate(value);

  const pick = (date: string) => {
    onChange?.(date);
    setOpen(false);
  };

  if (inline) {
    return (
      <div className={className}>
        {label !== undefined && <p className={styles.label}>{label}</p>}
        <Calendar
          mode="single"
          value={value}
          onSelect={(d) => onChange?.(d)}
          min={min}
          max={max}
          prices={prices}
        />
      </div>
    );
  }

  return (
    <div className={className}>
      <PickerTrigger
        id={id}
        label={label}
        icon={icon}
        disabled={disabled}
        expanded={open}
        onOpen={() => setOpen(true)}
        srHint={t('calendar.chooseDate')}
      >
        {shown ?? <span className={styles.placeholder}>{placeholder ?? t('form.selectTime')}</span>}
      </PickerTrigger>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title={title ?? label ?? t('calendar.chooseDate')}
      >
        <Calendar mode="single" value={value} onSelect={pick} min={min} max={max} prices={prices} />
      </BottomSheet>
    </div>
  );
}
