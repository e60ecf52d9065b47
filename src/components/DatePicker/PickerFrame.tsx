import { useState, type ReactNode } from 'react';
import { BottomSheet } from '../BottomSheet';
import type { Prices } from '../Calendar';
import type { IconName } from '../Icon';
import { PickerTrigger } from './PickerTrigger';
import styles from './DatePicker.module.css';

/** What every date picker takes besides its value. */
export interface PickerProps {
  label?: ReactNode;
  icon?: IconName;
  disabled?: boolean;
  /** Earliest and latest day that can be chosen (YYYY-MM-DD). */
  min?: string;
  max?: string;
  prices?: Prices;
  /** Render the panel in place instead of a button that opens it in a bottom sheet. */
  inline?: boolean;
  /** Title of the sheet (default: the label, or "Choose date"). */
  title?: ReactNode;
  id?: string;
  className?: string;
}

export interface PickerFrameProps extends Omit<PickerProps, 'min' | 'max' | 'prices'> {
  /** What the trigger shows (the value, or a placeholder). */
  shown: ReactNode;
  /** Extra name of the trigger for screen readers, e.g. "Choose date"; also the sheet's last-resort title. */
  srHint: string;
  /** The picker's panel; in the sheet it gets `close`, in place null. */
  panel: (close: (() => void) | null) => ReactNode;
}

/** What the date pickers share: the panel in place, or a field-like trigger and a bottom sheet. */
export function PickerFrame({
  label,
  inline,
  id,
  icon,
  disabled,
  shown,
  srHint,
  title,
  panel,
  className,
}: PickerFrameProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  if (inline) {
    return (
      <div className={className}>
        {label !== undefined && <p className={styles.label}>{label}</p>}
        {panel(null)}
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
        srHint={srHint}
      >
        {shown}
      </PickerTrigger>
      <BottomSheet open={open} onClose={close} title={title ?? label ?? srHint}>
        {panel(close)}
      </BottomSheet>
    </div>
  );
}
