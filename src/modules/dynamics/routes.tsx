import type { RouteObject } from 'react-router-dom';
import { modulePages, startingFirstReads } from '@/shell/routing';

const page = modulePages(() => import('./i18n'));
const handle = (key: string) => ({ handle: { ns: 'dynamics', titleKey: `screens.${key}` } });

/** Flight status (dynamics). Paths as in routes.tsv; links are built with `paths.dynamics`. */
export const dynamicsRoutes: RouteObject[] = [
  page('dynamics', () => import('./pages/DynamicsHomePage'), {
    ...handle('home'),
    loader: startingFirstReads(() => import('./firstCalls')),
  }),
  page('dynamics/listpage', () => import('./pages/FlightListPage'), handle('list')),
  page('dynamics/details', () => import('./pages/FlightDetailsPage'), handle('details')),
  page('dynamics/airports', () => import('./pages/AirportsPage'), handle('airports')),
  page('dynamics/crewmemberdetail', () => import('./pages/CrewMemberPage'), handle('crewMember')),
  page('dynamics/captainmemberdetail', () => import('./pages/CaptainPage'), handle('captain')),
];
