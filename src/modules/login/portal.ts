import { paths } from '@/lib/paths';

/**
 * §7: the login URL is a setting (VITE_LOGIN_URL). Usually it is this app's /login; it may instead be the
 * company's sign-in portal (an absolute http(s) URL on another origin). Then /login forwards there, with
 * a `redirect` back to this app's /login (keeping the wanted page), where the portal's `ssoToken` is
 * exchanged. Returns the portal address to go to, or null to show this app's own login screen.
 */
export function externalLoginUrl(configured: string | undefined, current: URL): string | null {
  const value = configured?.trim();
  if (!value || !/^https?:\/\//i.test(value)) return null;
  let portal: URL;
  try {
    portal = new URL(value);
  } catch {
    return null;
  }
  if (portal.origin === current.origin) return null;
  if (current.searchParams.has('ssoToken')) return null;
  const back = new URL(paths.login.home, current.origin);
  const wanted = current.searchParams.get('redirect');
  if (wanted) back.searchParams.set('redirect', wanted);
  portal.searchParams.set('redirect', back.toString());
  return portal.toString();
}

export const configuredLoginUrl = (): string | undefined =>
  import.meta.env.VITE_LOGIN_URL as string | undefined;
