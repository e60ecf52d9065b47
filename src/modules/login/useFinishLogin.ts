import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, toResult } from '@/api/errors';
import { confirmDropOnSignIn } from '@/api/sessionData';
import type { LoginResult } from '@/api/schema/auth';
import { useSessionStore } from '@/stores/session';
import { showConfirm } from '@/stores/feedback';
import { paths, safeRedirect } from '@/lib/paths';
import { passwordTipsQuery, updateLoginLastDate } from '@/api/home';
import { queryClient } from '@/api/queryClient';
import { rememberUser } from './session';

/**
 * What every way of signing in does once the backend said yes: store the session (§9: auth in
 * localStorage, token and identify code in this tab's sessionStorage), record the login date, offer a
 * password change when the backend asks for one, then open the page the user first wanted (same-origin
 * only) in place of the login page, so that "back" does not return to it.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation('login');
  const redirect = params.get('redirect');

  return useCallback(
    async (result: LoginResult, remember?: { userName: string; keep: boolean }) => {
      if (!result?.isLogin || !result.token || !result.auth) {
        throw new ApiError('business', t('errors.loginFailed'));
      }
      // Records another user made offline would be dropped: the user is told how many and may cancel.
      if (!(await confirmDropOnSignIn(result.auth.userId))) throw new ApiError('cancelled', 'cancelled');
      useSessionStore.getState().login({
        auth: result.auth,
        token: result.token,
        identifyCode: result.identifyCode || undefined,
      });
      if (remember) rememberUser(remember.keep ? remember.userName : null);

      // Bookkeeping and advice: neither may keep the user out, so failures are ignored.
      const [, tips] = await Promise.all([
        toResult(updateLoginLastDate()),
        toResult(queryClient.fetchQuery({ ...passwordTipsQuery(), staleTime: 0, gcTime: 0 })),
      ]);
      if (tips.ok && tips.data?.mustChange) {
        const changeNow = await showConfirm({
          title: t('tips.title'),
          // Our own words, in the user's language (the backend's message is Chinese only).
          content: t('tips.body', { count: tips.data.daysSinceChange }),
          confirmText: t('tips.changeNow'),
          cancelText: t('tips.later'),
        });
        if (changeNow) {
          navigate(paths.me.password, { replace: true });
          return;
        }
      }
      navigate(safeRedirect(redirect), { replace: true });
    },
    [navigate, redirect, t],
  );
}
