/**
 * The first screens' reads: what index.html's page-load script sends on a signed-in start
 * (src/api/pageLoadReads.ts) and the client takes instead of asking again (api/pageReads.ts).
 *
 * The requests are defined here once: the modules' calls send these very objects (`api.request`), so
 * what the page sent is what the screen would ask for, down to the body's key order.
 */

/** A read as it goes to the backend. */
export interface ReadRequest {
  method: 'GET' | 'POST';
  path: string;
  body: Record<string, string | number>;
}

const post = (path: string, body: ReadRequest['body'] = {}): ReadRequest => ({ method: 'POST', path, body });

/** How many news items the home page shows. */
export const NEWS_SHOWN = 3;

export const firstReads = {
  /** The message types with their unread counts (the unread total of the home page and the personal centre). */
  noticeTypes: post('/api/flightdata/GetNoticeType'),
  missionCount: post('/api/FlightMission/GetFlightMissionCount'),
  /** The user's missions with their preparation's progress (the task list). */
  prepareFlights: post('/flightservice/Prepare/GetPrepareFlight'),
  /** The user's missions of one Beijing day. */
  missionsOfDay: (date: string) => post('/api/FlightMission/GetFlightMission', { date }),
  /** Today's flights of the company: only the counts per filter are used, so one row is asked for. */
  todayFlightCounts: post('/api/FlightDynamics/GetFlightDynamicsList', {
    dayKey: 'today',
    filter: 'all',
    pageIndex: 1,
    pageSize: 1,
  }),
  latestNews: post('/api/Home/GetNewsList', { pageIndex: 1, pageSize: NEWS_SHOWN }),
  followedFlights: post('/api/flightdata/attentionflight'),
  allAirports: post('/flightservice/CompInfo/GetAllAirport'),
  docsToUser: post('/api/CompInfo/GetPubdocToUser'),
  allExams: post('/api/CompInfo/GetAllExam'),
  loginInfo: post('/api/PersonnalCenter/LoginInfo'),
  flightHours: post('/api/PersonnalCenter/GetPersonalFlightHours'),
  licences: post('/api/PersonnalCenter/GetPersonalLicense'),
  /** The stored session's check, made by every signed-in start. */
  sessionCheck: { method: 'GET', path: '/api/Default/GetAuth', body: {} } as ReadRequest,
};

/**
 * The reads a cold start on `path` (normalised: lower case, no trailing slash) makes before its first
 * screen is complete, given today's Beijing day. A screen not named here gets none.
 */
export function firstScreenReads(path: string, today: string): ReadRequest[] {
  const r = firstReads;
  const home = [
    r.noticeTypes,
    r.missionCount,
    r.missionsOfDay(today),
    r.todayFlightCounts,
    r.latestNews,
    r.followedFlights,
  ];
  const taskList = [r.missionCount, r.prepareFlights];
  const byPath: Record<string, ReadRequest[]> = {
    '/': home,
    '/home': home,
    '/dynamics': [r.followedFlights, r.allAirports],
    '/prepare': taskList,
    '/prepare/task': taskList,
    '/prepare/status': taskList,
    '/study': [r.docsToUser, r.allExams],
    '/me': [r.loginInfo, r.flightHours, r.licences, r.noticeTypes],
  };
  const reads = byPath[path];
  return reads ? [...reads, r.sessionCheck] : [];
}
