import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '@/stores/ui';
import styles from './Page.module.css';

/**
 * "Offline, as of HH:mm": the screen shows kept answers because the network is gone (api/client); or
 * "as of HH:mm, updating": a repeat visit's first screen, drawn from them while the fresh ones come
 * (api/keptFirst). That one lies over the top of the screen instead of pushing it down, so the screen
 * does not move when it comes and goes within a second.
 */
export function OfflineMark() {
  const { t } = useTranslation();
  const location = useLocation();
  const mark = useUiStore((s) => s.offlineAsOf);
  if (!mark || mark.where !== `${location.pathname}${location.search}`) return null;
  // Plain Date rather than dayjs: the shell is in the start-up bundle, dayjs is not.
  const at = new Date(mark.at);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(at.getHours())}:${two(at.getMinutes())}`;
  const sameDay = at.toDateString() === new Date().toDateString();
  const time = sameDay
    ? clock
    : `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${clock}`;
  if (mark.updating)
    return (
      <div className={styles.updatingPlace}>
        <p role="status" className={styles.updating}>
          {t('offline.updating', { time })}
        </p>
      </div>
    );
  return (
    <p role="status" className={styles.offline}>
      {t('offline.asOf', { time })}
    </p>
  );
}
