import { useId, type ReactNode, type Ref } from 'react';
import { Icon, type IconName } from '../Icon';
import styles from './DatePicker.module.css';

export interface PickerTriggerProps {
  id?: string;
  label?: ReactNode;
  icon?: IconName;
  disabled?: boolean;
  expanded: boolean;
  onOpen: () => void;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  /** Extra name for screen readers, e.g. "Choose date". */
  srHint?: string;
}

/** The field-like button that opens a picker sheet; its name is the label plus the shown value. */
export function PickerTrigger({
  id,
  label,
  icon = 'calendar',
  disabled,
  expanded,
  onOpen,
  children,
  ref,
  srHint,
}: PickerTriggerProps) {
  const auto = useId();
  const buttonId = id ?? `picker-${auto}`;
  const labelId = `${buttonId}-label`;
  const valueId = `${buttonId}-value`;
  return (
    <div className={styles.field}>
      {label !== undefined && label !== null && (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      <button
        ref={ref}
        id={buttonId}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-labelledby={[label !== undefined && label !== null ? labelId : null, valueId]
          .filter(Boolean)
          .join(' ')}
        aria-description={srHint}
        disabled={disabled}
        onClick={onOpen}
      >
        <Icon name={icon} size={40} className={styles.icon} />
        <span id={valueId} className={styles.value}>
          {children}
        </span>
        <Icon name="chevron-down" size={32} className={styles.icon} />
      </button>
    </div>
  );
}
