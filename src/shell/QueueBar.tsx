import { useTranslation } from 'react-i18next';
import { refusalText } from '@/api/refusals';
import { useWriteQueueStore, type QueuedWrite } from '@/stores/writeQueue';
import styles from './QueueBar.module.css';
import './i18n';

const two = (n: number) => String(n).padStart(2, '0');
// Plain Date rather than dayjs: the shell is in the start-up bundle, dayjs is not.
const clock = (ms: number) => {
  const at = new Date(ms);
  return `${two(at.getHours())}:${two(at.getMinutes())}`;
};

const send = () => void import('@/lib/writeQueue').then(({ flushQueue }) => flushQueue());
const clear = () => void import('@/lib/writeQueue').then(({ dismissDone }) => dismissDone());

/**
 * What was recorded offline (lib/writeQueue): how many records wait for the network, were sent or were
 * not accepted (with the reason, in the user's language where its code is known), opened into the list. Shown on every screen while the list
 * holds anything; nothing at all otherwise.
 */
export default function QueueBar() {
  const { t } = useTranslation('shell');
  const entries = useWriteQueueStore((s) => s.entries);
  if (entries.length === 0) return null;
  const count = (...states: QueuedWrite['state'][]) => entries.filter((e) => states.includes(e.state)).length;
  const waiting = count('waiting', 'sending');
  const sent = count('sent');
  const refused = count('refused');
  const summary = [
    waiting > 0 && t('queue.waiting', { count: waiting }),
    refused > 0 && t('queue.refused', { count: refused }),
    sent > 0 && t('queue.sent', { count: sent }),
  ].filter(Boolean);
  return (
    <details className={`${styles.bar} ${waiting > 0 ? styles.waiting : refused > 0 ? styles.refused : ''}`}>
      <summary className={styles.summary} aria-label={`${t('queue.label')}: ${summary.join(' · ')}`}>
        {summary.join(' · ')}
      </summary>
      <ul className={styles.list} aria-label={t('queue.label')}>
        {[...entries].reverse().map((entry) => (
          <li key={entry.id} className={styles.item}>
            <span className={styles.what}>
              {t(`queue.kind.${entry.kind}`)} · {t('queue.at', { time: clock(entry.queuedAt) })}
            </span>
            <span className={entry.state === 'refused' ? styles.stateRefused : styles.state}>
              {t(`queue.state.${entry.state}`)}
              {entry.doneAt ? ` ${clock(entry.doneAt)}` : ''}
            </span>
            {/* A refusal the app knows by its code is said in the user's language, else as the backend put it. */}
            {entry.reason && <span className={styles.reason}>{refusalText(entry) ?? entry.reason}</span>}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {waiting > 0 && (
          <button type="button" className={styles.button} onClick={send}>
            {t('queue.sendNow')}
          </button>
        )}
        {sent + refused > 0 && (
          <button type="button" className={styles.button} onClick={clear}>
            {t('queue.clear')}
          </button>
        )}
      </div>
    </details>
  );
}
