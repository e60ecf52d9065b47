import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDuration } from '@/i18n/useDuration';
import { Tag } from '@/components/Tag';
import styles from './flow.module.css';

/** The countdown is shown in whole minutes, so it is redrawn every 15 seconds. */
const TICK_MS = 15_000;
const WARNING_MINUTES = 60;

/**
 * The live countdown to a mission's report (sign-in) time: plain while more than an hour is left, a
 * warning in the last hour, and once the time has passed it says how long ago, as "overdue" when the
 * preparation is not completed yet. `short` (a mission card) says the same in words that keep to one
 * line beside the report time, so the card has the height of the card that waited for its detail.
 */
export function ReportCountdown({
  reportTime,
  completed,
  short = false,
}: {
  reportTime: string;
  completed: boolean;
  short?: boolean;
}) {
  const { t } = useTranslation('prepare');
  const format = useFormatDuration();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const minutes = Math.floor((Date.parse(reportTime) - now) / 60_000);
  if (Number.isNaN(minutes)) return null;
  if (minutes < 0) {
    const ago = format(-minutes);
    return completed ? (
      <Tag className={styles.wrap}>{t(short ? 'report.short.passed' : 'report.passed', { time: ago })}</Tag>
    ) : (
      <span role="alert">
        <Tag tone="danger" className={styles.wrap}>
          {t(short ? 'report.short.overdue' : 'report.overdue', { time: ago })}
        </Tag>
      </span>
    );
  }
  if (minutes < WARNING_MINUTES && !completed) {
    return (
      <span role="status">
        <Tag tone="warning" className={styles.wrap}>
          {t(short ? 'report.short.left' : 'report.soon', { time: format(minutes) })}
        </Tag>
      </span>
    );
  }
  return (
    <Tag tone="info" className={styles.wrap}>
      {t(short ? 'report.short.left' : 'report.left', { time: format(minutes) })}
    </Tag>
  );
}
