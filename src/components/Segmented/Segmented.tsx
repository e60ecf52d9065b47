import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Segmented.module.css';
import { badgeCount } from '@/lib/badgeCount';

export interface SegmentOption<V> {
  value: V;
  label: ReactNode;
  /** A second, smaller line under the label (a date, a count). */
  sub?: ReactNode;
  /** A count in a badge beside the label (unread messages); 0 shows none, over 99 shows 99+. */
  badge?: number;
}

export interface SegmentedProps<V> {
  /** Accessible name of the group, e.g. "Flight status filter". */
  label: string;
  value: V;
  options: Array<SegmentOption<V>>;
  onChange: (value: V) => void;
  /** Accessible wording of a badge, e.g. "3 unread". */
  badgeLabel?: (count: number) => string;
  /** Many options: one scrolling row of pills instead of equal columns. */
  scrollable?: boolean;
  className?: string;
}

const NEXT_KEYS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * One choice out of a few (a day, a status filter, a message type): a radio group drawn as a
 * segmented control. Tab reaches the chosen option; the arrow keys move the choice, as in any radio
 * group, and Home/End go to the first and last option.
 */
export function Segmented<V extends string | number | boolean>({
  label,
  value,
  options,
  onChange,
  badgeLabel,
  scrollable,
  className,
}: SegmentedProps<V>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const chosen = options.findIndex((option) => option.value === value);

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    buttons.current[index]?.focus();
    if (option.value !== value) onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = NEXT_KEYS[event.key];
    const last = options.length - 1;
    let target: number | undefined;
    if (step) target = (index + step + options.length) % options.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={[scrollable ? styles.scroll : styles.equal, className].filter(Boolean).join(' ')}
    >
      {options.map((option, index) => {
        const checked = index === chosen;
        const badge = option.badge ?? 0;
        return (
          <button
            key={String(option.value)}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            // Roving focus: one stop for the group, on the choice (or the first option when none is chosen).
            tabIndex={checked || (chosen < 0 && index === 0) ? 0 : -1}
            className={styles.option}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={styles.label}>
              {option.label}
              {badge > 0 && (
                <span className={styles.badge}>
                  <span aria-hidden="true">{badgeCount(badge)}</span>
                  {badgeLabel && <span className="visually-hidden">{badgeLabel(badge)}</span>}
                </span>
              )}
            </span>
            {option.sub !== undefined && <small className={styles.sub}>{option.sub}</small>}
          </button>
        );
      })}
    </div>
  );
}
