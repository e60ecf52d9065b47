import type { ReactNode } from 'react';
import styles from './StatusTag.module.css';

export type TagTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A small coloured label; the text carries the meaning, the colour only repeats it. */
export function StatusTag({ tone, children }: { tone: TagTone; children: ReactNode }) {
  return <span className={`${styles.tag} ${styles[tone]}`}>{children}</span>;
}
