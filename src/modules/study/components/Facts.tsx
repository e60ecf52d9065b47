import type { ReactNode } from 'react';
import styles from './study.module.css';

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** Label and value pairs of a record (an aircraft, an airport, a route). */
export function Facts({ items }: { items: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {items.map((item) => (
        <div key={item.key} className={styles.fact}>
          <dt>{item.label}</dt>
          <dd>{item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
