import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '@/shell/routing';

const strings = () => import('./i18n');
const soon = (path: string, key: string) =>
  comingSoon(strings, path, { ns: 'dynamics', titleKey: `screens.${key}` });

/** Flight status (dynamics). */
export const dynamicsRoutes: RouteObject[] = [
  soon('dynamics', 'home'),
  soon('dynamics/listpage', 'list'),
  soon('dynamics/details', 'details'),
  soon('dynamics/airports', 'airports'),
  soon('dynamics/crewmemberdetail', 'crewMember'),
  soon('dynamics/captainmemberdetail', 'captain'),
];
