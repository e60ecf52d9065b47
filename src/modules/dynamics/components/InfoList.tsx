import type { ReactNode } from 'react';
import styles from './InfoList.module.css';

export interface InfoItem {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** Label and value pairs of a record; an empty value shows a dash so every field is visibly there. */
export function InfoList({ items, className }: { items: InfoItem[]; className?: string }) {
  return (
    <dl className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <div key={item.key} className={styles.item}>
          <dt>{item.label}</dt>
          <dd>{item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
