import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { Icon } from '../Icon';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  /** A message, or an error whose `message` is shown. Falls back to a generic text. */
  error?: unknown;
  message?: ReactNode;
  /** When given, a retry button is shown. */
  onRetry?: () => void;
  retryText?: ReactNode;
  className?: string;
}

/** Reads a human message from whatever was thrown (Error, string, {message}). */
export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return null;
}

/** Standard error state of a list or panel, with an optional retry. */
export function ErrorState({ error, message, onRetry, retryText, className }: ErrorStateProps) {
  const { t } = useTranslation('components');
  return (
    <div role="alert" className={[styles.error, className].filter(Boolean).join(' ')}>
      <Icon name="warning" size={72} className={styles.icon} />
      <p className={styles.text}>{message ?? errorMessage(error) ?? t('error.default')}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          <Icon name="refresh" size={32} />
          {retryText ?? t('error.retry')}
        </button>
      )}
    </div>
  );
}
