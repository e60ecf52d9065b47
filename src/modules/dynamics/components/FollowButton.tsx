import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { useFollowFlight } from '../hooks/useFollowFlight';
import styles from './FollowButton.module.css';

interface FollowButtonProps {
  flightId: string;
  flightNo: string;
  /** Show the word next to the star (details page). */
  withText?: boolean;
  className?: string;
}

/** Follows or unfollows a flight at once; the shared crew store carries the state to other screens. */
export function FollowButton({ flightId, flightNo, withText, className }: FollowButtonProps) {
  const { t } = useTranslation('dynamics');
  const { followed, busy, toggle } = useFollowFlight(flightId, flightNo);
  return (
    <button
      type="button"
      className={[styles.follow, followed && styles.on, className].filter(Boolean).join(' ')}
      aria-pressed={followed}
      aria-busy={busy || undefined}
      aria-label={withText ? undefined : t('follow.label', { flightNo })}
      onClick={() => void toggle()}
    >
      <Icon name={followed ? 'star-filled' : 'star'} size={40} />
      {withText && <span>{followed ? t('follow.following') : t('follow.follow')}</span>}
    </button>
  );
}
