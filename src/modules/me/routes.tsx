import type { RouteObject } from 'react-router-dom';
import { screens } from '@/lib/paths';
import { comingSoon, modulePages } from '@/shell/routing';

const strings = () => import('./i18n');
const page = modulePages(strings);
const s = screens.me;

/** The personal centre. Settings' account part is built; the rest comes with the personal-centre issue. */
export const meRoutes: RouteObject[] = Object.values(s).map((screen) =>
  screen === s.setup ? page(s.setup, () => import('./pages/SetupPage')) : comingSoon(strings, screen),
);
