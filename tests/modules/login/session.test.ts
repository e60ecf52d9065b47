import { afterEach, describe, expect, it } from 'vitest';
import { setFault } from '@mocks/node';
import { onUnauthorized } from '@/api/unauthorized';
import { useSessionStore } from '@/stores/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { loginPath } from '@/lib/paths';
import { readRememberedUser, rememberUser, restoreSession } from '@/modules/login/session';
import { externalLoginUrl } from '@/modules/login/portal';
import { signIn } from '../../support/app';
import { countRequests } from '../../support/requests';

const stored = (which: Storage, key: string) => which.getItem(key);

afterEach(() => onUnauthorized(null));

describe('restoreSession (GetAuth on app start)', () => {
  it('does nothing without a stored session', async () => {
    expect(await restoreSession()).toBe('none');
  });

  it('confirms a good session and refreshes the stored auth from the backend', async () => {
    const result = await signIn('cabin');
    useSessionStore.setState({ auth: { ...result.auth, name: 'stale name' } });
    expect(await restoreSession()).toBe('restored');
    expect(useSessionStore.getState().auth?.name).toBe(result.auth.name);
    expect(JSON.parse(stored(localStorage, STORAGE_KEYS.auth) ?? '{}').name).toBe(result.auth.name);
    expect(useSessionStore.getState().token).toBe(result.token);
  });

  it('an auth entry with no token in this tab is signed out without deleting anything, and asks nothing', async () => {
    const { auth } = await signIn('pilot');
    rememberUser('pilot');
    sessionStorage.clear();
    useSessionStore.setState({ token: null, identifyCode: null });
    const asked = countRequests('/api/Default/GetAuth');
    expect(await restoreSession()).toBe('signedOut');
    asked.stop();
    expect(asked.count).toBe(0);
    // The user's kept data and unsent records are theirs until another user signs in (docs/offline.md).
    expect(useSessionStore.getState().auth?.userId).toBe(auth.userId);
    expect(stored(localStorage, STORAGE_KEYS.auth)).not.toBeNull();
    expect(readRememberedUser()).toBe('pilot');
  });

  it('leaves a 401 to the unauthorized handler (logout and back to login)', async () => {
    await signIn('pilot');
    let handled = 0;
    onUnauthorized(() => {
      handled += 1;
      useSessionStore.getState().logout();
    });
    useSessionStore.setState({ token: 'expired-token' });
    expect(await restoreSession()).toBe('expired');
    expect(handled).toBe(1);
    expect(useSessionStore.getState().auth).toBeNull();
  });

  it('keeps the session when the backend cannot be reached', async () => {
    const result = await signIn('pilot');
    setFault('/api/Default/GetAuth', { kind: 'network', times: 2 });
    expect(await restoreSession()).toBe('kept');
    expect(useSessionStore.getState().auth?.userId).toBe(result.auth.userId);
  });
});

describe('remembered user', () => {
  it('keeps only the trimmed user name under its own key, and forgets it on request', () => {
    rememberUser('  pilot ');
    expect(stored(localStorage, STORAGE_KEYS.rememberedUser)).toBe('"pilot"');
    expect(readRememberedUser()).toBe('pilot');
    rememberUser(null);
    expect(stored(localStorage, STORAGE_KEYS.rememberedUser)).toBeNull();
    expect(readRememberedUser()).toBe('');
  });

  it('is cleared by logout, while the language and text size stay', async () => {
    await signIn('pilot');
    rememberUser('pilot');
    localStorage.setItem(STORAGE_KEYS.lang, 'en-us');
    localStorage.setItem(STORAGE_KEYS.textSize, '"large"');
    useSessionStore.getState().logout();
    expect(readRememberedUser()).toBe('');
    expect(stored(localStorage, STORAGE_KEYS.lang)).toBe('en-us');
    expect(stored(localStorage, STORAGE_KEYS.textSize)).toBe('"large"');
  });
});

describe('login URL', () => {
  it('keeps the wanted page in the login path', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/me/setup?x=1')).toBe('/login?redirect=%2Fme%2Fsetup%3Fx%3D1');
  });

  const newState = () => 'state-1';

  it('shows this app\u2019s own login screen unless an external portal is configured', () => {
    const here = new URL('https://crew.example.com/login?redirect=%2Fme');
    expect(externalLoginUrl(undefined, here, newState)).toBeNull();
    expect(externalLoginUrl('/login', here, newState)).toBeNull();
    expect(externalLoginUrl('https://crew.example.com/login', here, newState)).toBeNull();
    expect(externalLoginUrl('not a url', here, newState)).toBeNull();
  });

  it('forwards to the portal with a way back that keeps the wanted page and carries the state', () => {
    const here = new URL('https://crew.example.com/login?redirect=%2Fme%2Fsetup');
    const target = new URL(externalLoginUrl('https://sso.example.com/auth?app=crew', here, newState) ?? '');
    expect(target.origin).toBe('https://sso.example.com');
    expect(target.searchParams.get('app')).toBe('crew');
    expect(target.searchParams.get('redirect')).toBe(
      'https://crew.example.com/login?redirect=%2Fme%2Fsetup&state=state-1',
    );
  });
});
