import { useTranslation } from 'react-i18next';
import { onlineManager, useMutationState, type Mutation } from '@tanstack/react-query';
import type { ApiError } from '@/api/errors';
import { queryClient } from '@/api/queryClient';
import { kindOf, type QueuedWrite } from '@/api/writes';
import { refusalText } from '@/api/refusals';
import styles from './QueueBar.module.css';
import './i18n';

const two = (n: number) => String(n).padStart(2, '0');
// Plain Date rather than dayjs: the shell is in the start-up bundle, dayjs is not.
const clock = (ms: number) => {
  const at = new Date(ms);
  return `${two(at.getHours())}:${two(at.getMinutes())}`;
};

type Shown = 'waiting' | 'sending' | 'sent' | 'refused';
const stateOf = (mutation: Mutation): Shown =>
  mutation.state.status === 'success'
    ? 'sent'
    : mutation.state.status === 'error'
      ? 'refused'
      : mutation.state.isPaused || mutation.state.failureCount > 0
        ? 'waiting'
        : 'sending';

/** The records made offline as the bar shows them: the queued writes in the mutation cache (api/writes). */
export function useQueuedWrites() {
  return useMutationState(
    {
      filters: { mutationKey: ['write'] },
      select: (mutation) => {
        const variables = mutation.state.variables as QueuedWrite | undefined;
        return {
          id: mutation.mutationId,
          kind: kindOf(mutation),
          queuedAt: variables?.queuedAt ?? mutation.state.submittedAt,
          state: stateOf(mutation),
          reason: (mutation.state.error as ApiError | null)?.message,
          code: (mutation.state.error as ApiError | null)?.code,
          doneAt: mutation.state.status === 'pending' ? undefined : mutation.state.submittedAt,
        };
      },
    },
    queryClient,
  );
}

/** "Send now": the network is tried again (TanStack Query resumes the paused records in their order). */
const send = () => {
  onlineManager.setOnline(true);
  void queryClient.resumePausedMutations();
};
/** Sent and refused records leave the list (waiting ones stay). */
const clear = () => {
  const cache = queryClient.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: ['write'] }))
    if (mutation.state.status !== 'pending') cache.remove(mutation);
};

/**
 * What was recorded offline (api/writes: paused mutations, kept on the phone): how many records wait
 * for the network, were sent or were not accepted (with the reason, in the user's language where its
 * code is known), opened into the list. Shown on every screen while the list holds anything; nothing at
 * all otherwise.
 */
export default function QueueBar() {
  const { t } = useTranslation('shell');
  const entries = useQueuedWrites();
  if (entries.length === 0) return null;
  const count = (...states: Shown[]) => entries.filter((e) => states.includes(e.state)).length;
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
            </span>
            {/* A refusal the app knows by its code is said in the user's language, else as the backend put it. */}
            {entry.state === 'refused' && entry.reason && (
              <span className={styles.reason}>{refusalText(entry) ?? entry.reason}</span>
            )}
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
