/*
 * The preparation module's use of the calls declared in src/api (one file per backend service).
 * Screens still on `useRequest` read through the query cache (api/readThrough) until they move to the
 * query hooks (docs/data-layer.md).
 */
import { readThrough } from '@/api/readThrough';
import {
  airportRiskFactorsQuery,
  examRecordsOfMissionQuery,
  healthQuery,
  missionAirportsQuery,
  contactsQuery,
  missionCountQuery,
  missionCrewQuery,
  missionDetailQuery,
  missionNoticesQuery,
  missionsQuery,
  planeInfoQuery,
  planeStatusQuery,
  prepareFlightsQuery,
  prepareStepsQuery,
  preRecordQuery,
  routeFeaturesQuery,
  routeInfoQuery,
} from '@/api/prepare';
import {
  notamsQuery,
  operationNoticeQuery,
  operationNoticesQuery,
  preflightExamQuery,
  riskFeedbackTypesQuery,
  riskQuery,
  riskReportQuery,
  risksQuery,
  safetyNoticeQuery,
  safetyNoticesQuery,
  scheduleQuery,
  weatherQuery,
} from '@/api/flightdata';
import {
  airportDocsQuery,
  allMelQuery,
  crewPreparationQuery,
  flightPlanQuery,
  missionCrewInfoQuery,
  navAirwaysQuery,
  preConditionsQuery,
  routeCharacteristicsQuery,
} from '@/api/compinfo';
import { melListQuery } from '@/api/dynamics';
import { newsQuery } from '@/api/home';
import { cabinMessagesQuery, cabinRankQuery, specialServiceQuery, vipsQuery } from '@/api/cabin';
import type { StepRecordRequest, UpdateHealthRequest } from '@/api/schema/prepare';
import { sendOrQueue } from '@/api/writes';
import type { ScheduleRequest } from '@/api/schema/flightdata';
import type { MelRequest, RouteRequest } from '@/api/schema/compinfo';

export { declareHealth, finishPreparation, recordStepTime } from '@/api/prepare';
export { confirmRiskReport, sendRiskFeedback, submitExam } from '@/api/flightdata';
export { saveCabinMessage } from '@/api/cabin';

export type Options = { signal?: AbortSignal };

// ---------- Missions, preparation records, fitness, notices, exam ----------

/**
 * Time records on their way: a screen left sends its last record as the next one opens, so the reads of
 * the preparation's state wait for them (the home shows the steps as they are once the user is back).
 */
const recordsOnTheirWay = new Set<Promise<unknown>>();
const track = <T>(write: Promise<T>): Promise<T> => {
  recordsOnTheirWay.add(write);
  const done = () => recordsOnTheirWay.delete(write);
  void write.then(done, done);
  return write;
};
/** Resolves once the time records sent so far have their answer (accepted, refused or queued). */
const recordsSettled = () => Promise.allSettled([...recordsOnTheirWay]);

/** The steps of a mission's preparation, in the backend's order, with their state and the gate for each. */
export const fetchPrepareSteps = async (missionId: string, options?: Options) => {
  await recordsSettled();
  return readThrough(prepareStepsQuery(missionId), options?.signal);
};

/**
 * The step record, queued when the network is gone (api/writes) and sent in order once it is back.
 * `sent: false` means it waits in the queue.
 */
export const recordStepTimeOrQueue = (request: StepRecordRequest) =>
  track(sendOrQueue('stepRecord', request));

export const fetchMissionCount = (options?: Options) => readThrough(missionCountQuery(), options?.signal);
/** The user's missions from today on with their preparation's progress and gate: the task list, in one read. */
export const fetchPrepareFlights = (options?: Options) => readThrough(prepareFlightsQuery(), options?.signal);
export const fetchMissions = (options?: Options) => readThrough(missionsQuery(), options?.signal);
export const fetchMissionDetail = async (missionId: string, options?: Options) => {
  await recordsSettled();
  return readThrough(missionDetailQuery(missionId), options?.signal);
};
export const fetchMissionCrew = (missionId: string, options?: Options) =>
  readThrough(missionCrewQuery(missionId), options?.signal);
/** Full records of the mission's crew (licences, base, fleet). */
export const fetchMissionCrewInfo = (missionId: string, options?: Options) =>
  readThrough(missionCrewInfoQuery(missionId), options?.signal);
export const fetchPreRecord = async (missionId: string, options?: Options) => {
  await recordsSettled();
  return readThrough(preRecordQuery(missionId), options?.signal);
};
export const fetchHealth = (missionId: string, options?: Options) =>
  readThrough(healthQuery(missionId), options?.signal);

/** The declaration, queued when the network is gone (api/writes); `sent: false` means it waits. */
export const declareHealthOrQueue = (request: UpdateHealthRequest) => sendOrQueue('health', request);

/** Whom to call about the mission: crew control and aviation medicine first. */
export const fetchContacts = (missionId: string, options?: Options) =>
  readThrough(contactsQuery(missionId), options?.signal);
/** The mission's pre-flight conditions and briefing (report, briefing, release, aircraft, boarding). */
export const fetchPreConditions = (missionId: string, options?: Options) =>
  readThrough(preConditionsQuery(missionId), options?.signal);
/** The mission's crew with where each one's preparation stands (who has what open). */
export const fetchCrewPreparation = (missionId: string, options?: Options) =>
  readThrough(crewPreparationQuery(missionId), options?.signal);
/** The mission's flight plan: fuel, weights, times, alternates. */
export const fetchFlightPlan = (missionId: string, options?: Options) =>
  readThrough(flightPlanQuery(missionId), options?.signal);

/** Every notice of the mission with its read state (company, safety and NOTAMs). */
export const fetchMissionNotices = (missionId: string, options?: Options) =>
  readThrough(missionNoticesQuery(missionId), options?.signal);
/** Opens one notice of the mission: the backend marks it read. */
export const openMissionNotice = (missionId: string, noticeId: string, options?: Options) =>
  readThrough(missionNoticesQuery(missionId, noticeId), options?.signal);
export const fetchSafetyNotices = (pageIndex: number, pageSize: number, options?: Options) =>
  readThrough(safetyNoticesQuery(pageIndex, pageSize), options?.signal);
/** Opening a safety notice marks it read. */
export const fetchSafetyNotice = (id: string, options?: Options) =>
  readThrough(safetyNoticeQuery(id), options?.signal);
export const fetchOperationNotices = (pageIndex: number, pageSize: number, options?: Options) =>
  readThrough(operationNoticesQuery(pageIndex, pageSize), options?.signal);
export const fetchOperationNotice = (id: string, options?: Options) =>
  readThrough(operationNoticeQuery(id), options?.signal);
/**
 * The mission's pre-flight exam: starts (or resumes) its attempt, whose questions are drawn for it (never
 * the answers). Refused by the gate (not fit, unread notices, closed) with its business code.
 */
export const fetchExam = async (missionId: string, options?: Options) => {
  const [exam] = await readThrough(preflightExamQuery(missionId), options?.signal);
  return exam ?? null;
};
export const fetchExamRecords = (missionId: string, options?: Options) =>
  readThrough(examRecordsOfMissionQuery(missionId), options?.signal);

// ---------- Reading steps: route, aircraft, MEL, airports, NOTAMs, weather, risk, cabin ----------

export const fetchRouteFeatures = (missionId: string, options?: Options) =>
  readThrough(routeFeaturesQuery(missionId), options?.signal);
/** Features of any route by its ends (the return leg of a rotation). */
export const fetchRouteCharacteristics = (request: RouteRequest, options?: Options) =>
  readThrough(routeCharacteristicsQuery(request), options?.signal);
export const fetchRouteInfo = (missionId: string, options?: Options) =>
  readThrough(routeInfoQuery(missionId), options?.signal);
export const fetchAirwayLegs = (request: RouteRequest, options?: Options) =>
  readThrough(navAirwaysQuery(request), options?.signal);
export const fetchPlaneInfo = (missionId: string, options?: Options) =>
  readThrough(planeInfoQuery(missionId), options?.signal);
export const fetchPlaneStatus = (missionId: string, options?: Options) =>
  readThrough(planeStatusQuery(missionId), options?.signal);
export const fetchMelList = (
  request: { flightId?: string; registration?: string; state?: 'deferred' | 'fixed' | 'all' },
  options?: Options,
) => readThrough(melListQuery(request), options?.signal);
export const fetchAllMel = (request: MelRequest, options?: Options) =>
  readThrough(allMelQuery(request), options?.signal);
export const fetchMissionAirports = (missionId: string, options?: Options) =>
  readThrough(missionAirportsQuery(missionId), options?.signal);
export const fetchAirportCharts = (airportCode: string, options?: Options) =>
  readThrough(airportDocsQuery(airportCode), options?.signal);
export const fetchAirportRiskFactors = (airportCode: string, options?: Options) =>
  readThrough(airportRiskFactorsQuery(airportCode), options?.signal);
export const fetchNotams = (missionId: string, options?: Options) =>
  readThrough(notamsQuery(missionId), options?.signal);
export const fetchWeather = (missionId: string, options?: Options) =>
  readThrough(weatherQuery(missionId), options?.signal);
export const fetchRiskList = (missionId: string, options?: Options) =>
  readThrough(risksQuery(missionId), options?.signal);
export const fetchRiskDetail = (id: string, options?: Options) => readThrough(riskQuery(id), options?.signal);
export const fetchRiskFeedbackTypes = (options?: Options) =>
  readThrough(riskFeedbackTypesQuery(), options?.signal);
export const fetchRiskReport = (id: string, options?: Options) =>
  readThrough(riskReportQuery(id), options?.signal);
export const fetchSchedule = (request: ScheduleRequest, options?: Options) =>
  readThrough(scheduleQuery(request), options?.signal);
export const fetchNewsPage = (pageIndex: number, pageSize: number, options?: Options) =>
  readThrough(newsQuery({ pageIndex, pageSize }), options?.signal);
export const fetchVips = (missionId: string, options?: Options) =>
  readThrough(vipsQuery(missionId), options?.signal);
export const fetchSpecialService = (missionId: string, options?: Options) =>
  readThrough(specialServiceQuery(missionId), options?.signal);
export const fetchCabinRank = (missionId: string, options?: Options) =>
  readThrough(cabinRankQuery(missionId), options?.signal);
export const fetchCabinMessages = (missionId: string, options?: Options) =>
  readThrough(cabinMessagesQuery(missionId), options?.signal);
