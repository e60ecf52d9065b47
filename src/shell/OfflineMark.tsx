import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '@/stores/ui';
import styles from './Page.module.css';

/** "Offline, as of HH:mm": the screen shows kept answers because the network is gone (api/client). */
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
  return (
    <p role="status" className={styles.offline}>
      {t('offline.asOf', { time })}
    </p>
  );
}
