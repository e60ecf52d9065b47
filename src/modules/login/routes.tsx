import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { screens } from '@/lib/paths';
import { modulePages } from '@/shell/routing';
import { configuredLoginUrl, externalLoginUrl } from './portal';

const page = modulePages(() => import('./i18n'));
const s = screens.login;

/** §7: when the login URL is set to the company's sign-in portal, /login forwards there. */
const loginEntry: LoaderFunction = ({ request }) => {
  const portal = externalLoginUrl(configuredLoginUrl(), new URL(request.url));
  if (portal) throw redirect(portal);
  return null;
};

/** Login, forgot and reset password: public. */
export const loginRoutes: RouteObject[] = [
  page(s.home, () => import('./pages/LoginPage'), { loader: loginEntry }),
  page(s.forget, () => import('./pages/ForgetPasswordPage')),
  page(s.reset, () => import('./pages/ResetPasswordPage')),
];
