import {
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { Icon, type IconName } from '../Icon';
import styles from './Field.module.css';

export type FieldState = 'error' | 'success';
export type FieldSize = 'small' | 'normal' | 'large';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'readOnly' | 'disabled' | 'placeholder' | 'ref'
>;

export interface FieldProps extends NativeInputProps {
  label?: ReactNode;
  icon?: IconName;
  size?: FieldSize;
  /** text (default), number, textarea, or any other input type (password, tel, search…). */
  type?: 'text' | 'number' | 'textarea' | 'password' | 'tel' | 'email' | 'search' | 'url';
  /** Rows of a textarea. */
  rows?: number;
  disabled?: boolean;
  /** The spec's name; `readOnly` works as well. */
  readonly?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  disableClear?: boolean;
  state?: FieldState;
  /** Shown under the field, coloured by `state`; linked with aria-describedby. */
  message?: ReactNode;
  value?: string | number | null;
  defaultValue?: string | number;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement> | null) => void;
  /** Content after the input, inside the field row (e.g. a commit button). */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** Class of the outer wrapper. */
  className?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** A square icon button inside a field, after the input: the clear button, a show-password toggle. */
export function FieldButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...props} className={[styles.action, className].filter(Boolean).join(' ')} />;
}

/**
 * A worded button inside a field, after the input: submit what was typed, send a code. `filled` is
 * the field's main action; `outline` a secondary one.
 */
export function FieldTextButton({
  look = 'filled',
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { look?: 'filled' | 'outline' }) {
  return (
    <button
      type="button"
      {...props}
      className={[styles.textAction, styles[look], className].filter(Boolean).join(' ')}
    />
  );
}

/** Text input with label, icon, state message and a clear button (SPEC §4). */
export function Field({
  label,
  icon,
  size = 'normal',
  type = 'text',
  rows = 3,
  disabled = false,
  readonly,
  readOnly,
  placeholder,
  disableClear = false,
  state,
  message,
  value,
  defaultValue,
  onChange,
  suffix,
  ref,
  className,
  id: idProp,
  onFocus,
  onBlur,
  ...rest
}: FieldProps) {
  const { t } = useTranslation('components');
  const autoId = useId();
  const id = idProp ?? `field-${autoId}`;
  const messageId = `${id}-message`;
  const isReadonly = Boolean(readonly ?? readOnly);
  const controlled = value !== undefined;
  const [inner, setInner] = useState(defaultValue === undefined ? '' : String(defaultValue));
  const current = controlled ? (value === null ? '' : String(value)) : inner;
  const [focused, setFocused] = useState(false);
  const inputEl = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const setRef = (el: HTMLInputElement | HTMLTextAreaElement | null) => {
    inputEl.current = el;
    assignRef(ref, el);
  };

  const emit = (next: string, event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement> | null) => {
    if (!controlled) setInner(next);
    onChange?.(next, event);
  };

  // Focus is tracked for the whole field (input + clear button) so that tabbing to the clear button does
  // not hide it under the keyboard user.
  const handleFocus = (e: FocusEvent<HTMLDivElement>) => {
    setFocused(true);
    if (e.target === inputEl.current) onFocus?.(e as unknown as FocusEvent<HTMLInputElement>);
  };
  const handleBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!wrapperRef.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
    if (e.target === inputEl.current) onBlur?.(e as unknown as FocusEvent<HTMLInputElement>);
  };

  const showClear =
    current !== '' && type !== 'textarea' && focused && !disableClear && !disabled && !isReadonly;

  const describedBy =
    [message ? messageId : null, rest['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    disabled,
    readOnly: isReadonly,
    placeholder,
    'aria-invalid': state === 'error' ? true : undefined,
    'aria-describedby': describedBy,
    className: styles.input,
  };

  return (
    <div
      className={[styles.field, styles[size], state && styles[state], disabled && styles.disabled, className]
        .filter(Boolean)
        .join(' ')}
    >
      {label !== undefined && label !== null && (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      )}
      <div
        ref={wrapperRef}
        className={[styles.control, type === 'textarea' && styles.multiline].filter(Boolean).join(' ')}
        onFocus={handleFocus}
        onBlur={handleBlur}
      >
        {icon && <Icon name={icon} size={40} className={styles.icon} />}
        {type === 'textarea' ? (
          <textarea
            {...(rest as InputHTMLAttributes<HTMLTextAreaElement>)}
            {...common}
            ref={setRef}
            rows={rows}
            value={current}
            onChange={(e) => emit(e.target.value, e)}
          />
        ) : (
          <input
            {...rest}
            {...common}
            ref={setRef}
            type={type}
            value={current}
            onChange={(e) => emit(e.target.value, e)}
          />
        )}
        {showClear && (
          <FieldButton
            aria-label={typeof label === 'string' ? t('field.clear', { label }) : t('field.clearDefault')}
            // Keep focus in the input while clicking with a mouse or finger.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              emit('', null);
              inputEl.current?.focus();
            }}
          >
            <Icon name="close" size={32} />
          </FieldButton>
        )}
        {suffix}
      </div>
      {message !== undefined && message !== null && message !== '' && (
        <p id={messageId} className={styles.message} role={state === 'error' ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
