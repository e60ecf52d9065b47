/**
 * Every screen's path, access and title, in one place: route tables, links and navigate() all use
 * these. Matching is case-insensitive (the spec writes /Prepare and /prepare), so the spelling here is
 * the canonical one.
 */
import { normalisePath } from './normalisePath';

/**
 * Who may open a screen (spec/routes.tsv): anyone, any signed-in user, cabin crew only (crew type ≠ F)
 * or pilots only (crew type F: the simulator schedule, PF/PM, QAR events).
 */
export type Access = 'public' | 'crew' | 'cabin' | 'pilot';
export type ModuleName = 'login' | 'showcase' | 'home' | 'dynamics' | 'prepare' | 'study' | 'me';

/** One screen: its route pattern, who may open it, and the module whose `screens.<key>` string is its title. */
export interface Screen {
  module: ModuleName;
  key: string;
  /** Route pattern as the spec writes it (`:id`, `:source` for parameters). */
  path: string;
  access: Access;
}

type ScreenDef = string | { path: string; access: Access };

function declare<const T extends Record<string, ScreenDef>>(
  module: ModuleName,
  defs: T,
  access: Access = 'crew',
): { [K in keyof T]: Screen } {
  const out = {} as { [K in keyof T]: Screen };
  for (const key of Object.keys(defs) as Array<keyof T & string>) {
    const def = defs[key]!;
    out[key] =
      typeof def === 'string'
        ? { module, key, path: def, access }
        : { module, key, path: def.path, access: def.access };
  }
  return out;
}

const cabin = (path: string) => ({ path, access: 'cabin' as const });
const pilot = (path: string) => ({ path, access: 'pilot' as const });

/**
 * Every screen of the app, once: the route tables (`modulePages`), the links (`paths` below), the guard
 * (public screens) and the crew-type checks (`accessOf`) all read this table. A test compares it with spec/routes.tsv.
 */
export const screens = {
  login: declare('login', { home: '/login', forget: '/login/forget', reset: '/login/reset' }, 'public'),
  showcase: declare('showcase', { home: '/baseComponents', alias: '/basecomponent' }, 'public'),
  home: declare('home', {
    root: '/',
    home: '/home',
    message: '/home/message',
    messageDetail: '/home/messagedetail/:id',
    announcement: '/home/announcement',
    announcementFile: '/home/announFileDetail',
    pastExam: '/home/pastexam',
    news: '/home/news',
    newsDetail: '/home/newsdetail/:id',
    task: '/home/task',
    follow: '/home/follow',
  }),
  dynamics: declare('dynamics', {
    home: '/dynamics',
    list: '/dynamics/listpage',
    details: '/dynamics/details',
    airports: '/dynamics/airports',
    crewMember: '/dynamics/crewmemberdetail',
    captain: '/dynamics/captainmemberdetail',
  }),
  prepare: declare('prepare', {
    entry: '/prepare',
    task: '/prepare/task',
    status: '/prepare/status',
    flightMission: '/Prepare/FlightMission',
    health: '/Prepare/Health',
    routeFeature: '/Prepare/FlightRouteFeature',
    routeData: '/Prepare/FlightRouteData',
    planeInfo: '/Prepare/PlaneInfo',
    mel: '/Prepare/Preparemel',
    airportInfo: '/Prepare/AirportInfo',
    sailNotice: '/Prepare/SailNotice',
    weather: '/Prepare/Weather',
    safeNotice: '/Prepare/SafeNotice',
    risk: '/Prepare/Risk',
    operationNotice: '/Prepare/OperationNotice',
    importantNotice: '/Prepare/ImportantNotice',
    examination: '/Prepare/Examination',
    result: '/Prepare/Result',
    scheduling: '/Prepare/scheduling',
    news: '/Prepare/news',
    vip: cabin('/Prepare/VIPInformation'),
    message: cabin('/Prepare/Message'),
    personnel: '/prepare/task/personnel/:id',
    planeFault: '/prepare/airplane/planefault/:id',
    airportLegend: '/prepare/airport/legend/:id',
    airportLegendDetail: '/prepare/airport/legendDetial',
    airportPicture: '/prepare/airport/showpic',
    airportRisk: '/prepare/airport/risk/:id',
    safeDetail: '/prepare/safe/detail/:id',
    riskDetail: '/prepare/risk/detail/:id',
    riskFeedback: '/prepare/risk/feedback/:id',
    riskReport: '/prepare/risk/report/:id',
    weatherDetail: '/prepare/weather/detail/:id',
    operationDetail: '/prepare/operation/detail/:id',
    importantNoticeDetail: '/prepare/ImportantNotice/detail/:id',
  }),
  study: declare('study', {
    home: '/study',
    aircraft: '/study/aircraft',
    aircraftDetail: '/study/aircraft/:id',
    selectAirport: '/study/selectAirport',
    airRoute: '/study/airRoute',
    airlineTrait: '/study/airlineTrait',
    airlineSelector: '/study/airlineSelector/:source',
    airport: '/study/airport',
    testTypeSelector: '/study/testTypeSelector',
    exam: '/study/exam',
    examHistory: '/study/examDetail/:id',
    examDetail: '/study/examDetail',
    flightChange: '/study/flightChange',
    flightTime: '/study/flightTime',
    preview: '/study/preview',
    publicDocument: '/study/publicDocument',
    questionBank: '/study/questionBank',
    ready: '/study/ready',
    ready2: '/study/ready2',
    schedule: pilot('/study/schedule'),
    test: '/study/test',
    weather: '/study/weather',
    video: '/study/video',
    videoDetail: '/study/videoDetail',
    course: '/study/course',
    courseDetail: '/study/course/:id',
  }),
  me: declare('me', {
    home: '/me',
    license: '/me/license',
    licenseDetails: '/me/licensedetails',
    contract: '/me/contract',
    collection: '/me/collection',
    collectionDetail: '/me/collectiondetail',
    flytime: '/me/flytime',
    weekFlytime: '/me/weekflytime',
    train: '/me/train',
    query: pilot('/me/query'),
    setup: '/me/setup',
    certificate: '/me/certificate',
    changeCertificate: '/me/changecertificate',
    question: '/me/question',
    questionDetail: '/me/questiondetail',
    telephone: '/me/telephone',
    password: '/me/password',
    currency: '/me/currency',
    newMsg: '/me/newmsg',
    moreLanguage: '/me/morelanguage',
    textSize: '/me/textsize',
    suggest: '/me/suggest',
    about: '/me/about',
    protocol: '/me/protocol',
    information: '/me/information',
    crewLog: '/me/crewlog',
    crewLogWrite: '/me/crewlogwrite',
    crewLogPf: pilot('/me/crewlogpf'),
  }),
} as const;

/** Every declared screen, in table order. */
export const allScreens: Screen[] = Object.values(screens).flatMap((group) => Object.values(group));

type Query = Record<string, string | number | undefined>;
const q = (params: Query) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};
/**
 * The lists whose rows open a screen of their own. Such a list is kept, hidden and as it was, while the
 * user is on the screen of one of its rows, so that the way back shows it at once, where the user left
 * it (app/AppLayout). Any other screen is built anew when the user comes back to it.
 */
export const keptLists: readonly Screen[] = [
  screens.home.message,
  screens.home.news,
  screens.dynamics.list,
  screens.prepare.sailNotice,
  screens.prepare.safeNotice,
  screens.prepare.operationNotice,
  screens.prepare.importantNotice,
  screens.study.aircraft,
  screens.me.license,
  screens.me.crewLog,
];

/** A link to a screen with one path parameter (`:id`, `:source`). */
const withParam =
  (screen: Screen) =>
  (value: string | number): string =>
    screen.path.replace(/:[a-z]+$/i, encodeURIComponent(String(value)));
/** A link to a screen that takes its inputs in the query string. */
const withQuery =
  <P extends Query>(screen: Screen) =>
  (params?: P): string =>
    `${screen.path}${params ? q(params) : ''}`;

/** Links to every screen, derived from `screens`: plain paths, or builders for screens with inputs. */
const s = screens;
export const paths = {
  root: s.home.root.path,
  login: { home: s.login.home.path, forget: s.login.forget.path, reset: s.login.reset.path },
  showcase: s.showcase.home.path,
  home: {
    home: s.home.home.path,
    message: s.home.message.path,
    messageDetail: withParam(s.home.messageDetail),
    announcement: s.home.announcement.path,
    announcementFile: (params: { id: string | number }) => withQuery(s.home.announcementFile)(params),
    pastExam: s.home.pastExam.path,
    news: s.home.news.path,
    newsDetail: withParam(s.home.newsDetail),
    task: s.home.task.path,
    follow: s.home.follow.path,
  },
  dynamics: {
    home: s.dynamics.home.path,
    list: (params: Record<string, string | undefined> = {}) => withQuery(s.dynamics.list)(params),
    details: (params: { flightId: string; panel?: string }) => withQuery(s.dynamics.details)(params),
    airports: (params: { code?: string } = {}) => withQuery(s.dynamics.airports)(params),
    crewMember: (params: { code: string; flightId?: string }) => withQuery(s.dynamics.crewMember)(params),
    captain: (params: { code: string; flightId?: string }) => withQuery(s.dynamics.captain)(params),
  },
  prepare: {
    entry: s.prepare.entry.path,
    task: s.prepare.task.path,
    status: s.prepare.status.path,
    flightMission: s.prepare.flightMission.path,
    health: s.prepare.health.path,
    routeFeature: s.prepare.routeFeature.path,
    routeData: s.prepare.routeData.path,
    planeInfo: s.prepare.planeInfo.path,
    mel: s.prepare.mel.path,
    airportInfo: s.prepare.airportInfo.path,
    sailNotice: s.prepare.sailNotice.path,
    weather: s.prepare.weather.path,
    safeNotice: s.prepare.safeNotice.path,
    risk: s.prepare.risk.path,
    operationNotice: s.prepare.operationNotice.path,
    importantNotice: s.prepare.importantNotice.path,
    examination: s.prepare.examination.path,
    result: s.prepare.result.path,
    scheduling: s.prepare.scheduling.path,
    news: s.prepare.news.path,
    vip: s.prepare.vip.path,
    message: s.prepare.message.path,
    personnel: withParam(s.prepare.personnel),
    planeFault: withParam(s.prepare.planeFault),
    airportLegend: withParam(s.prepare.airportLegend),
    airportLegendDetail: s.prepare.airportLegendDetail.path,
    airportPicture: s.prepare.airportPicture.path,
    airportRisk: withParam(s.prepare.airportRisk),
    safeDetail: withParam(s.prepare.safeDetail),
    riskDetail: withParam(s.prepare.riskDetail),
    riskFeedback: withParam(s.prepare.riskFeedback),
    riskReport: withParam(s.prepare.riskReport),
    weatherDetail: withParam(s.prepare.weatherDetail),
    operationDetail: withParam(s.prepare.operationDetail),
    importantNoticeDetail: withParam(s.prepare.importantNoticeDetail),
  },
  study: {
    home: s.study.home.path,
    aircraft: s.study.aircraft.path,
    aircraftDetail: withParam(s.study.aircraftDetail),
    selectAirport: withQuery<{ for?: 'airport' | 'weather' }>(s.study.selectAirport),
    airRoute: withQuery<{ routeId?: string }>(s.study.airRoute),
    airlineTrait: withQuery<{ routeId?: string }>(s.study.airlineTrait),
    airlineSelector: withParam(s.study.airlineSelector),
    airport: withQuery<{ code?: string }>(s.study.airport),
    testTypeSelector: s.study.testTypeSelector.path,
    exam: s.study.exam.path,
    examHistory: withParam(s.study.examHistory),
    examDetail: s.study.examDetail.path,
    flightChange: s.study.flightChange.path,
    flightTime: s.study.flightTime.path,
    preview: withQuery<{ typeId?: string }>(s.study.preview),
    publicDocument: withQuery<{ doc?: string }>(s.study.publicDocument),
    questionBank: withQuery<{ typeId?: string }>(s.study.questionBank),
    ready: withQuery<{ examId?: string; typeId?: string }>(s.study.ready),
    ready2: withQuery<{ examId?: string; typeId?: string; count?: string }>(s.study.ready2),
    schedule: s.study.schedule.path,
    test: withQuery<{ examId?: string; typeId?: string; attemptId?: string }>(s.study.test),
    weather: withQuery<{ code?: string }>(s.study.weather),
    video: s.study.video.path,
    videoDetail: withQuery<{ id: string }>(s.study.videoDetail),
    course: s.study.course.path,
    courseDetail: withParam(s.study.courseDetail),
  },
  me: Object.fromEntries(Object.entries(s.me).map(([key, screen]) => [key, screen.path])) as {
    [K in keyof typeof s.me]: string;
  },
} as const;

/** Reachable without a session (§2 access guard), compared case-insensitively. */
export const PUBLIC_PATHS = allScreens
  .filter((screen) => screen.access === 'public')
  .map((screen) => screen.path.toLowerCase());

const patternOf = (screen: Screen) =>
  new RegExp(`^${screen.path.replace(/:[a-z]+/gi, '[^/]+').toLowerCase()}$`);
const screenPatterns = allScreens.map((screen) => [patternOf(screen), screen.access] as const);

/** Who may open the screen a link leads to (`crew` for an address of no screen). */
export function accessOf(to: string): Access {
  const pathname = normalisePath(to.split(/[?#]/)[0] ?? '');
  return screenPatterns.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'crew';
}

/** The home of each module: returning to one has no slide animation (§2). */
export const MODULE_HOMES = ['/', '/home', '/dynamics', '/prepare', '/study', '/me', '/login'];

export { normalisePath };

export const isPublicPath = (pathname: string): boolean => PUBLIC_PATHS.includes(normalisePath(pathname));
export const isModuleHome = (pathname: string): boolean => MODULE_HOMES.includes(normalisePath(pathname));

/** The module a path belongs to ('home' for / as well). */
export function moduleOf(pathname: string): string {
  const first = normalisePath(pathname).split('/')[1] ?? '';
  return first === '' ? 'home' : first;
}

/** Where someone who must sign in goes, keeping where they wanted to go (nothing to keep for "/"). */
export function loginPath(wanted: string): string {
  return wanted === '/' ? paths.login.home : `${paths.login.home}?redirect=${encodeURIComponent(wanted)}`;
}

/**
 * A redirect target after login: same-origin paths only. "//evil.example", "/\\evil", "javascript:",
 * absolute URLs and anything not starting with a single "/" go to "/".
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target) return '/';
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return '/';
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f]/.test(decoded) || /^\/*[a-z][a-z0-9+.-]*:/i.test(decoded.slice(1))) return '/';
  try {
    const url = new URL(decoded, 'http://same.origin');
    // Dot segments can collapse into "//host" once normalised: that is another origin too.
    if (url.origin !== 'http://same.origin' || url.pathname.startsWith('//')) return '/';
    if (isPublicPath(url.pathname)) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
