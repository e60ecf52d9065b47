import type { ReactNode } from 'react';
import styles from './ReadingCard.module.css';

export interface ReadingFact {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** Label and value pairs of a record; an empty value shows a dash so every field is visibly there. */
export function ReadingFacts({ items }: { items: ReadingFact[] }) {
  return (
    <dl className={styles.facts}>
      {items.map((item) => (
        <div key={item.key} className={styles.fact}>
          <dt>{item.label}</dt>
          <dd>{item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
