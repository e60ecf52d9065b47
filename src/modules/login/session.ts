import { isApiError } from '@/api/errors';
import { useSessionStore } from '@/stores/session';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { sessionCheckQuery } from '@/api/auth';
import { afterFirstPicture } from '@/api/firstPicture';
import { queryClient } from '@/api/queryClient';

/**
 * What app start did with a stored session: none stored; confirmed by the backend; rejected (the user
 * must sign in again); expired (a 401: the client's unauthorized handler has logged out and gone to
 * login); kept because the backend could not be asked (offline, server trouble); or signed out: the
 * app was opened again (a new tab) with a stored user and no token.
 */
export type RestoreOutcome = 'none' | 'restored' | 'rejected' | 'expired' | 'kept' | 'signedOut';

/**
 * On app start, GET /api/Default/GetAuth decides whether a stored session is still good. The auth entry
 * lives in localStorage but the token only in this tab's sessionStorage, so a new tab or a restarted
 * browser has an auth entry it cannot prove: signed out, but nothing of the user is deleted (their
 * kept data reads offline, their unsent records wait: docs/offline.md). A 401 is handled by the
 * client's unauthorized handler (back to login, keeping only the queue).
 */
export async function restoreSession(): Promise<RestoreOutcome> {
  const { auth, token } = useSessionStore.getState();
  if (!auth) return 'none';
  if (!token) return 'signedOut';
  // The screen drawn from what the phone kept does not wait for the check (api/firstPicture).
  await afterFirstPicture();
  try {
    // Asked of the backend every time, never answered from (nor kept in) the cache.
    const fresh = await queryClient.fetchQuery({ ...sessionCheckQuery(), staleTime: 0, gcTime: 0 });
    // Signed out or signed in as someone else while the call was in flight: that newer state wins.
    if (useSessionStore.getState().token !== token) return 'kept';
    if (!fresh || typeof fresh !== 'object' || !fresh.userId) {
      useSessionStore.getState().expire();
      return 'rejected';
    }
    useSessionStore.getState().confirm(fresh);
    return 'restored';
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.kind === 'unauthorized') return 'expired';
    if (error.kind === 'business') {
      // The backend answered and said no.
      useSessionStore.getState().expire();
      return 'rejected';
    }
    return 'kept';
  }
}

/**
 * "Remember me" keeps the user name only, in localStorage (a documented exception to "only auth in
 * localStorage"); the password is left to the browser's password manager. Logout clears it.
 */
export const readRememberedUser = (): string => readJson<string>('local', STORAGE_KEYS.rememberedUser) ?? '';

export function rememberUser(userName: string | null): void {
  writeJson('local', STORAGE_KEYS.rememberedUser, userName?.trim() || null);
}
