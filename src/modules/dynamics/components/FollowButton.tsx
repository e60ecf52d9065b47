import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { useFollowFlight, type FollowTarget } from '../hooks/useFollowFlight';
import styles from './FollowButton.module.css';

interface FollowButtonProps extends FollowTarget {
  /** Show the word next to the star (details page). */
  withText?: boolean;
  className?: string;
}

/** Follows or unfollows a flight at once; every screen showing the flight follows (api/follow). */
export function FollowButton({ withText, className, ...target }: FollowButtonProps) {
  const { t } = useTranslation('dynamics');
  const { busy, toggle } = useFollowFlight(target);
  const { followed, flightNo } = target;
  return (
    <button
      type="button"
      className={[styles.follow, followed && styles.on, className].filter(Boolean).join(' ')}
      aria-pressed={followed}
      aria-busy={busy || undefined}
      aria-label={withText ? undefined : t('follow.label', { flightNo })}
      onClick={toggle}
    >
      <Icon name={followed ? 'star-filled' : 'star'} size={40} />
      {withText && <span>{followed ? t('follow.following') : t('follow.follow')}</span>}
    </button>
  );
}
