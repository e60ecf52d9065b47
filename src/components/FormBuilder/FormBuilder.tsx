import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { DatePicker } from '../DatePicker';
import { DateRangePicker } from '../DateRangePicker';
import { Field, FieldTextButton } from '../Field';
import type { IconName } from '../Icon';
import styles from './FormBuilder.module.css';

export type FormData = Record<string, unknown>;

export interface FormItem {
  type: 'input' | 'inputButton' | 'date' | 'dateRange';
  /** Key in `data` (input, inputButton, date; for dateRange optional: receives "start~end"). */
  dataKey?: string;
  /** Keys of the range ends in `data` (dateRange). */
  startKey?: string;
  endKey?: string;
  label?: ReactNode;
  icon?: IconName;
  disabled?: boolean;
  placeholder?: string;
  /** inputButton: text of the row's button. */
  buttonText?: ReactNode;
  /** inputButton: called with the row's value and all values. */
  buttonEvent?: (value: string, data: FormData) => void;
}

export interface FormBuilderProps {
  format: FormItem[];
  /** Initial values keyed by dataKey / startKey / endKey. A new object resets the form. */
  data: FormData;
  /** Confirm button text (default 查询 / Search). */
  buttonText?: ReactNode;
  /** Show the confirm button (default true). */
  buttonRequired?: boolean;
  onSubmit?: (data: FormData) => void;
  /** Called with all values after every change. */
  onChange?: (data: FormData) => void;
  /** Accessible name of the form. */
  label?: string;
  className?: string;
}

/** Joins a range for display/storage the way the spec shows it: "start~end". */
export function joinRange(start: unknown, end: unknown): string {
  return `${typeof start === 'string' ? start : ''}~${typeof end === 'string' ? end : ''}`;
}

function dataSignature(data: FormData): string {
  try {
    return JSON.stringify(data);
  } catch {
    return String(Math.random()); // circular data: treat as always new
  }
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Generic query form built from a list of rows (SPEC §2, §3). */
export function FormBuilder({
  format,
  data,
  buttonText,
  buttonRequired = true,
  onSubmit,
  onChange,
  label,
  className,
}: FormBuilderProps) {
  const { t } = useTranslation('components');
  const baseId = useId();
  const [values, setValues] = useState<FormData>(data);
  // New data from the caller resets the form; compared by content so an inline object literal is safe.
  const signature = dataSignature(data);
  const [seen, setSeen] = useState(signature);
  if (seen !== signature) {
    setSeen(signature);
    setValues(data);
  }

  const update = (patch: FormData) => {
    const next = { ...values, ...patch };
    setValues(next);
    onChange?.(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit?.(values);
  };

  const row = (item: FormItem, index: number) => {
    const id = `${baseId}-${index}`;
    switch (item.type) {
      case 'input':
      case 'inputButton': {
        // The same text field; inputButton adds its commit button after the input.
        const text = str(values[item.dataKey ?? '']);
        return (
          <Field
            id={id}
            label={item.label}
            icon={item.icon}
            disabled={item.disabled}
            placeholder={item.placeholder}
            name={item.dataKey}
            value={text}
            onChange={(v) => item.dataKey && update({ [item.dataKey]: v })}
            suffix={
              item.type === 'inputButton' ? (
                <FieldTextButton disabled={item.disabled} onClick={() => item.buttonEvent?.(text, values)}>
                  {item.buttonText ?? t('form.confirm')}
                </FieldTextButton>
              ) : undefined
            }
          />
        );
      }
      case 'date':
        return (
          <DatePicker
            id={id}
            label={item.label}
            icon={item.icon}
            disabled={item.disabled}
            placeholder={item.placeholder ?? t('form.selectTime')}
            value={(values[item.dataKey ?? ''] as string | null | undefined) ?? null}
            onChange={(d) => item.dataKey && update({ [item.dataKey]: d })}
          />
        );
      case 'dateRange': {
        const start = (values[item.startKey ?? ''] as string | null | undefined) ?? null;
        const end = (values[item.endKey ?? ''] as string | null | undefined) ?? null;
        return (
          <DateRangePicker
            id={id}
            label={item.label}
            icon={item.icon}
            disabled={item.disabled}
            value={{ start, end }}
            onChange={(r) => {
              const patch: FormData = {};
              if (item.startKey) patch[item.startKey] = r.start;
              if (item.endKey) patch[item.endKey] = r.end;
              if (item.dataKey) patch[item.dataKey] = joinRange(r.start, r.end);
              update(patch);
            }}
          />
        );
      }
      default:
        return null;
    }
  };

  return (
    <form
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      aria-label={label}
      noValidate
    >
      {format.map((item, index) => (
        <div key={`${item.type}-${item.dataKey ?? item.startKey ?? index}`} className={styles.row}>
          {row(item, index)}
        </div>
      ))}
      {buttonRequired && (
        <button type="submit" className={styles.submit}>
          {buttonText ?? t('form.submit')}
        </button>
      )}
    </form>
  );
}
