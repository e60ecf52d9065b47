import { useTranslation } from 'react-i18next';
import { useFormatDuration } from '@/i18n/useDuration';
import { hoursToMinutes, limitLevel } from '../lib/hours';
import { Tag } from '@/components/Tag';
import styles from './HoursChart.module.css';
import ui from './ui.module.css';

/** How much of a legal limit is used, the margin left, and a warning from 80 % on. */
export function LimitMeter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const { t } = useTranslation('me');
  const duration = useFormatDuration();
  const level = limitLevel(used, limit);
  const share = Math.min(1, used / limit);
  return (
    <div className={ui.meterRow}>
      <div className={ui.itemHead}>
        <span>{label}</span>
        <Tag tone={level === 'over' ? 'danger' : level === 'near' ? 'warning' : 'success'}>
          {t(level === 'over' ? 'flytime.over' : level === 'near' ? 'flytime.near' : 'flytime.ok')}
        </Tag>
      </div>
      <div
        className={styles.meter}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.round(used * 10) / 10}
      >
        <div
          className={
            level === 'over' ? styles.meterOver : level === 'near' ? styles.meterNear : styles.meterFill
          }
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className={ui.itemMeta}>
        {duration(hoursToMinutes(used))} / {t('common.hoursValue', { value: limit })} ·{' '}
        {t('flytime.remaining', { value: duration(hoursToMinutes(Math.max(0, limit - used))) })}
      </p>
      {level !== 'ok' && <p className={ui.warnText}>{t('flytime.nearNote')}</p>}
    </div>
  );
}
