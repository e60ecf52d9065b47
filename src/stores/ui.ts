import { create } from 'zustand';
import type { ReactNode } from 'react';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastState {
  id: number;
  message: string;
  /** ms; Infinity keeps it until the user acts on it. */
  duration: number;
  action?: ToastAction;
}

/** Dialog of §3: title, content, confirmCb, cancelCb, confirmText, cancelText, hideCancel. */
export interface DialogState {
  id: number;
  title: string;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
  hideCancel: boolean;
  confirmCb?: () => void;
  cancelCb?: () => void;
}

export type PopupPosition = 'left' | 'right' | 'top' | 'bottom' | 'center';

/** Popup of §3: open, component or render, position (default left), className, onClose. */
export interface PopupState {
  open: boolean;
  render?: () => ReactNode;
  component?: ReactNode;
  position: PopupPosition;
  className?: string;
  label?: string;
  onClose?: () => void;
}

interface UiState {
  /** Requests flagged as loading that are still in flight; the overlay shows while > 0. */
  loadingCount: number;
  /**
   * Which calls hold the overlay. A page hides the overlay when it is created; calls of the page that
   * left are then forgotten, so their late end cannot hide the overlay of a call the new page made.
   */
  loadingCalls: number[];
  toast: ToastState | null;
  dialogs: DialogState[];
  popup: PopupState;
  /** Navigation flags of §4: reset when a page is created or re-activated; they pick the animation. */
  isBack: boolean;
  isHome: boolean;
  headerHeight: number;
  footerHeight: number;
  /** Side menu tab of §3. */
  sideMenuTab: string | null;
  /** The last HTTP failure, the spec's "cache under error". */
  lastError: unknown;
  /** Shows the overlay for one call; returns the call's ticket for hideLoading. */
  showLoading: () => number;
  /** That call ended (without a ticket: the latest call still held). */
  hideLoading: (ticket?: number) => void;
  /** Each page hides the loading indicator on creation. */
  resetLoading: () => void;
  setToast: (toast: ToastState | null) => void;
  pushDialog: (dialog: DialogState) => void;
  closeDialog: (id: number) => void;
  setPopup: (popup: PopupState) => void;
  setNavFlags: (flags: { isBack?: boolean; isHome?: boolean }) => void;
  setChromeHeights: (heights: { headerHeight?: number; footerHeight?: number }) => void;
  setSideMenuTab: (tab: string | null) => void;
  setLastError: (error: unknown) => void;
}

export const closedPopup: PopupState = { open: false, position: 'left' };

const initial = {
  loadingCount: 0,
  loadingCalls: [] as number[],
  toast: null,
  dialogs: [],
  popup: closedPopup,
  isBack: false,
  isHome: false,
  headerHeight: 0,
  footerHeight: 0,
  sideMenuTab: null,
  lastError: null,
};

let nextTicket = 1;

export const useUiStore = create<UiState>()((set) => ({
  ...initial,
  showLoading: () => {
    const ticket = nextTicket;
    nextTicket += 1;
    set((s) => {
      const loadingCalls = [...s.loadingCalls, ticket];
      return { loadingCalls, loadingCount: loadingCalls.length };
    });
    return ticket;
  },
  hideLoading: (ticket) =>
    set((s) => {
      const loadingCalls =
        ticket === undefined ? s.loadingCalls.slice(0, -1) : s.loadingCalls.filter((t) => t !== ticket);
      return { loadingCalls, loadingCount: loadingCalls.length };
    }),
  resetLoading: () => set({ loadingCalls: [], loadingCount: 0 }),
  setToast: (toast) => set({ toast }),
  pushDialog: (dialog) => set((s) => ({ dialogs: [...s.dialogs, dialog] })),
  closeDialog: (id) => set((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) })),
  setPopup: (popup) => set({ popup }),
  setNavFlags: (flags) => set(flags),
  setChromeHeights: (heights) => set(heights),
  setSideMenuTab: (sideMenuTab) => set({ sideMenuTab }),
  setLastError: (lastError) => set({ lastError }),
}));

export function resetUiStore(): void {
  useUiStore.setState(initial);
}
