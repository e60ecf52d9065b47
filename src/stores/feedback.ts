import type { ReactNode } from 'react';
import { i18n } from '@/i18n';
import { closedPopup, useUiStore, type PopupState, type ToastAction } from './ui';

/** Toast default duration of §9. */
export const TOAST_DURATION_MS = 2000;

let nextId = 1;

export function showToast(message: string, duration = TOAST_DURATION_MS, action?: ToastAction): void {
  useUiStore.getState().setToast({ id: nextId++, message, duration, action });
}

export interface DialogOptions {
  title?: string;
  content: ReactNode;
  confirmText?: string;
  cancelText?: string;
  hideCancel?: boolean;
  confirmCb?: () => void;
  cancelCb?: () => void;
}

/** Alert: defaults 提示信息 / 确定 / no cancel. Resolves when closed. */
export function showAlert(options: DialogOptions): Promise<void> {
  return new Promise((resolve) => {
    useUiStore.getState().pushDialog({
      id: nextId++,
      title: options.title ?? i18n.t('dialog.alertTitle'),
      content: options.content,
      confirmText: options.confirmText ?? i18n.t('dialog.confirm'),
      cancelText: options.cancelText ?? i18n.t('dialog.cancel'),
      hideCancel: options.hideCancel ?? true,
      confirmCb: () => {
        options.confirmCb?.();
        resolve();
      },
      cancelCb: () => {
        options.cancelCb?.();
        resolve();
      },
    });
  });
}

/** Confirm: defaults 确认操作 / 确定 / 取消. Resolves true on confirm, false on cancel. */
export function showConfirm(options: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    useUiStore.getState().pushDialog({
      id: nextId++,
      title: options.title ?? i18n.t('dialog.confirmTitle'),
      content: options.content,
      confirmText: options.confirmText ?? i18n.t('dialog.confirm'),
      cancelText: options.cancelText ?? i18n.t('dialog.cancel'),
      hideCancel: options.hideCancel ?? false,
      confirmCb: () => {
        options.confirmCb?.();
        resolve(true);
      },
      cancelCb: () => {
        options.cancelCb?.();
        resolve(false);
      },
    });
  });
}

export function openPopup(
  popup: Omit<PopupState, 'open' | 'position'> & { position?: PopupState['position'] },
): void {
  useUiStore.getState().setPopup({ ...popup, position: popup.position ?? 'left', open: true });
}

/** The popup closes by clearing its state, then calling its optional onClose. */
export function closePopup(): void {
  const { popup, setPopup } = useUiStore.getState();
  setPopup(closedPopup);
  popup.onClose?.();
}
