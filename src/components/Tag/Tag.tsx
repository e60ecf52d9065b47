import type { ReactNode } from 'react';
import styles from './Tag.module.css';

export type TagTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface TagProps {
  tone?: TagTone;
  /**
   * `outline` (default): coloured text and border; `soft`: coloured text on a light tint of the tone;
   * `solid`: white text on the tone (neutral stays grey on the page background).
   */
  variant?: 'outline' | 'soft' | 'solid';
  className?: string;
  children: ReactNode;
}

/** A small coloured label: the words carry the meaning, the colour only repeats it. */
export function Tag({ tone = 'neutral', variant = 'outline', className, children }: TagProps) {
  return (
    <span className={[styles.tag, styles[variant], styles[tone], className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
