import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { keptFromEarlierVisit, queryClient } from '@/api/queryClient';
import { useSessionStore } from '@/stores/session';
import styles from './Page.module.css';

type Mark = { kind: 'offline' | 'updating' | 'signedOut'; at: number } | { kind: 'signedOutNothing' } | null;

const offlineError = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'signedOut');

/**
 * What the answers on screen say about their age, from the query cache: the queries screens observe
 * (active) that hold data. Their refresh failed for want of a network (or is paused) → "offline, as of"
 * the oldest; a refresh on its way of answers restored from the phone → "as of, updating".
 */
function markOfQueries(): string {
  let offline = Infinity;
  let updating = Infinity;
  let oldest = Infinity;
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt, error, fetchStatus } = query.state;
    if (data === undefined || !query.isActive()) continue;
    oldest = Math.min(oldest, dataUpdatedAt);
    if (fetchStatus === 'paused' || (fetchStatus === 'idle' && offlineError(error)))
      offline = Math.min(offline, dataUpdatedAt);
    else if (fetchStatus === 'fetching' && keptFromEarlierVisit(dataUpdatedAt))
      updating = Math.min(updating, dataUpdatedAt);
  }
  return `${offline}|${updating}|${oldest}`;
}
const subscribe = (changed: () => void) => queryClient.getQueryCache().subscribe(changed);

function useMark(): Mark {
  const signedOut = useSessionStore((s) => s.auth !== null && s.token === null);
  const [offline, updating, oldest] = useSyncExternalStore(subscribe, markOfQueries, markOfQueries)
    .split('|')
    .map(Number) as [number, number, number];
  if (signedOut)
    return Number.isFinite(oldest) ? { kind: 'signedOut', at: oldest } : { kind: 'signedOutNothing' };
  if (Number.isFinite(offline)) return { kind: 'offline', at: offline };
  if (Number.isFinite(updating)) return { kind: 'updating', at: updating };
  return null;
}

/**
 * "Offline, as of HH:mm": the screen shows answers kept on the phone because the network is gone;
 * "as of HH:mm, updating": answers restored from the phone at start while the fresh ones come (that
 * one lies over the top of the screen instead of pushing it down, so the screen does not move when it
 * comes and goes within a second); "signed out, offline: showing what was saved at HH:mm": the app was
 * opened again with no session (docs/offline.md), read-only until the user signs in.
 */
export function OfflineMark() {
  const { t } = useTranslation();
  const mark = useMark();
  if (!mark) return null;
  if (mark.kind === 'signedOutNothing')
    return (
      <p role="status" className={styles.offline}>
        {t('offline.signedOutNothing')}
      </p>
    );
  // Plain Date rather than dayjs: the shell is in the start-up bundle, dayjs is not.
  const at = new Date(mark.at);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(at.getHours())}:${two(at.getMinutes())}`;
  const sameDay = at.toDateString() === new Date().toDateString();
  const time = sameDay
    ? clock
    : `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${clock}`;
  if (mark.kind === 'updating')
    return (
      <div className={styles.updatingPlace}>
        <p role="status" className={styles.updating}>
          {t('offline.updating', { time })}
        </p>
      </div>
    );
  return (
    <p role="status" className={styles.offline}>
      {t(mark.kind === 'signedOut' ? 'offline.signedOut' : 'offline.asOf', { time })}
    </p>
  );
}
