import { api } from '@/api/client';
import { firstReads } from '@/api/firstReads';
import type {
  AirportNotams,
  AirportWeatherReport,
  ExamResult,
  OperationNotice,
  OperationNoticeDetail,
  Page,
  PreflightExam,
  RiskDetail,
  RiskFeedback,
  RiskFeedbackRequest,
  RiskFeedbackType,
  RiskListResult,
  RiskReport,
  SafetyNotice,
  SafetyNoticeDetail,
  Schedule,
  ScheduleRequest,
  SubmitExamRequest,
} from '@/api/schema/flightdata';
import type { CrewMember, MelItem, MelListResult } from '@/api/schema/dynamics';
import type {
  AirportRiskFactor,
  DocTeleNo,
  FlightMission,
  FlightMissionDetail,
  HealthInfo,
  MissionAirport,
  MissionCount,
  MissionCrewMember,
  PlaneInfoStatus,
  PreConditionCrew,
  PreExamRecord,
  PrepareFlight,
  PreRecord,
  PrepareNotice,
  PrepareStep,
  StepRecord,
  StepRecordRequest,
  UpdateHealthRequest,
} from '@/api/schema/prepare';
import type {
  AircraftDetail,
  AirportDoc,
  FlightPlan,
  MelRequest,
  NavAirwayLeg,
  PreCondition,
  RouteCharacteristic,
  RouteData,
  RouteRequest,
} from '@/api/schema/compinfo';
import type { NewsPage } from '@/api/schema/home';
import type {
  CabinMessage,
  CabinRank,
  SaveCabinMessageRequest,
  SavedCabinMessage,
  SpecialServicePassenger,
  VipPassenger,
} from '@/api/schema/cabin';

/** One typed function per call this module makes. Reads go through `api.read` (retried once). */
export type Options = { signal?: AbortSignal };

/** A read whose failure the screen shows itself (no global toast). */
const read = <T>(path: string, body: object, options?: Options) =>
  api.read<T>(path, { ...body }, { ...options, hideGlobalError: true });

// ---------- Missions, preparation records, fitness, notices, exam (the preparation flow) ----------

/**
 * Time records on their way: a screen left sends its last record as the next one opens, so the reads of
 * the preparation's state wait for them (the home shows the steps as they are once the user is back).
 */
const recordsOnTheirWay = new Set<Promise<unknown>>();
const track = <T>(write: Promise<T>): Promise<T> => {
  recordsOnTheirWay.add(write);
  void write.then(
    () => recordsOnTheirWay.delete(write),
    () => recordsOnTheirWay.delete(write),
  );
  return write;
};
/** Resolves once the time records sent so far have their answer (accepted, refused or queued). */
const recordsSettled = () => Promise.allSettled([...recordsOnTheirWay]);

/** The steps of a mission's preparation, in the backend's order, with their state and the gate for each. */
export const fetchPrepareSteps = async (missionId: string, options?: Options) => {
  await recordsSettled();
  return read<PrepareStep[]>('/api/prepare/getprestep', { missionId }, options);
};

/**
 * Adds the seconds of one visit to a step (and with state 2 completes it), queued when the network is
 * gone (lib/writeQueue) and sent in order once it is back. `sent: false` means it waits in the queue. A
 * write: never retried.
 */
export const recordStepTimeOrQueue = (request: StepRecordRequest) =>
  track(
    import('@/lib/writeQueue').then(({ sendOrQueue }) =>
      sendOrQueue<StepRecord>('stepRecord', '/api/Prepare/AddOrUpdateStepRecord', { ...request }),
    ),
  );

/** Mission counts of the user (today, tomorrow, all, not yet prepared). */
export const fetchMissionCount = (options?: Options) =>
  api.request<MissionCount>(firstReads.missionCount, { ...options, hideGlobalError: true });

/** The user's missions from today on with their preparation's progress and gate: the task list, in one read. */
export const fetchPrepareFlights = (options?: Options) =>
  api.request<PrepareFlight[]>(firstReads.prepareFlights, { ...options, hideGlobalError: true });

/** The user's missions from today on. */
export const fetchMissions = (options?: Options) =>
  read<FlightMission[]>('/api/FlightMission/GetFlightMission', {}, options);

export const fetchMissionDetail = async (missionId: string, options?: Options) => {
  await recordsSettled();
  return read<FlightMissionDetail>('/api/FlightMission/GetFlightMissionDetail', { missionId }, options);
};

export const fetchMissionCrew = (missionId: string, options?: Options) =>
  read<MissionCrewMember[]>('/api/FlightMission/GetFlightMissionDetailPerson', { missionId }, options);

/** Full records of the mission's crew (licences, base, fleet). */
export const fetchMissionCrewInfo = (missionId: string, options?: Options) =>
  read<CrewMember[]>('/api/CompInfo/PrepareCrewInfo', { missionId }, options);

export const fetchPreRecord = async (missionId: string, options?: Options) => {
  await recordsSettled();
  return read<PreRecord>('/api/Prepare/GetPreRecord', { missionId }, options);
};

/**
 * Finishes the preparation (the user waits for it: the loading overlay). Refused by the backend with a
 * business code (api/schema/codes): not fit, unread notices, not declared, minutes, exam, steps, closed.
 */
export const finishPreparation = (missionId: string) =>
  api.post<PreRecord>(
    '/api/Prepare/FinishPreRecord',
    { missionId },
    { hideGlobalError: true, loading: true },
  );

export const fetchHealth = (missionId: string, options?: Options) =>
  read<HealthInfo>('/api/prepare/GetBodyHealthInfo', { missionId }, options);

/**
 * The declaration (the user waits for it: the loading overlay), queued when the network is gone
 * (lib/writeQueue); `sent: false` means it waits.
 */
export const declareHealthOrQueue = async (request: UpdateHealthRequest) => {
  const { sendOrQueue } = await import('@/lib/writeQueue');
  return sendOrQueue<HealthInfo>('health', '/api/health/updatehealth', { ...request }, { loading: true });
};

/** Whom to call about the mission: crew control and aviation medicine first. */
export const fetchContacts = (missionId: string, options?: Options) =>
  read<DocTeleNo[]>('/api/prepare/getdocteleno', { missionId }, options);

/** The mission's pre-flight conditions and briefing (report, briefing, release, aircraft, boarding). */
export const fetchPreConditions = (missionId: string, options?: Options) =>
  read<PreCondition[]>('/flightservice/CompInfo/GetAllPreCondit', { missionId }, options);

/** The mission's crew with where each one's preparation stands (who has what open). */
export const fetchCrewPreparation = (missionId: string, options?: Options) =>
  read<PreConditionCrew[]>('/api/CompInfo/PreConditonCrewList', { missionId }, options);

/** The mission's flight plan: fuel, weights, times, alternates. */
export const fetchFlightPlan = (missionId: string, options?: Options) =>
  read<FlightPlan[]>('/flightservice/CompInfo/GetAllFlightPlan', { missionId }, options);

/** Every notice of the mission with its read state (company, safety and NOTAMs). */
export const fetchMissionNotices = (missionId: string, options?: Options) =>
  read<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId }, options);

/** Opens one notice of the mission: the backend marks it read. */
export const openMissionNotice = (missionId: string, noticeId: string, options?: Options) =>
  read<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId, noticeId }, options);

export const fetchSafetyNotices = (pageIndex: number, pageSize: number, options?: Options) =>
  read<Page<SafetyNotice>>('/api/flightdata/getsafetynotice', { pageIndex, pageSize }, options);

/** Opening a safety notice marks it read. */
export const fetchSafetyNotice = (id: string, options?: Options) =>
  read<SafetyNoticeDetail>('/api/flightdata/getsafetynoticeinfo', { id }, options);

export const fetchOperationNotices = (pageIndex: number, pageSize: number, options?: Options) =>
  read<Page<OperationNotice>>('/api/flightdata/getoperatlist', { pageIndex, pageSize }, options);

export const fetchOperationNotice = (id: string, options?: Options) =>
  read<OperationNoticeDetail>('/api/flightdata/getoperatinfo', { id }, options);

/**
 * The mission's pre-flight exam: starts (or resumes) its attempt, whose questions are drawn for it (never
 * the answers). Refused by the gate (not fit, unread notices, closed) with its business code.
 */
export const fetchExam = async (missionId: string, options?: Options) => {
  const [exam] = await read<PreflightExam[]>('/api/flightdata/getexamlist', { missionId }, options);
  return exam ?? null;
};

/** The mission's exam as far as it went, question by question (the right answers once passed). */
export const fetchExamRecords = (missionId: string, options?: Options) =>
  read<PreExamRecord[]>('/api/prepare/GetPreExamRecord', { missionId }, options);

/** Hands in the attempt's answers (the user waits for the mark: the loading overlay). */
export const submitExam = (request: SubmitExamRequest) =>
  api.post<ExamResult>(
    '/api/flightdata/submitexam',
    { ...request },
    { hideGlobalError: true, loading: true },
  );

// ---------- Reading steps: route, aircraft, MEL, airports, NOTAMs, weather, risk, cabin ----------

/** The mission route's features (terrain, weather, procedures). */
export const fetchRouteFeatures = (missionId: string, options?: Options) =>
  read<RouteCharacteristic[]>('/api/prepare/getroutefeature', { missionId }, options);

/** Features of any route by its ends (the return leg of a rotation). */
export const fetchRouteCharacteristics = (request: RouteRequest, options?: Options) =>
  read<RouteCharacteristic[]>('/api/CompInfo/GetRouteCharactList', request, options);

/** The mission route: number, name, frequencies, distance, MSA, course, segments. */
export const fetchRouteInfo = (missionId: string, options?: Options) =>
  read<RouteData>('/api/prepare/getrouteinfo', { missionId }, options);

/** The legs of a route with their airway, call sign, frequency, distance, MSA and course. */
export const fetchAirwayLegs = (request: RouteRequest, options?: Options) =>
  read<NavAirwayLeg[]>('/api/CompInfo/GetTNavAirwayList', request, options);

/** The mission aircraft with its deferred defects. */
export const fetchPlaneInfo = (missionId: string, options?: Options) =>
  read<AircraftDetail>('/api/prepare/getplaneinfo', { missionId }, options);

/** The mission aircraft's release status (normal or flying with deferred defects). */
export const fetchPlaneStatus = (missionId: string, options?: Options) =>
  read<PlaneInfoStatus>('/api/prepare/getplaneinfostatus', { missionId }, options);

/** Deferred-defect list of one aircraft (by mission or registration), deferred, fixed or all. */
export const fetchMelList = (
  request: { flightId?: string; registration?: string; state?: 'deferred' | 'fixed' | 'all' },
  options?: Options,
) => read<MelListResult>('/FlightService.svc/PostMelInfoList', request, options);

/** MEL items of a registration or of a whole aircraft type, with their procedures. */
export const fetchAllMel = (request: MelRequest, options?: Options) =>
  read<MelItem[]>('/api/CompInfo/GetAllMEL', request, options);

/** Departure, destination and alternate airports of the mission. */
export const fetchMissionAirports = (missionId: string, options?: Options) =>
  read<MissionAirport[]>('/api/prepare/getairportinfo', { missionId }, options);

/** Documents and charts of one airport. */
export const fetchAirportCharts = (airportCode: string, options?: Options) =>
  read<AirportDoc[]>('/api/CompInfo/GetAllAirportDoc', { airportCode }, options);

/** Risk factors of one airport. */
export const fetchAirportRiskFactors = (airportCode: string, options?: Options) =>
  read<AirportRiskFactor[]>('/api/airportinfo/getriskfactor', { airportCode }, options);

/** NOTAMs of the mission's airports. */
export const fetchNotams = (missionId: string, options?: Options) =>
  read<AirportNotams[]>('/api/flightdata/getnotaminfo', { flightId: missionId }, options);

/** METAR and TAF of the mission's airports. */
export const fetchWeather = (missionId: string, options?: Options) =>
  read<AirportWeatherReport[]>('/api/flightdata/getWeatherInfo', { flightId: missionId }, options);

/** The risks of the mission's flight. */
export const fetchRiskList = (missionId: string, options?: Options) =>
  read<RiskListResult>('/api/flightdata/getrisklist', { flightId: missionId }, options);

export const fetchRiskDetail = (id: string, options?: Options) =>
  read<RiskDetail>('/api/flightdata/getriskinfo', { id }, options);

export const fetchRiskFeedbackTypes = (options?: Options) =>
  read<RiskFeedbackType[]>('/api/flightdata/riskbacktype', {}, options);

/** Sends a feedback on a risk. A write: never retried. */
export const sendRiskFeedback = (request: RiskFeedbackRequest) =>
  api.post<RiskFeedback>('/api/flightdata/riskback', { ...request }, { hideGlobalError: true });

/** The user's 30- and 90-day flight-time windows for a risk; read without `confirm`. */
export const fetchRiskReport = (id: string, options?: Options) =>
  read<RiskReport>('/api/flightdata/riskreport', { id }, options);

/** Records the risk report with the user's note. A write: never retried. */
export const confirmRiskReport = (id: string, note: string) =>
  api.post<RiskReport>('/api/flightdata/riskreport', { id, confirm: true, note }, { hideGlobalError: true });

/** The user's duties between two dates (YYYY-MM-DD). */
export const fetchSchedule = (request: ScheduleRequest, options?: Options) =>
  read<Schedule>('/api/flightdata/schedulepartial', request, options);

export const fetchNewsPage = (pageIndex: number, pageSize: number, options?: Options) =>
  read<NewsPage>('/api/Home/GetNewsList', { pageIndex, pageSize }, options);

// Cabin crew only: never called for a pilot (the screens are cabin-only in the screen table).
export const fetchVips = (missionId: string, options?: Options) =>
  read<VipPassenger[]>('/api/StewardSecurity/getVIP', { missionId }, options);

export const fetchSpecialService = (missionId: string, options?: Options) =>
  read<SpecialServicePassenger[]>('/api/StewardSecurity/getspecialservice', { missionId }, options);

export const fetchCabinRank = (missionId: string, options?: Options) =>
  read<CabinRank>('/api/StewardSecurity/getrankno', { missionId }, options);

export const fetchCabinMessages = (missionId: string, options?: Options) =>
  read<CabinMessage[]>('/api/StewardSecurity/getmessage', { missionId }, options);

/** Saves a rank or security message. A write: never retried. */
export const saveCabinMessage = (request: SaveCabinMessageRequest) =>
  api.post<SavedCabinMessage>('/api/StewardSecurity/SaveMessage', { ...request }, { hideGlobalError: true });
