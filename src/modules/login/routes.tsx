import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '@/shell/routing';

const strings = () => import('./i18n');
const soon = (path: string, key: string) =>
  comingSoon(strings, path, { ns: 'login', titleKey: `screens.${key}` });

/** Login, forgot and reset password: public. */
export const loginRoutes: RouteObject[] = [
  soon('login', 'login'),
  soon('login/forget', 'forget'),
  soon('login/reset', 'reset'),
];
