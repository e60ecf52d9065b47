import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore, type DialogState, type PopupState } from '@/stores/ui';
import { closePopup } from '@/stores/feedback';
import { useFocusTrap } from '@/components/useFocusTrap';
import styles from './OverlayBoxes.module.css';

/** The box of a dialog (shell/Overlays `DialogHost` shows the newest). */
export function DialogBox({ dialog }: { dialog: DialogState }) {
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

/** The open popup's box (shell/Overlays `PopupHost`). */
export function PopupBox({ popup }: { popup: PopupState }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, closePopup);
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
