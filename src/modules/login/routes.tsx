import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { modulePages } from '@/shell/routing';
import { configuredLoginUrl, externalLoginUrl } from './portal';

const page = modulePages(() => import('./i18n'));

/** §7: when the login URL is set to the company's sign-in portal, /login forwards there. */
const loginEntry: LoaderFunction = ({ request }) => {
  const portal = externalLoginUrl(configuredLoginUrl(), new URL(request.url));
  if (portal) throw redirect(portal);
  return null;
};

/** Login, forgot and reset password: public. */
export const loginRoutes: RouteObject[] = [
  page('login', () => import('./pages/LoginPage'), {
    handle: { ns: 'login', titleKey: 'screens.login' },
    loader: loginEntry,
  }),
  page('login/forget', () => import('./pages/ForgetPasswordPage'), {
    handle: { ns: 'login', titleKey: 'screens.forget' },
  }),
  page('login/reset', () => import('./pages/ResetPasswordPage'), {
    handle: { ns: 'login', titleKey: 'screens.reset' },
  }),
];
