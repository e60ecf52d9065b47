import type { RouteObject } from 'react-router-dom';
import { screens } from '@/lib/paths';
import { modulePages, prefetching } from '@/shell/routing';

const page = modulePages(() => import('./i18n'));
const s = screens.dynamics;

/** Flight status (dynamics). Paths, titles and access come from `screens.dynamics`. */
export const dynamicsRoutes: RouteObject[] = [
  page(s.home, () => import('./pages/DynamicsHomePage'), {
    loader: prefetching(() => import('./prefetch')),
  }),
  page(s.list, () => import('./pages/FlightListPage')),
  page(s.details, () => import('./pages/FlightDetailsPage')),
  page(s.airports, () => import('./pages/AirportsPage')),
  page(s.crewMember, () => import('./pages/CrewMemberPage')),
  page(s.captain, () => import('./pages/CaptainPage')),
];
