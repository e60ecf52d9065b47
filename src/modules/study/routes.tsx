import type { RouteObject } from 'react-router-dom';
import { screens } from '@/lib/paths';
import { comingSoon, modulePages } from '@/shell/routing';

const strings = () => import('./i18n');
const page = modulePages(strings);
const s = screens.study;

/** Study (integrated information). The simulator schedule is built (home links to it); the rest comes with the study issue. */
export const studyRoutes: RouteObject[] = Object.values(s).map((screen) =>
  screen === s.schedule
    ? page(s.schedule, () => import('./pages/SimulatorSchedulePage'))
    : comingSoon(strings, screen),
);
