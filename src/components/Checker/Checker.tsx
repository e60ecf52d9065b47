import { useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { Icon } from '../Icon';
import styles from './Checker.module.css';

export type CheckerValue = string | number | Record<string, unknown>;

export interface CheckerOption<V extends CheckerValue = CheckerValue> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

interface CheckerBase<V extends CheckerValue> {
  options: CheckerOption<V>[];
  /** Accessible name of the group. */
  label?: string;
  /** Compare object values by this key; without it objects are compared by deep equality. */
  valueKey?: string;
  /** Disables every option. */
  disabled?: boolean;
  /** Lay options out in a row (default) or a column. */
  direction?: 'row' | 'column';
  className?: string;
}

export interface RadioCheckerProps<V extends CheckerValue = CheckerValue> extends CheckerBase<V> {
  type?: 'radio';
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null) => void;
  /** When true, clicking the selected item keeps it selected instead of clearing it. */
  radioRequired?: boolean;
  max?: never;
}

export interface CheckboxCheckerProps<V extends CheckerValue = CheckerValue> extends CheckerBase<V> {
  type: 'checkbox';
  value?: V[];
  defaultValue?: V[];
  onChange?: (value: V[]) => void;
  /** Adding is blocked once this many are selected. */
  max?: number;
  radioRequired?: never;
}

export type CheckerProps<V extends CheckerValue = CheckerValue> =
  RadioCheckerProps<V> | CheckboxCheckerProps<V>;

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export function sameValue(a: unknown, b: unknown, valueKey?: string): boolean {
  if (valueKey && typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    return (a as Record<string, unknown>)[valueKey] === (b as Record<string, unknown>)[valueKey];
  }
  return deepEqual(a, b);
}

/** Pure radio rule: clicking the selected item clears it, unless a selection is required. */
export function nextRadioValue<V>(
  current: V | null,
  clicked: V,
  required: boolean,
  valueKey?: string,
): V | null {
  if (current !== null && current !== undefined && sameValue(current, clicked, valueKey)) {
    return required ? current : null;
  }
  return clicked;
}

/** Pure checkbox rule: toggle membership; adding is blocked at `max`. Returns null when blocked. */
export function nextCheckboxValue<V>(current: V[], clicked: V, max?: number, valueKey?: string): V[] | null {
  const has = current.some((v) => sameValue(v, clicked, valueKey));
  if (has) return current.filter((v) => !sameValue(v, clicked, valueKey));
  if (max !== undefined && max > 0 && current.length >= max) return null;
  return [...current, clicked];
}

/** Radio (default) or checkbox group with the spec's clearing and max rules (SPEC §4). */
export function Checker<V extends CheckerValue = CheckerValue>(props: CheckboxCheckerProps<V>): ReactElement;
export function Checker<V extends CheckerValue = CheckerValue>(props: RadioCheckerProps<V>): ReactElement;
export function Checker<V extends CheckerValue = CheckerValue>(props: CheckerProps<V>): ReactElement {
  const { t } = useTranslation('components');
  const { options, label, valueKey, disabled: groupDisabled, direction = 'row', className } = props;
  const isCheckbox = props.type === 'checkbox';
  const [innerRadio, setInnerRadio] = useState<V | null>(
    !isCheckbox ? ((props as RadioCheckerProps<V>).defaultValue ?? null) : null,
  );
  const [innerList, setInnerList] = useState<V[]>(
    isCheckbox ? ((props as CheckboxCheckerProps<V>).defaultValue ?? []) : [],
  );
  const [blocked, setBlocked] = useState(false);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const hintId = useId();

  const radioValue = !isCheckbox && props.value !== undefined ? (props.value as V | null) : innerRadio;
  const listValue = isCheckbox && props.value !== undefined ? (props.value as V[]) : innerList;

  const isChecked = (v: V) =>
    isCheckbox
      ? listValue.some((x) => sameValue(x, v, valueKey))
      : radioValue !== null && sameValue(radioValue, v, valueKey);

  const toggle = (option: CheckerOption<V>) => {
    if (option.disabled || groupDisabled) return;
    if (isCheckbox) {
      const p = props as CheckboxCheckerProps<V>;
      const next = nextCheckboxValue(listValue, option.value, p.max, valueKey);
      if (next === null) {
        setBlocked(true);
        return;
      }
      setBlocked(false);
      if (p.value === undefined) setInnerList(next);
      p.onChange?.(next);
    } else {
      const p = props as RadioCheckerProps<V>;
      const next = nextRadioValue(radioValue, option.value, Boolean(p.radioRequired), valueKey);
      if (p.value === undefined) setInnerRadio(next);
      if (next !== radioValue) p.onChange?.(next);
    }
  };

  // Radio groups are one tab stop (the checked item, or the first enabled one); arrows move focus.
  const enabledIndexes = options.map((o, i) => (o.disabled || groupDisabled ? -1 : i)).filter((i) => i >= 0);
  const checkedIndex = options.findIndex((o) => isChecked(o.value));
  const tabStop = checkedIndex >= 0 ? checkedIndex : (enabledIndexes[0] ?? 0);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (isCheckbox) return;
    const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'];
    if (!keys.includes(e.key) || enabledIndexes.length === 0) return;
    e.preventDefault();
    const forward = e.key === 'ArrowRight' || e.key === 'ArrowDown';
    const pos = enabledIndexes.indexOf(index);
    const nextPos = (pos + (forward ? 1 : -1) + enabledIndexes.length) % enabledIndexes.length;
    refs.current[enabledIndexes[nextPos] ?? 0]?.focus();
  };

  const max = isCheckbox ? (props as CheckboxCheckerProps<V>).max : undefined;

  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <div
        role={isCheckbox ? 'group' : 'radiogroup'}
        aria-label={label}
        aria-describedby={max ? hintId : undefined}
        aria-disabled={groupDisabled || undefined}
        className={[styles.group, direction === 'column' && styles.column].filter(Boolean).join(' ')}
      >
        {options.map((option, index) => {
          const checked = isChecked(option.value);
          const disabled = Boolean(option.disabled || groupDisabled);
          return (
            <button
              key={index}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role={isCheckbox ? 'checkbox' : 'radio'}
              aria-checked={checked}
              aria-disabled={disabled || undefined}
              tabIndex={isCheckbox ? 0 : index === tabStop ? 0 : -1}
              className={[styles.item, checked && styles.checked, disabled && styles.disabled]
                .filter(Boolean)
                .join(' ')}
              onClick={() => toggle(option)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              <span className={isCheckbox ? styles.box : styles.dot} aria-hidden="true">
                {checked && isCheckbox && <Icon name="check" size={28} />}
              </span>
              <span className={styles.label}>{option.label}</span>
            </button>
          );
        })}
      </div>
      {max ? (
        <p
          id={hintId}
          className={[styles.hint, blocked && styles.hintBlocked].filter(Boolean).join(' ')}
          aria-live="polite"
        >
          {t('checker.max', { max })}
        </p>
      ) : null}
    </div>
  );
}
