import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '@/components/Icon';
import styles from './ui.module.css';

export { styles as ui };

/** A white card with an optional heading (a region named by it). */
export function Card({ title, id, children }: { title?: ReactNode; id?: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={title && id ? id : undefined}>
      {title && (
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

export interface MenuItem {
  to?: string;
  onClick?: () => void;
  icon?: IconName;
  label: ReactNode;
  value?: ReactNode;
  /** Accessible name when the visible label and value need joining ("Messages, 3 unread"). */
  ariaLabel?: string;
}

/** A settings-style list of links, each one tap to its screen. */
export function Menu({ label, items }: { label?: string; items: MenuItem[] }) {
  return (
    <ul className={styles.menu} aria-label={label}>
      {items.map((item, index) => {
        const content = (
          <>
            {item.icon && <Icon name={item.icon} size={40} className={styles.menuIcon} />}
            <span className={styles.menuLabel}>{item.label}</span>
            {item.value !== undefined && <span className={styles.menuValue}>{item.value}</span>}
            <Icon name="chevron-right" size={32} className={styles.chevron} />
          </>
        );
        return (
          <li key={index}>
            {item.to ? (
              <Link to={item.to} className={styles.menuLink} aria-label={item.ariaLabel}>
                {content}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.menuLink}
                onClick={item.onClick}
                aria-label={item.ariaLabel}
              >
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A card-like list row, a link when it opens something. */
export function ItemCard({
  to,
  title,
  aside,
  children,
}: {
  to?: string;
  title: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const body = (
    <>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{title}</h3>
        {aside}
      </div>
      {children}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={styles.item}>
          {body}
        </Link>
      ) : (
        <div className={styles.item}>{body}</div>
      )}
    </li>
  );
}

export function ItemList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

export function Meta({ children }: { children: ReactNode }) {
  return <p className={styles.itemMeta}>{children}</p>;
}
