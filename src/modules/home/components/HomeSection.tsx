import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import styles from './HomeSection.module.css';

export interface HomeSectionProps {
  id: string;
  title: ReactNode;
  /** "More" link to the full screen of this section. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A card of the home page with a heading and an optional link to its full screen. */
export function HomeSection({ id, title, more, children }: HomeSectionProps) {
  const headingId = `home-section-${id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {more && (
          <Link to={more.to} className={styles.more}>
            {more.label}
            <Icon name="chevron-right" size={32} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
