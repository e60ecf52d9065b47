import { useId, type ReactNode } from 'react';
import styles from './ReadingCard.module.css';

/** A white card with a heading: how every reading step groups what it shows. */
export function ReadingSection({
  title,
  aside,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        <span>{title}</span>
        {aside}
      </h2>
      {children}
    </section>
  );
}
