import { paths } from '@/lib/paths';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** The query parameters the company portal's return carries (§7 ValiSsoToken). */
export const SSO_TOKEN_PARAM = 'ssoToken';
export const SSO_STATE_PARAM = 'state';

/**
 * §7: the login URL is a setting (VITE_LOGIN_URL). Usually it is this app's /login; it may instead be the
 * company's sign-in portal (an absolute http(s) URL on another origin). Then /login forwards there, with
 * a `redirect` back to this app's /login (keeping the wanted page and carrying `state`), where the
 * portal's `ssoToken` is exchanged. Returns the portal address to go to, or null to show this app's own
 * login screen. `newState` is asked only when the visit does go to the portal.
 */
export function externalLoginUrl(
  configured: string | undefined,
  current: URL,
  newState: () => string,
): string | null {
  const value = configured?.trim();
  if (!value || !/^https?:\/\//i.test(value)) return null;
  let portal: URL;
  try {
    portal = new URL(value);
  } catch {
    return null;
  }
  if (portal.origin === current.origin) return null;
  const back = new URL(paths.login.home, current.origin);
  const wanted = current.searchParams.get('redirect');
  if (wanted) back.searchParams.set('redirect', wanted);
  back.searchParams.set(SSO_STATE_PARAM, newState());
  portal.searchParams.set('redirect', back.toString());
  return portal.toString();
}

export const configuredLoginUrl = (): string | undefined =>
  import.meta.env.VITE_LOGIN_URL as string | undefined;

/**
 * A new state value for a trip to the portal, kept in this tab's sessionStorage: only a return that
 * carries it back is exchanged. A link someone else made (with their own one-time token) cannot know it.
 */
export function beginPortalLogin(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  writeJson('session', STORAGE_KEYS.ssoState, state);
  return state;
}

/** A return from the portal: its one-time token, and whether it carried the state this tab sent. */
export interface PortalReturn {
  token: string;
  trusted: boolean;
}

/** The return being handled: in memory only, never in the address, storage or history. */
let pending: PortalReturn | null = null;

/**
 * The portal came back (/login?ssoToken=…&state=…). The token is kept in memory and checked against the
 * state this tab kept (used once, then forgotten); the returned address is the same without either, to
 * replace the current entry before anything is exchanged, so the token is in no history entry and no
 * Referer of a later call.
 */
export function receivePortalReturn(url: URL): string {
  const token = url.searchParams.get(SSO_TOKEN_PARAM) ?? '';
  const expected = readJson<string>('session', STORAGE_KEYS.ssoState);
  removeKey('session', STORAGE_KEYS.ssoState);
  const state = url.searchParams.get(SSO_STATE_PARAM);
  pending = { token, trusted: token !== '' && !!expected && state === expected };
  const clean = new URLSearchParams(url.search);
  clean.delete(SSO_TOKEN_PARAM);
  clean.delete(SSO_STATE_PARAM);
  const query = clean.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** The return waiting to be handled (the login page shows "checking" meanwhile), without taking it. */
export const pendingPortalReturn = (): PortalReturn | null => pending;

/** Takes the waiting return: it is handled once, even when effects run twice. */
export function takePortalReturn(): PortalReturn | null {
  const taken = pending;
  pending = null;
  return taken;
}
