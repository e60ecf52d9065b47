import { redirect, replace, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { screens } from '@/lib/paths';
import { modulePages } from '@/shell/routing';
import {
  beginPortalLogin,
  configuredLoginUrl,
  externalLoginUrl,
  pendingPortalReturn,
  receivePortalReturn,
  SSO_TOKEN_PARAM,
} from './portal';

const page = modulePages(() => import('./i18n'));
const s = screens.login;

/**
 * §7: a return from the company's portal loses its token from the address at once (kept in memory for
 * the login page, which checks and exchanges it); otherwise, when the login URL is the portal, /login
 * forwards there with a new state value.
 */
const loginEntry: LoaderFunction = ({ request }) => {
  const url = new URL(request.url);
  if (url.searchParams.has(SSO_TOKEN_PARAM)) throw replace(receivePortalReturn(url));
  // The return is being handled: no new trip to the portal meanwhile.
  if (pendingPortalReturn()) return null;
  const portal = externalLoginUrl(configuredLoginUrl(), url, beginPortalLogin);
  if (portal) throw redirect(portal);
  return null;
};

/** Login, forgot and reset password: public. */
export const loginRoutes: RouteObject[] = [
  page(s.home, () => import('./pages/LoginPage'), { loader: loginEntry }),
  page(s.forget, () => import('./pages/ForgetPasswordPage')),
  page(s.reset, () => import('./pages/ResetPasswordPage')),
];
