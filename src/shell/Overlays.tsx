import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '@/stores/ui';
import styles from './Overlays.module.css';

// A dialog's and a popup's box (with their focus trap) load when the first one opens, not with the
// start-up bundle; the service worker's install, after the first screen, has them on the phone by then.
const DialogBox = lazy(() => import('./OverlayBoxes').then((boxes) => ({ default: boxes.DialogBox })));
const PopupBox = lazy(() => import('./OverlayBoxes').then((boxes) => ({ default: boxes.PopupBox })));

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

/** Dialogs stack: the newest is on top and holds the focus. */
export function DialogHost() {
  const dialogs = useUiStore((s) => s.dialogs);
  const top = dialogs[dialogs.length - 1];
  return top ? (
    <Suspense fallback={null}>
      <DialogBox key={top.id} dialog={top} />
    </Suspense>
  ) : null;
}

export function PopupHost() {
  const popup = useUiStore((s) => s.popup);
  return popup.open ? (
    <Suspense fallback={null}>
      <PopupBox popup={popup} />
    </Suspense>
  ) : null;
}
