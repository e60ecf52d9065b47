import type { ReactNode } from 'react';
import styles from './BarList.module.css';

export interface Bar {
  key: string;
  label: ReactNode;
  value: number;
  /** Read out instead of the bare number. */
  valueText: string;
  /** Optional split of the bar, e.g. departures and arrivals. */
  parts?: Array<{ value: number; tone: 'a' | 'b' }>;
}

/** A ranked bar list drawn with CSS: the bar widths compare, the numbers stay readable. */
export function BarList({ bars, label }: { bars: Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ol className={styles.list} aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.key} className={styles.item}>
          <div className={styles.label}>{bar.label}</div>
          <div className={styles.track} aria-hidden="true">
            {(bar.parts ?? [{ value: bar.value, tone: 'a' as const }]).map((part, index) => (
              <span
                key={index}
                className={`${styles.bar} ${styles[part.tone]}`}
                style={{ width: `${(part.value / max) * 100}%` }}
              />
            ))}
          </div>
          <div className={styles.value}>
            <span aria-hidden="true">{bar.value}</span>
            <span className="visually-hidden">{bar.valueText}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}
