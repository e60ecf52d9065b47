import type { FlightStatus } from '@/api/schema/dynamics';
import styles from './StatusBadge.module.css';

/**
 * A flight's status in words and in its colour (the colour never carries the meaning alone). The caller
 * gives the word (`status.<status>` of the dynamics strings): a list looks its words up once, not per row.
 */
export function StatusBadge({ status, label }: { status: FlightStatus; label: string }) {
  return (
    <span className={`${styles.badge} ${styles[status] ?? ''}`} data-status={status}>
      {label}
    </span>
  );
}
