import { useEffect } from 'react';
import { onUnauthorized } from '@/api/client';
import { useSessionStore } from '@/stores/session';
import { isPublicPath, paths } from '@/lib/paths';
import type { createAppRouter } from './router';

/**
 * A 401 from any call means the session is gone: log out (token and local storage cleared) and go to
 * login, keeping where the user was so they come back to it. Replace, so "back" shows no signed-in page.
 */
export function useSessionRecovery(router: ReturnType<typeof createAppRouter>): void {
  useEffect(() => {
    onUnauthorized(() => {
      useSessionStore.getState().logout();
      const { pathname, search } = router.state.location;
      if (isPublicPath(pathname)) return;
      const wanted = `${pathname}${search}`;
      const query = wanted === '/' ? '' : `?redirect=${encodeURIComponent(wanted)}`;
      void router.navigate(`${paths.login.home}${query}`, { replace: true });
    });
    return () => onUnauthorized(null);
  }, [router]);
}
