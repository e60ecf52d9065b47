import { api } from '@/api/client';
import { firstReads } from '@/api/firstReads';
import type { AirportInfo as CompAirport, KeywordRequest } from '@/api/schema/compinfo';
import type { FollowedFlights } from '@/api/schema/flightdata';
import type {
  AirportInfo,
  AirportInOutData,
  AirportInOutRequest,
  AirportMovementRank,
  DayKey,
  FlightBase,
  FlightBaseInfo,
  FlightCrewPanel,
  FlightIdRequest,
  FlightListRequest,
  FlightListResult,
  FlightLoadInfo,
  FlightOtherPanel,
  FlightWeatherInfo,
  FollowRequest,
  FollowResult,
  PersonInfo,
  PersonInfoRequest,
  SiteInOutInfo,
} from '@/api/schema/dynamics';

/** One typed function per call this module makes. Reads go through `api.read` (retried once). */
type Options = { signal?: AbortSignal };

const DYN = '/api/FlightDynamics';
const SVC = '/FlightService.svc';

export const fetchFlightList = (request: FlightListRequest, options?: Options) =>
  api.read<FlightListResult>(
    `${DYN}/GetFlightDynamicsList`,
    { ...request },
    { ...options, hideGlobalError: true },
  );

export const fetchFlightBase = (request: FlightIdRequest, options?: Options) =>
  api.read<FlightBaseInfo>(
    `${DYN}/GetFlightDynamicBaseInfo`,
    { ...request },
    { ...options, hideGlobalError: true },
  );

export const fetchFlightLoad = (request: FlightIdRequest, options?: Options) =>
  api.read<FlightLoadInfo>(
    `${DYN}/GetFlightDynamicLoadInfo`,
    { ...request },
    { ...options, hideGlobalError: true },
  );

export const fetchFlightWeather = (request: FlightIdRequest, options?: Options) =>
  api.read<FlightWeatherInfo>(
    `${DYN}/GetFlightDynamicWeatherInfo`,
    { ...request },
    { ...options, hideGlobalError: true },
  );

/** Follow or unfollow a flight. A write: never retried; the caller shows its own toast on failure. */
export const setFlightAttention = (request: FollowRequest) =>
  api.post<FollowResult>(`${DYN}/CreateFlightAttention`, { ...request }, { hideGlobalError: true });

/** The crew panel. */
export const fetchFlightCrew = (request: FlightIdRequest, options?: Options) =>
  api.read<FlightCrewPanel>(
    `${SVC}/PostFlightDynamic`,
    { ...request },
    { ...options, hideGlobalError: true },
  );

/** The "other" panel: gate, stands, carousel, turnaround milestones. */
export const fetchFlightOther = (request: FlightIdRequest, options?: Options) =>
  api.read<FlightOtherPanel>(
    `${SVC}/PostFlightDynamicDetails`,
    { ...request },
    { ...options, hideGlobalError: true },
  );

export const fetchPersonInfo = (request: PersonInfoRequest, options?: Options) =>
  api.read<PersonInfo>(`${SVC}/PostPersonInfo`, { ...request }, { ...options, hideGlobalError: true });

export const fetchAirportInOut = (request: AirportInOutRequest, options?: Options) =>
  api.read<AirportInOutData>(
    `${SVC}/GetFlightInOutData`,
    { ...request },
    { ...options, hideGlobalError: true },
  );

export const fetchAirportTop10 = (request: { dayKey?: DayKey }, options?: Options) =>
  api.read<AirportMovementRank[]>(
    `${SVC}/GetFlightInOutDataTop10`,
    { ...request },
    { ...options, hideGlobalError: true },
  );

export const fetchFlightBases = (options?: Options) =>
  api.read<FlightBase[]>(`${SVC}/GetFlightBase`, {}, { ...options, hideGlobalError: true });

export const fetchStandUsage = (request: AirportInOutRequest, options?: Options) =>
  api.read<SiteInOutInfo>(
    `${SVC}/FlightSiteInOutInfo`,
    { ...request },
    { ...options, hideGlobalError: true },
  );

export const fetchAirportInfo = (code: string, options?: Options) =>
  api.get<AirportInfo>(`${SVC}/GetAirportInfo`, { code }, { ...options, hideGlobalError: true });

/** Every airport of the company, for the departure / arrival pickers (a company-information call). */
export const fetchAllAirports = (request: KeywordRequest = {}, options?: Options) =>
  api.read<CompAirport[]>(firstReads.allAirports.path, { ...request }, { ...options, hideGlobalError: true });

/** The user's followed flights with their live status (a flight-data call, shared with the home page). */
export const fetchFollowedFlights = (options?: Options) =>
  api.request<FollowedFlights>(firstReads.followedFlights, { ...options, hideGlobalError: true });
