import type { RouteObject } from 'react-router-dom';
import { screens, type Screen } from '@/lib/paths';
import { comingSoon, modulePages, screenRoute } from '@/shell/routing';
import { prepareEntry } from '@/shell/guards';

const strings = () => import('./i18n');
/** The screens not built yet; each becomes `modulePages(strings)(screen, () => import('./pages/…'))`. */
const soon = (screen: Screen) => comingSoon(strings, screen);
const page = modulePages(strings);
const s = screens.prepare;

/** Online preparation (/Prepare, matched case-insensitively). Paths, titles and access: `screens.prepare`. */
export const prepareRoutes: RouteObject[] = [
  screenRoute(s.entry, { loader: prepareEntry }),

  // ---------- The preparation flow: missions, home, records, fitness, notices, exam ----------
  soon(s.task),
  soon(s.status),
  soon(s.personnel),
  soon(s.flightMission),
  soon(s.health),
  soon(s.importantNotice),
  soon(s.importantNoticeDetail),
  soon(s.safeNotice),
  soon(s.safeDetail),
  soon(s.operationNotice),
  soon(s.operationDetail),
  soon(s.examination),
  soon(s.result),

  // ---------- Reading steps: route, aircraft, MEL, airports, NOTAMs, weather, risk, cabin ----------
  page(s.routeFeature, () => import('./pages/RouteFeaturePage')),
  page(s.routeData, () => import('./pages/RouteDataPage')),
  page(s.planeInfo, () => import('./pages/PlaneInfoPage')),
  page(s.planeFault, () => import('./pages/PlaneFaultPage')),
  page(s.mel, () => import('./pages/MelPage')),
  page(s.airportInfo, () => import('./pages/AirportInfoPage')),
  page(s.airportLegend, () => import('./pages/AirportLegendPage')),
  page(s.airportLegendDetail, () => import('./pages/AirportLegendDetailPage')),
  page(s.airportPicture, () => import('./pages/AirportPicturePage')),
  page(s.airportRisk, () => import('./pages/AirportRiskPage')),
  page(s.sailNotice, () => import('./pages/SailNoticePage')),
  page(s.weather, () => import('./pages/WeatherPage')),
  page(s.weatherDetail, () => import('./pages/WeatherDetailPage')),
  page(s.risk, () => import('./pages/RiskPage')),
  page(s.riskDetail, () => import('./pages/RiskDetailPage')),
  page(s.riskFeedback, () => import('./pages/RiskFeedbackPage')),
  page(s.riskReport, () => import('./pages/RiskReportPage')),
  page(s.scheduling, () => import('./pages/SchedulingPage')),
  page(s.news, () => import('./pages/NewsPage')),
  page(s.vip, () => import('./pages/VipPage')),
  page(s.message, () => import('./pages/MessagePage')),
];
