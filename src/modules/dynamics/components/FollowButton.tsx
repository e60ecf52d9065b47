import { Icon } from '@/components/Icon';
import styles from './FollowButton.module.css';

interface FollowButtonProps {
  followed: boolean;
  /** The change is on its way. */
  busy: boolean;
  onToggle: () => void;
  /** The button's name where it shows only the star (a list row). */
  label?: string;
  /** The word shown beside the star (details page). */
  text?: string;
  className?: string;
}

/** The star that follows or unfollows a flight; the screen's useFollowFlight does the change. */
export function FollowButton({ followed, busy, onToggle, label, text, className }: FollowButtonProps) {
  return (
    <button
      type="button"
      className={[styles.follow, followed && styles.on, className].filter(Boolean).join(' ')}
      aria-pressed={followed}
      aria-busy={busy || undefined}
      aria-label={text ? undefined : label}
      onClick={onToggle}
    >
      <Icon name={followed ? 'star-filled' : 'star'} size={40} />
      {text && <span>{text}</span>}
    </button>
  );
}
