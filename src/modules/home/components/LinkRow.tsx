import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { blankTileOnError } from '@/lib/thumbnail';
import styles from './LinkRow.module.css';

export interface LinkRowProps {
  /** The detail screen; without it the row is plain text (nothing to open). */
  to?: string;
  title: ReactNode;
  /** Second line: sender, date... */
  meta?: ReactNode;
  /** Short text under the title (a summary). */
  summary?: ReactNode;
  /** Right-hand side: a tag, a time. */
  aside?: ReactNode;
  /** A picture on the left (news). */
  image?: string;
  /** Anything else on the left (a kind icon). */
  leading?: ReactNode;
  /** Unread rows carry a dot and a bold title; the words say it for screen readers. */
  unread?: boolean;
  unreadLabel?: string;
  /** The title always takes two lines' room, so every row of the list has one height (a mission's). */
  twoLineTitle?: boolean;
}

/** A list row that is a real link to its detail screen, so it can be reopened and shared. */
export function LinkRow({
  to,
  title,
  meta,
  summary,
  aside,
  image,
  leading,
  unread,
  unreadLabel,
  twoLineTitle,
}: LinkRowProps) {
  const className = [styles.row, unread && styles.unread].filter(Boolean).join(' ');
  const content = (
    <>
      {unread !== undefined && (
        <span className={styles.dotSlot} aria-hidden="true">
          {unread && <span className={styles.dot} />}
        </span>
      )}
      {image && <img className={styles.image} src={image} alt="" loading="lazy" onError={blankTileOnError} />}
      {leading}
      <span className={styles.text}>
        <span className={twoLineTitle ? `${styles.title} ${styles.twoLines}` : styles.title}>
          {unread && unreadLabel && <span className="visually-hidden">{unreadLabel}</span>}
          {title}
        </span>
        {summary && <span className={styles.summary}>{summary}</span>}
        {meta && <span className={styles.meta}>{meta}</span>}
      </span>
      {aside && <span className={styles.aside}>{aside}</span>}
      {to && <Icon name="chevron-right" size={32} className={styles.chevron} />}
    </>
  );
  return (
    <li className={styles.item}>
      {to ? (
        <Link to={to} className={className}>
          {content}
        </Link>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  );
}

/** The list around LinkRows. */
export function LinkList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
