/**
 * The preparation service (endpoints.tsv group `prepare`: /api/FlightMission, /api/prepare,
 * /api/Prepare, /api/health, /api/airportinfo): the user's missions and everything a preparation reads
 * and records. The step record and the fitness declaration are writes that may wait for the network
 * (api/writes.ts declares them as queued writes); the others are plain mutation functions.
 */
import { api } from './client';
import { postRead } from './read';
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
  PreExamRecord,
  PrepareFlight,
  PreRecord,
  PrepareNotice,
  PrepareStep,
  StepRecord,
  StepRecordRequest,
  UpdateHealthRequest,
} from './schema/prepare';
import type { AircraftDetail, RouteCharacteristic, RouteData } from './schema/compinfo';

const quiet = { hideGlobalError: true } as const;
const FM = '/api/FlightMission';

// ---------- Missions ----------

/** Mission counts of the user (today, tomorrow, all, not yet prepared). */
export const missionCountQuery = () => postRead<MissionCount>(`${FM}/GetFlightMissionCount`);

/** The ids of the user's missions from today on, in departure order. */
export const missionIdsQuery = () => postRead<string[]>(`${FM}/GetFlightMissionIDs`);

/** The user's missions from today on with their preparation's progress and gate: the task list, in one read. */
export const prepareFlightsQuery = () => postRead<PrepareFlight[]>('/flightservice/Prepare/GetPrepareFlight');

/** The user's missions from today on, or of one Beijing day (`date`), or between two days. */
export const missionsQuery = (range: { date?: string; startDate?: string; endDate?: string } = {}) =>
  postRead<FlightMission[]>(`${FM}/GetFlightMission`, { ...range });

export const missionDetailQuery = (missionId: string) =>
  postRead<FlightMissionDetail>(`${FM}/GetFlightMissionDetail`, { missionId });

export const missionCrewQuery = (missionId: string) =>
  postRead<MissionCrewMember[]>(`${FM}/GetFlightMissionDetailPerson`, { missionId });

// ---------- The preparation flow: steps, record, fitness, notices, exam records ----------

/** The steps of a mission's preparation, in the backend's order, with their state and why one is blocked. */
export const prepareStepsQuery = (missionId: string) =>
  postRead<PrepareStep[]>('/api/prepare/getprestep', { missionId });

export const preRecordQuery = (missionId: string) =>
  postRead<PreRecord>('/api/Prepare/GetPreRecord', { missionId });

/** Adds the seconds of one visit to a step (and with state 2 completes it). Queued offline: api/writes.ts. */
export const recordStepTime = (request: StepRecordRequest) =>
  api.post<StepRecord>('/api/Prepare/AddOrUpdateStepRecord', { ...request }, quiet);

/**
 * Finishes the preparation (the user waits for it: the loading overlay). Refused by the backend with a
 * business code (api/schema/codes): not fit, unread notices, not declared, minutes, exam, steps, closed.
 */
export const finishPreparation = (missionId: string) =>
  api.post<PreRecord>('/api/Prepare/FinishPreRecord', { missionId }, { ...quiet, loading: true });

export const healthQuery = (missionId: string) =>
  postRead<HealthInfo>('/api/prepare/GetBodyHealthInfo', { missionId });

/** The fitness declaration (the user waits for it: the loading overlay). Queued offline: api/writes.ts. */
export const declareHealth = (request: UpdateHealthRequest) =>
  api.post<HealthInfo>('/api/health/updatehealth', { ...request }, { ...quiet, loading: true });

/**
 * The reads of where the user's missions stand, by path (what `invalidateQueries` matches on): the
 * steps with their states and gates, the mission's detail (its gate), the minutes and finish, the task
 * list and its counts. Every write of the preparation changes some of them.
 */
export const MISSION_STATE_READS = [
  prepareStepsQuery(''),
  missionDetailQuery(''),
  preRecordQuery(''),
  prepareFlightsQuery(),
  missionCountQuery(),
].map((read) => read.queryKey[0]);

/** Whom to call about the mission: crew control and aviation medicine first. */
export const contactsQuery = (missionId: string) =>
  postRead<DocTeleNo[]>('/api/prepare/getdocteleno', { missionId });

/**
 * Every notice of the mission with its read state (company, safety and NOTAMs); with `noticeId` it
 * opens that notice, which the backend marks read (so never part of a pack).
 */
export const missionNoticesQuery = (missionId: string, noticeId?: string) =>
  postRead<PrepareNotice[]>(
    '/api/prepare/GetNoticeNewListDetail',
    noticeId === undefined ? { missionId } : { missionId, noticeId },
  );

export const examRecordsOfMissionQuery = (missionId: string) =>
  postRead<PreExamRecord[]>('/api/prepare/GetPreExamRecord', { missionId });

// ---------- Reading steps: route, aircraft, airports ----------

/** The mission route's features (terrain, weather, procedures). */
export const routeFeaturesQuery = (missionId: string) =>
  postRead<RouteCharacteristic[]>('/api/prepare/getroutefeature', { missionId });

/** The mission route: number, name, frequencies, distance, MSA, course, segments. */
export const routeInfoQuery = (missionId: string) =>
  postRead<RouteData>('/api/prepare/getrouteinfo', { missionId });

/** The mission aircraft with its deferred defects. */
export const planeInfoQuery = (missionId: string) =>
  postRead<AircraftDetail>('/api/prepare/getplaneinfo', { missionId });

/** The mission aircraft's release status (normal or flying with deferred defects). */
export const planeStatusQuery = (missionId: string) =>
  postRead<PlaneInfoStatus>('/api/prepare/getplaneinfostatus', { missionId });

/** Departure, destination and alternate airports of the mission. */
export const missionAirportsQuery = (missionId: string) =>
  postRead<MissionAirport[]>('/api/prepare/getairportinfo', { missionId });

/** Risk factors of one airport. */
export const airportRiskFactorsQuery = (airportCode: string) =>
  postRead<AirportRiskFactor[]>('/api/airportinfo/getriskfactor', { airportCode });
