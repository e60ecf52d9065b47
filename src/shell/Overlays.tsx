import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore, type DialogState } from '@/stores/ui';
import { closePopup } from '@/stores/feedback';
import { useFocusTrap } from '@/components/useFocusTrap';
import styles from './Overlays.module.css';

/** Shown while requests flagged as loading are in flight; it locks page scrolling meanwhile. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const visible = useUiStore((s) => s.loadingCount > 0);
  useEffect(() => {
    document.body.classList.toggle('scroll-locked', visible);
    return () => document.body.classList.remove('scroll-locked');
  }, [visible]);
  if (!visible) return null;
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="loading-overlay">
      <div className={styles.spinner} aria-hidden="true" />
      <span className={styles.loadingText}>{t('loading')}</span>
    </div>
  );
}

export function Toast() {
  const toast = useUiStore((s) => s.toast);
  const setToast = useUiStore((s) => s.setToast);
  useEffect(() => {
    if (!toast || !Number.isFinite(toast.duration)) return;
    const timer = window.setTimeout(() => setToast(null), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast, setToast]);
  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={styles.toast}>
          {toast.message}
          {toast.action && (
            <button
              type="button"
              className={styles.toastAction}
              onClick={() => {
                setToast(null);
                toast.action?.onClick();
              }}
            >
              {toast.action.label}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function Dialog({ dialog }: { dialog: DialogState }) {
  const closeDialog = useUiStore((s) => s.closeDialog);
  const ref = useRef<HTMLDivElement>(null);
  const cancel = useCallback(() => {
    closeDialog(dialog.id);
    dialog.cancelCb?.();
  }, [closeDialog, dialog]);
  const confirm = () => {
    closeDialog(dialog.id);
    dialog.confirmCb?.();
  };
  useFocusTrap(ref, true, dialog.hideCancel ? confirm : cancel);
  const titleId = `dialog-title-${dialog.id}`;
  const bodyId = `dialog-body-${dialog.id}`;
  return (
    <div className={styles.mask}>
      <div
        ref={ref}
        className={styles.dialog}
        role={dialog.hideCancel ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {dialog.title}
        </h2>
        <div id={bodyId} className={styles.dialogBody}>
          {dialog.content}
        </div>
        <div className={styles.dialogActions}>
          {!dialog.hideCancel && (
            <button type="button" className={styles.dialogButton} onClick={cancel}>
              {dialog.cancelText}
            </button>
          )}
          <button
            type="button"
            className={`${styles.dialogButton} ${styles.primary}`}
            onClick={confirm}
            data-autofocus
          >
            {dialog.confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Dialogs stack: the newest is on top and holds the focus. */
export function DialogHost() {
  const dialogs = useUiStore((s) => s.dialogs);
  const top = dialogs[dialogs.length - 1];
  return top ? <Dialog key={top.id} dialog={top} /> : null;
}

export function PopupHost() {
  const popup = useUiStore((s) => s.popup);
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, popup.open, closePopup);
  if (!popup.open) return null;
  return (
    <div className={styles.mask} onClick={closePopup} data-testid="popup-mask">
      <div
        ref={ref}
        className={`${styles.popup} ${styles[`popup-${popup.position}`] ?? ''} ${popup.className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={popup.label ?? t('dialog.close')}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        {popup.render ? popup.render() : popup.component}
      </div>
    </div>
  );
}
