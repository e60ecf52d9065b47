import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import styles from './LoadingState.module.css';

export interface LoadingStateProps {
  /** Default 加载中… / Loading… */
  text?: ReactNode;
  /** Compact inline variant (for a row or a button area). */
  inline?: boolean;
  className?: string;
}

/** Standard loading state of a list or panel. */
export function LoadingState({ text, inline, className }: LoadingStateProps) {
  const { t } = useTranslation('components');
  return (
    <div
      role="status"
      aria-live="polite"
      className={[styles.loading, inline && styles.inline, className].filter(Boolean).join(' ')}
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span>{text ?? t('loading')}</span>
    </div>
  );
}
