import type { RouteObject } from 'react-router-dom';
import { screens } from '@/lib/paths';
import { modulePages } from '@/shell/routing';

const page = modulePages(() => import('./i18n'));
const showcase = () => import('./pages/ShowcasePage');

/** The public component showcase, under both spellings the spec uses. */
export const showcaseRoutes: RouteObject[] = [
  page(screens.showcase.home, showcase),
  page(screens.showcase.alias, showcase),
];
