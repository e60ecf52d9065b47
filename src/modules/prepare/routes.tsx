import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '@/shell/routing';
import { prepareEntry, requireCabin } from '@/shell/guards';

const strings = () => import('./i18n');
const soon = (path: string, key: string, loader?: typeof requireCabin) =>
  comingSoon(strings, path, { ns: 'prepare', titleKey: `screens.${key}` }, loader);

/** Online preparation (/Prepare, matched case-insensitively). Its screens are built in a later issue. */
export const prepareRoutes: RouteObject[] = [
  { path: 'prepare', loader: prepareEntry },
  soon('prepare/task', 'task'),
  soon('prepare/status', 'status'),
  soon('Prepare/FlightMission', 'flightMission'),
  soon('Prepare/Health', 'health'),
  soon('Prepare/FlightRouteFeature', 'routeFeature'),
  soon('Prepare/FlightRouteData', 'routeData'),
  soon('Prepare/PlaneInfo', 'planeInfo'),
  soon('Prepare/Preparemel', 'mel'),
  soon('Prepare/AirportInfo', 'airportInfo'),
  soon('Prepare/SailNotice', 'sailNotice'),
  soon('Prepare/Weather', 'weather'),
  soon('Prepare/SafeNotice', 'safeNotice'),
  soon('Prepare/Risk', 'risk'),
  soon('Prepare/OperationNotice', 'operationNotice'),
  soon('Prepare/ImportantNotice', 'importantNotice'),
  soon('Prepare/Examination', 'examination'),
  soon('Prepare/Result', 'result'),
  soon('Prepare/scheduling', 'scheduling'),
  soon('Prepare/news', 'news'),
  soon('Prepare/VIPInformation', 'vip', requireCabin),
  soon('Prepare/Message', 'message', requireCabin),
  soon('prepare/task/personnel/:id', 'personnel'),
  soon('prepare/airplane/planefault/:id', 'planeFault'),
  soon('prepare/airport/legend/:id', 'airportLegend'),
  soon('prepare/airport/legendDetial', 'airportLegendDetail'),
  soon('prepare/airport/showpic', 'airportPicture'),
  soon('prepare/airport/risk/:id', 'airportRisk'),
  soon('prepare/safe/detail/:id', 'safeDetail'),
  soon('prepare/risk/detail/:id', 'riskDetail'),
  soon('prepare/risk/feedback/:id', 'riskFeedback'),
  soon('prepare/risk/report/:id', 'riskReport'),
  soon('prepare/weather/detail/:id', 'weatherDetail'),
  soon('prepare/operation/detail/:id', 'operationDetail'),
  soon('prepare/ImportantNotice/detail/:id', 'importantNoticeDetail'),
];
