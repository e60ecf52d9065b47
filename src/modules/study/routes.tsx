import type { RouteObject } from 'react-router-dom';
import { comingSoon, modulePages } from '@/shell/routing';

const strings = () => import('./i18n');
const page = modulePages(strings);
const soon = (path: string, key: string) =>
  comingSoon(strings, path, { ns: 'study', titleKey: `screens.${key}` });

/** Study (integrated information). The simulator schedule is built (home links to it); the rest comes with the study issue. */
export const studyRoutes: RouteObject[] = [
  soon('study', 'home'),
  soon('study/aircraft', 'aircraft'),
  soon('study/aircraft/:id', 'aircraftDetail'),
  soon('study/selectAirport', 'selectAirport'),
  soon('study/airRoute', 'airRoute'),
  soon('study/airlineTrait', 'airlineTrait'),
  soon('study/airlineSelector/:source', 'airlineSelector'),
  soon('study/airport', 'airport'),
  soon('study/testTypeSelector', 'testTypeSelector'),
  soon('study/exam', 'exam'),
  soon('study/examDetail/:id', 'examHistory'),
  soon('study/examDetail', 'examDetail'),
  soon('study/flightChange', 'flightChange'),
  soon('study/flightTime', 'flightTime'),
  soon('study/preview', 'preview'),
  soon('study/publicDocument', 'publicDocument'),
  soon('study/questionBank', 'questionBank'),
  soon('study/ready', 'ready'),
  soon('study/ready2', 'ready2'),
  page('study/schedule', () => import('./pages/SimulatorSchedulePage'), {
    handle: { ns: 'study', titleKey: 'screens.schedule' },
  }),
  soon('study/test', 'test'),
  soon('study/weather', 'weather'),
  soon('study/video', 'video'),
  soon('study/videoDetail', 'videoDetail'),
  soon('study/course', 'course'),
  soon('study/course/:id', 'courseDetail'),
];
