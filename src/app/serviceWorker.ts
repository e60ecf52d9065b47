import { Workbox } from 'workbox-window';
import { i18n } from '@/i18n';
import { showToast } from '@/stores/feedback';

/**
 * Registers the build's service worker (vite.config.ts, `installableApp`). When a new version has been
 * deployed it waits: the open app says so in a toast, and only the user's tap switches to it and reloads
 * (what the user typed is kept as a draft across the reload).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const worker = new Workbox('/sw.js');
  worker.addEventListener('waiting', () => {
    showToast(i18n.t('update.available'), Number.POSITIVE_INFINITY, {
      label: i18n.t('update.reload'),
      onClick: () => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      },
    });
  });
  void worker.register();
}
