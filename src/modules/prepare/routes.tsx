import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { hasSession } from '@/stores/session';
import { screens } from '@/lib/paths';
import { modulePages, prefetching, screenRoute } from '@/shell/routing';
import { prepareEntry } from '@/shell/guards';
import { MISSION_PARAM } from './mission';

const strings = () => import('./i18n');
const page = modulePages(strings);
/** The mission list's reads start while its code loads (prefetch.ts). */
const prefetched = prefetching(() => import('./prefetch'));
const s = screens.prepare;
/** The preparation home's reads of its mission (the address's `missionId`) start with its code. */
const missionReads: LoaderFunction = ({ request }) => {
  const missionId = new URL(request.url).searchParams.get(MISSION_PARAM) ?? '';
  if (hasSession()) void import('./prefetch').then((module) => module.prefetchMission(missionId));
  return null;
};

/** Online preparation (/Prepare, matched case-insensitively). Paths, titles and access: `screens.prepare`. */
export const prepareRoutes: RouteObject[] = [
  screenRoute(s.entry, { loader: prepareEntry }),

  // ---------- The preparation flow: missions, home, records, fitness, notices, exam ----------
  page(s.task, () => import('./pages/TaskPage'), { loader: prefetched }),
  page(s.status, () => import('./pages/StatusPage'), { loader: prefetched }),
  page(s.personnel, () => import('./pages/PersonnelPage')),
  page(s.flightMission, () => import('./pages/FlightMissionPage'), { loader: missionReads }),
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
