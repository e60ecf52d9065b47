import { useTranslation } from 'react-i18next';
import type { FlightTimeWindow } from '@/api/schema/flightdata';
import { RiskLevelTag } from './RiskLevelTag';
import styles from './ReadingCard.module.css';

/** The crew member's flight time in the last 30 and 90 days against their limits (§9). */
export function FlightTimeWindows({ windows }: { windows: FlightTimeWindow[] }) {
  const { t } = useTranslation('prepare');
  return (
    <ul className={styles.list} aria-label={t('reading.risk.windows')}>
      {windows.map((window) => (
        <li key={window.days} className={styles.item}>
          <div className={styles.itemHead}>
            <p className={styles.itemTitle}>{t('reading.risk.window', { count: window.days })}</p>
            <RiskLevelTag level={window.level} />
          </div>
          <p className={styles.muted}>
            {t('reading.risk.windowHours', {
              hours: window.flightHours,
              limit: window.limitHours,
              percent: Math.round(window.ratio * 100),
            })}
          </p>
          <div
            className={styles.meter}
            role="meter"
            aria-label={t('reading.risk.window', { count: window.days })}
            aria-valuemin={0}
            aria-valuemax={window.limitHours}
            aria-valuenow={window.flightHours}
          >
            <span
              className={`${styles.meterFill} ${styles[window.level]}`}
              style={{ width: `${Math.min(100, Math.round(window.ratio * 100))}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
