/**
 * Every screen's path, in one place: route tables, links and navigate() all use these. Matching is
 * case-insensitive (the spec writes /Prepare and /prepare), so the spelling here is the canonical one.
 */
const q = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};
const id = (base: string) => (value: string | number) => `${base}/${encodeURIComponent(String(value))}`;

export const paths = {
  root: '/',
  login: {
    home: '/login',
    forget: '/login/forget',
    reset: '/login/reset',
  },
  showcase: '/baseComponents',
  home: {
    home: '/home',
    message: '/home/message',
    messageDetail: id('/home/messagedetail'),
    announcement: '/home/announcement',
    announcementFile: (params: { id: string | number }) => `/home/announFileDetail${q(params)}`,
    pastExam: '/home/pastexam',
    news: '/home/news',
    newsDetail: id('/home/newsdetail'),
    task: '/home/task',
    follow: '/home/follow',
  },
  dynamics: {
    home: '/dynamics',
    list: (params: Record<string, string | undefined> = {}) => `/dynamics/listpage${q(params)}`,
    details: (params: { flightId: string; panel?: string }) => `/dynamics/details${q(params)}`,
    airports: (params: { code?: string } = {}) => `/dynamics/airports${q(params)}`,
    crewMember: (params: { code: string; flightId?: string }) => `/dynamics/crewmemberdetail${q(params)}`,
    captain: (params: { code: string; flightId?: string }) => `/dynamics/captainmemberdetail${q(params)}`,
  },
  prepare: {
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
    vip: '/Prepare/VIPInformation',
    message: '/Prepare/Message',
    personnel: id('/prepare/task/personnel'),
    planeFault: id('/prepare/airplane/planefault'),
    airportLegend: id('/prepare/airport/legend'),
    airportLegendDetail: '/prepare/airport/legendDetial',
    airportPicture: '/prepare/airport/showpic',
    airportRisk: id('/prepare/airport/risk'),
    safeDetail: id('/prepare/safe/detail'),
    riskDetail: id('/prepare/risk/detail'),
    riskFeedback: id('/prepare/risk/feedback'),
    riskReport: id('/prepare/risk/report'),
    weatherDetail: id('/prepare/weather/detail'),
    operationDetail: id('/prepare/operation/detail'),
    importantNoticeDetail: id('/prepare/ImportantNotice/detail'),
  },
  study: {
    home: '/study',
    aircraft: '/study/aircraft',
    aircraftDetail: id('/study/aircraft'),
    selectAirport: '/study/selectAirport',
    airRoute: '/study/airRoute',
    airlineTrait: '/study/airlineTrait',
    airlineSelector: id('/study/airlineSelector'),
    airport: '/study/airport',
    testTypeSelector: '/study/testTypeSelector',
    exam: '/study/exam',
    examHistory: id('/study/examDetail'),
    examDetail: '/study/examDetail',
    flightChange: '/study/flightChange',
    flightTime: '/study/flightTime',
    preview: '/study/preview',
    publicDocument: '/study/publicDocument',
    questionBank: '/study/questionBank',
    ready: '/study/ready',
    ready2: '/study/ready2',
    schedule: '/study/schedule',
    test: '/study/test',
    weather: '/study/weather',
    video: '/study/video',
    videoDetail: '/study/videoDetail',
    course: '/study/course',
    courseDetail: id('/study/course'),
  },
  me: {
    home: '/me',
    license: '/me/license',
    licenseDetails: '/me/licensedetails',
    contract: '/me/contract',
    collection: '/me/collection',
    collectionDetail: '/me/collectiondetail',
    flytime: '/me/flytime',
    weekFlytime: '/me/weekflytime',
    train: '/me/train',
    query: '/me/query',
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
    crewLogPf: '/me/crewlogpf',
  },
} as const;

/** Reachable without a session (§2 access guard), compared case-insensitively. */
export const PUBLIC_PATHS = ['/login', '/login/forget', '/login/reset', '/basecomponents', '/basecomponent'];

/** The home of each module: returning to one has no slide animation (§2). */
export const MODULE_HOMES = ['/', '/home', '/dynamics', '/prepare', '/study', '/me', '/login'];

export function normalisePath(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

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
