/**
 * The flight-dynamics service (endpoints.tsv group `dynamics`: /api/FlightDynamics and the
 * /FlightService.svc flight calls). Reads are queryOptions (api/read.ts); the flight list pages with an
 * infinite query; following a flight is a mutation function (api/follow.ts makes it optimistic).
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from './client';
import { refreshAfterFirstPicture } from './firstPicture';
import { getRead, postRead } from './read';
import type {
  AirportInfo,
  AirportInOutData,
  AirportInOutRequest,
  AirportMovementRank,
  DayKey,
  FlightBase,
  FlightBaseInfo,
  FlightCrewPanel,
  FlightListRequest,
  FlightListResult,
  FlightLoadInfo,
  FlightOtherPanel,
  FlightWeatherInfo,
  FollowRequest,
  FollowResult,
  MelListResult,
  PersonInfo,
  PersonInfoRequest,
  SiteInOutInfo,
} from './schema/dynamics';

const DYN = '/api/FlightDynamics';
const SVC = '/FlightService.svc';

/** The paths whose answers carry a flight's followed flag (api/follow.ts updates them in place). */
export const FLIGHT_LIST_PATH = `${DYN}/GetFlightDynamicsList`;
export const FLIGHT_BASE_PATH = `${DYN}/GetFlightDynamicBaseInfo`;

/** One page of the company's flights of a day (home's summary asks for one row, for the counts). */
export const flightListQuery = (request: FlightListRequest) =>
  postRead<FlightListResult>(FLIGHT_LIST_PATH, { ...request });

/** Today's flights of the company: only the counts per filter are used, so one row is asked for. */
export const todayFlightCountsQuery = () =>
  flightListQuery({ dayKey: 'today', filter: 'all', pageIndex: 1, pageSize: 1 });

/** Rows of the flight list asked for at a time. */
export const FLIGHT_PAGE_SIZE = 30;

/**
 * The flight list of a query, page by page (useInfiniteQuery): the next page is asked for while rows
 * are missing. Its key is the call's with the pages marked, so `[FLIGHT_LIST_PATH]` still names it.
 */
export const flightPagesQuery = (request: Omit<FlightListRequest, 'pageIndex' | 'pageSize'>) =>
  infiniteQueryOptions({
    queryKey: [FLIGHT_LIST_PATH, { ...request, pageSize: FLIGHT_PAGE_SIZE }, 'pages'] as const,
    // A `List` of null is the backend's "nothing": an empty page (no flights, no counts).
    queryFn: async ({ pageParam, signal, ...context }): Promise<FlightListResult> => {
      await refreshAfterFirstPicture(context);
      return (
        (await api.read<FlightListResult | null>(
          FLIGHT_LIST_PATH,
          { ...request, pageIndex: pageParam, pageSize: FLIGHT_PAGE_SIZE },
          { signal, hideGlobalError: true },
        )) ?? {
          dayKey: request.dayKey ?? 'today',
          flightDate: '',
          total: 0,
          pageIndex: pageParam,
          pageSize: FLIGHT_PAGE_SIZE,
          items: [],
          counts: { all: 0, planned: 0, arrived: 0, abnormal: 0 },
        }
      );
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, page) => shown + page.items.length, 0) < last.total && last.items.length > 0
        ? last.pageIndex + 1
        : undefined,
  });

export const flightBaseQuery = (flightId: string) => postRead<FlightBaseInfo>(FLIGHT_BASE_PATH, { flightId });

export const flightLoadQuery = (flightId: string) =>
  postRead<FlightLoadInfo>(`${DYN}/GetFlightDynamicLoadInfo`, { flightId });

export const flightWeatherQuery = (flightId: string) =>
  postRead<FlightWeatherInfo>(`${DYN}/GetFlightDynamicWeatherInfo`, { flightId });

/** Follow or unfollow a flight. A write: never retried; the screen says why it failed. */
export const setFlightAttention = (request: FollowRequest) =>
  api.post<FollowResult>(`${DYN}/CreateFlightAttention`, { ...request }, { hideGlobalError: true });

/** The crew panel. */
export const flightCrewQuery = (flightId: string) =>
  postRead<FlightCrewPanel>(`${SVC}/PostFlightDynamic`, { flightId });

/** The "other" panel: gate, stands, carousel, turnaround milestones. */
export const flightOtherQuery = (flightId: string) =>
  postRead<FlightOtherPanel>(`${SVC}/PostFlightDynamicDetails`, { flightId });

export const personQuery = (request: PersonInfoRequest) =>
  postRead<PersonInfo>(`${SVC}/PostPersonInfo`, { ...request });

/** Deferred-defect list of one aircraft (by flight or registration), deferred, fixed or all. */
export const melListQuery = (request: {
  flightId?: string;
  registration?: string;
  state?: 'deferred' | 'fixed' | 'all';
}) => postRead<MelListResult>(`${SVC}/PostMelInfoList`, { ...request });

export const airportInOutQuery = (request: AirportInOutRequest) =>
  postRead<AirportInOutData>(`${SVC}/GetFlightInOutData`, { ...request });

export const airportTop10Query = (dayKey: DayKey) =>
  postRead<AirportMovementRank[]>(`${SVC}/GetFlightInOutDataTop10`, { dayKey });

export const flightBasesQuery = () => postRead<FlightBase[]>(`${SVC}/GetFlightBase`);

export const standUsageQuery = (request: AirportInOutRequest) =>
  postRead<SiteInOutInfo>(`${SVC}/FlightSiteInOutInfo`, { ...request });

export const airportInfoQuery = (code: string) => getRead<AirportInfo>(`${SVC}/GetAirportInfo`, { code });
