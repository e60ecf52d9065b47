import type { ReactNode } from 'react';
import styles from './Facts.module.css';

export interface Fact {
  /** Stable key when the list can change; the position is used otherwise. */
  key?: string;
  label: ReactNode;
  value: ReactNode;
}

export interface FactsProps {
  items: Fact[];
  /**
   * `rows` (default): one ruled row per fact, the value on the right;
   * `grid`: a compact two-column grid without rules, the value beside its label.
   */
  layout?: 'rows' | 'grid';
  className?: string;
}

/** Shown for an empty value: a missing field reads as missing instead of vanishing. */
export const EMPTY_VALUE = '—';

function isEmpty(value: ReactNode) {
  return value === null || value === undefined || value === '' || value === false;
}

/** Label and value pairs of a record (`<dl>`); an empty value shows a dash. */
export function Facts({ items, layout = 'rows', className }: FactsProps) {
  return (
    <dl className={[styles.facts, styles[layout], className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <div key={item.key ?? index} className={styles.fact}>
          <dt>{item.label}</dt>
          <dd>{isEmpty(item.value) ? EMPTY_VALUE : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
