import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDuration } from '@/i18n/useDuration';
import { packDue, packStale } from '@/api/packs';
import { downloadPack, loadPack, usePackStore } from '../pack';
import styles from './flow.module.css';

const two = (n: number) => String(n).padStart(2, '0');
function when(ms: number): string {
  const at = new Date(ms);
  const clock = `${two(at.getHours())}:${two(at.getMinutes())}`;
  if (at.toDateString() === new Date().toDateString()) return clock;
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${clock}`;
}
function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * "Download for offline" for one mission (pack.ts): what is on the phone (when, how big, how old, stale
 * or not) and the button that downloads it or downloads it again. A pack past its refresh age is
 * downloaded again by itself when the screen opens with the network there.
 */
export function PackControl({ missionId }: { missionId: string }) {
  const { t } = useTranslation('prepare');
  const duration = useFormatDuration();
  const state = usePackStore((s) => s.packs[missionId]);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let live = true;
    void loadPack(missionId).then((info) => {
      if (live && info && online() && packDue(info)) void downloadPack(missionId);
    });
    const tick = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => {
      live = false;
      window.clearInterval(tick);
    };
  }, [missionId]);

  const info = state?.info;
  const progress = state?.progress;
  const busy = progress !== undefined;
  const age = info ? Math.max(0, Math.floor((now - info.at) / 60_000)) : 0;
  return (
    <section className={styles.pack} aria-label={t('pack.label')}>
      <p className={styles.meta} role="status">
        {busy
          ? t('pack.downloading', { done: progress.done, total: progress.total })
          : info
            ? t('pack.ready', {
                time: when(info.at),
                size: size(info.bytes),
                age: age < 1 ? t('pack.justNow') : t('pack.ago', { age: duration(age) }),
              })
            : t('pack.none')}
      </p>
      {!busy && info && packStale(info, now) && (
        <p className={`${styles.meta} ${styles.danger}`}>{t('pack.stale')}</p>
      )}
      {!busy && info && info.missing > 0 && (
        <p className={`${styles.meta} ${styles.warning}`}>{t('pack.missing', { count: info.missing })}</p>
      )}
      {!busy && state?.failed && <p className={`${styles.meta} ${styles.danger}`}>{t('pack.failed')}</p>}
      <button
        type="button"
        className={styles.buttonOutline}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void downloadPack(missionId)}
      >
        {info ? t('pack.again') : t('pack.download')}
      </button>
    </section>
  );
}
