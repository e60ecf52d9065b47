import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { hasSession } from '@/stores/session';
import { isPublicPath, loginPath } from '@/lib/paths';

/**
 * §2 access guard, run before every navigation: with a stored auth entry navigation proceeds; without
 * one only the public screens open, and everything else goes to login, keeping where the user wanted to go.
 */
export function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (isPublicPath(url.pathname) || hasSession()) return null;
  throw redirect(loginPath(`${url.pathname}${url.search}`));
}
