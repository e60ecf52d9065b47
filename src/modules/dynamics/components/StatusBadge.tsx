import { useTranslation } from 'react-i18next';
import type { FlightStatus } from '@/api/schema/dynamics';
import styles from './StatusBadge.module.css';

/** A flight's status in words and in its colour (the colour never carries the meaning alone). */
export function StatusBadge({ status }: { status: FlightStatus }) {
  const { t } = useTranslation('dynamics');
  return (
    <span className={`${styles.badge} ${styles[status] ?? ''}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
