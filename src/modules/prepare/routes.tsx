import type { RouteObject } from 'react-router-dom';
import { screens, type Screen } from '@/lib/paths';
import { comingSoon, modulePages, screenRoute } from '@/shell/routing';
import { prepareEntry } from '@/shell/guards';

const strings = () => import('./i18n');
const page = modulePages(strings);
/** The screens not built yet; each becomes `modulePages(strings)(screen, () => import('./pages/…'))`. */
const soon = (screen: Screen) => comingSoon(strings, screen);
const s = screens.prepare;

/** Online preparation (/Prepare, matched case-insensitively). Paths, titles and access: `screens.prepare`. */
export const prepareRoutes: RouteObject[] = [
  screenRoute(s.entry, { loader: prepareEntry }),

  // ---------- The preparation flow: missions, home, records, fitness, notices, exam ----------
  page(s.task, () => import('./pages/TaskPage')),
  page(s.status, () => import('./pages/StatusPage')),
  page(s.personnel, () => import('./pages/PersonnelPage')),
  page(s.flightMission, () => import('./pages/FlightMissionPage')),
  page(s.health, () => import('./pages/HealthPage')),
  page(s.importantNotice, () => import('./pages/ImportantNoticePage')),
  page(s.importantNoticeDetail, () => import('./pages/ImportantNoticeDetailPage')),
  page(s.safeNotice, () => import('./pages/SafeNoticePage')),
  page(s.safeDetail, () => import('./pages/SafeDetailPage')),
  page(s.operationNotice, () => import('./pages/OperationNoticePage')),
  page(s.operationDetail, () => import('./pages/OperationDetailPage')),
  page(s.examination, () => import('./pages/ExaminationPage')),
  page(s.result, () => import('./pages/ResultPage')),

  // ---------- Reading steps: route, aircraft, MEL, airports, NOTAMs, weather, risk, cabin ----------
  soon(s.routeFeature),
  soon(s.routeData),
  soon(s.planeInfo),
  soon(s.planeFault),
  soon(s.mel),
  soon(s.airportInfo),
  soon(s.airportLegend),
  soon(s.airportLegendDetail),
  soon(s.airportPicture),
  soon(s.airportRisk),
  soon(s.sailNotice),
  soon(s.weather),
  soon(s.weatherDetail),
  soon(s.risk),
  soon(s.riskDetail),
  soon(s.riskFeedback),
  soon(s.riskReport),
  soon(s.scheduling),
  soon(s.news),
  soon(s.vip),
  soon(s.message),
];
