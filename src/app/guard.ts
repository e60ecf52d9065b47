import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { hasSession } from '@/stores/session';
import { isPublicPath, paths } from '@/lib/paths';

/**
 * §2 access guard, run before every navigation: with a stored auth entry navigation proceeds; without
 * one only the public screens open, and everything else goes to login, keeping where the user wanted to go.
 */
export function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (isPublicPath(url.pathname) || hasSession()) return null;
  const wanted = `${url.pathname}${url.search}`;
  const query = wanted === '/' ? '' : `?redirect=${encodeURIComponent(wanted)}`;
  throw redirect(`${paths.login.home}${query}`);
}
