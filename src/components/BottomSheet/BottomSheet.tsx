import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { Icon } from '../Icon';
import { useFocusTrap } from '../useFocusTrap';
import styles from './BottomSheet.module.css';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom of the sheet. */
  footer?: ReactNode;
  className?: string;
}

/**
 * Self-contained modal bottom sheet (so the pickers do not depend on the shell popup): traps focus,
 * closes on Escape or backdrop tap, and returns focus to whatever opened it.
 */
export function BottomSheet({ open, onClose, title, children, footer, className }: BottomSheetProps) {
  const { t } = useTranslation('components');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useFocusTrap(dialogRef, open, onClose, { initialFocus: '[data-autofocus], [role="grid"] [tabindex="0"]' });

  if (!open) return null;

  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.sheet, className].filter(Boolean).join(' ')}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t('calendar.close')} onClick={onClose}>
            <Icon name="close" size={40} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
