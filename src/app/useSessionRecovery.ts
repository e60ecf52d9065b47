import { useEffect, useRef } from 'react';
import { onUnauthorized } from '@/api/unauthorized';
import { useSessionStore } from '@/stores/session';
import { isPublicPath, loginPath } from '@/lib/paths';
import { showToast } from '@/stores/feedback';
import { i18n } from '@/i18n';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Runs `then` now when the browser has a network, else once it comes back (once). */
function whenOnline(then: () => void): void {
  if (navigator.onLine !== false) return then();
  const back = () => {
    window.removeEventListener('online', back);
    if (useSessionStore.getState().token === null && useSessionStore.getState().auth) {
      showToast(i18n.t('offline.signInAgain'));
      then();
    }
  };
  window.addEventListener('online', back);
}

/** Login in place of the current page, keeping where the user was so they come back to it. */
function toLogin(router: AppRouter): void {
  const { pathname, search } = router.state.location;
  if (isPublicPath(pathname)) return;
  void router.navigate(loginPath(`${pathname}${search}`), { replace: true });
}

/**
 * A 401 from any call means the session is gone: end it (token and local storage cleared, drafts kept) and go to
 * login, keeping where the user was so they come back to it. Replace, so "back" shows no signed-in page.
 * Once on start, GetAuth confirms or rejects a stored session.
 */
export function useSessionRecovery(router: AppRouter): void {
  const restoring = useRef(false);

  useEffect(() => {
    onUnauthorized(() => {
      // Expired, not logged out: unsent drafts stay for when the user signs in again.
      useSessionStore.getState().expire();
      toLogin(router);
    });
    return () => onUnauthorized(null);
  }, [router]);

  useEffect(() => {
    // Refs survive StrictMode's second effect run: the check is asked once per start.
    if (restoring.current) return;
    restoring.current = true;
    // Nothing stored, nothing to check: the check's code (and axios) stay off a signed-out start.
    if (!useSessionStore.getState().auth) return;
    void import('@/modules/login/session')
      .then(({ restoreSession }) => restoreSession())
      .then((outcome) => {
        if (outcome === 'rejected') toLogin(router);
        // Opened again signed out: with the network, sign in now; without, read what was kept
        // (read-only, marked) and sign in as soon as the network is back.
        if (outcome === 'signedOut') whenOnline(() => toLogin(router));
      });
  }, [router]);
}
