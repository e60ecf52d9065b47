import { api } from '@/api/client';
import type {
  ExamResult,
  OperationNotice,
  OperationNoticeDetail,
  Page,
  PreflightExam,
  SafetyNotice,
  SafetyNoticeDetail,
  SubmitExamRequest,
} from '@/api/schema/flightdata';
import type { CrewMember } from '@/api/schema/dynamics';
import type {
  FlightMission,
  FlightMissionDetail,
  HealthInfo,
  MissionCount,
  MissionCrewMember,
  PreExamRecord,
  PrepareFlight,
  PrepareNotice,
  PrepareStep,
  PreRecord,
  StepRecord,
  StepRecordRequest,
  UpdateHealthRequest,
} from '@/api/schema/prepare';

/** One typed function per call this module makes. Reads go through `api.read` (retried once). */
export type Options = { signal?: AbortSignal };

// ---------- Missions, preparation records, fitness, notices, exam (the preparation flow) ----------

/** The steps of a mission's preparation, in the backend's order, with their state and why one is blocked. */
export const fetchPrepareSteps = (missionId: string, options?: Options) =>
  api.read<PrepareStep[]>('/api/prepare/getprestep', { missionId }, { ...options, hideGlobalError: true });

/** Adds the seconds of one visit to a step (and with state 2 completes it). A write: never retried. */
export const recordStepTime = (request: StepRecordRequest) =>
  api.post<StepRecord>('/api/Prepare/AddOrUpdateStepRecord', { ...request }, { hideGlobalError: true });

const read = (options?: Options) => ({ ...options, hideGlobalError: true });

/** Mission counts of the user (today, tomorrow, all, not yet prepared). */
export const fetchMissionCount = (options?: Options) =>
  api.read<MissionCount>('/api/FlightMission/GetFlightMissionCount', {}, read(options));

/** The ids of the user's missions from today on, in departure order. */
export const fetchMissionIds = (options?: Options) =>
  api.read<string[]>('/api/FlightMission/GetFlightMissionIDs', {}, read(options));

/** The user's missions from today on. */
export const fetchMissions = (options?: Options) =>
  api.read<FlightMission[]>('/api/FlightMission/GetFlightMission', {}, read(options));

/** Each mission's preparation progress (steps done of steps due, minutes reached of required). */
export const fetchPrepareFlights = (options?: Options) =>
  api.read<PrepareFlight[]>('/flightservice/Prepare/GetPrepareFlight', {}, read(options));

export const fetchMissionDetail = (missionId: string, options?: Options) =>
  api.read<FlightMissionDetail>('/api/FlightMission/GetFlightMissionDetail', { missionId }, read(options));

export const fetchMissionCrew = (missionId: string, options?: Options) =>
  api.read<MissionCrewMember[]>(
    '/api/FlightMission/GetFlightMissionDetailPerson',
    { missionId },
    read(options),
  );

/** Full records of the mission's crew (licences, base, fleet). */
export const fetchMissionCrewInfo = (missionId: string, options?: Options) =>
  api.read<CrewMember[]>('/api/CompInfo/PrepareCrewInfo', { missionId }, read(options));

export const fetchPreRecord = (missionId: string, options?: Options) =>
  api.read<PreRecord>('/api/Prepare/GetPreRecord', { missionId }, read(options));

/** Finishes the preparation; refused under the required minutes, with unread notices or "not fit". */
export const finishPreparation = (missionId: string) =>
  api.post<PreRecord>('/api/Prepare/FinishPreRecord', { missionId }, { hideGlobalError: true });

export const fetchHealth = (missionId: string, options?: Options) =>
  api.read<HealthInfo>('/api/prepare/GetBodyHealthInfo', { missionId }, read(options));

export const declareHealth = (request: UpdateHealthRequest) =>
  api.post<HealthInfo>('/api/health/updatehealth', { ...request }, { hideGlobalError: true });

/** Every notice of the mission with its read state (company, safety and NOTAMs). */
export const fetchMissionNotices = (missionId: string, options?: Options) =>
  api.read<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId }, read(options));

/** Opens one notice of the mission: the backend marks it read. */
export const openMissionNotice = (missionId: string, noticeId: string, options?: Options) =>
  api.read<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId, noticeId }, read(options));

export const fetchSafetyNotices = (pageIndex: number, pageSize: number, options?: Options) =>
  api.read<Page<SafetyNotice>>('/api/flightdata/getsafetynotice', { pageIndex, pageSize }, read(options));

/** Opening a safety notice marks it read. */
export const fetchSafetyNotice = (id: string, options?: Options) =>
  api.read<SafetyNoticeDetail>('/api/flightdata/getsafetynoticeinfo', { id }, read(options));

export const fetchOperationNotices = (pageIndex: number, pageSize: number, options?: Options) =>
  api.read<Page<OperationNotice>>('/api/flightdata/getoperatlist', { pageIndex, pageSize }, read(options));

export const fetchOperationNotice = (id: string, options?: Options) =>
  api.read<OperationNoticeDetail>('/api/flightdata/getoperatinfo', { id }, read(options));

/** The user's pre-flight exams with their questions (never the answers). */
export const fetchExams = (options?: Options) =>
  api.read<PreflightExam[]>('/api/flightdata/getexamlist', {}, read(options));

export const fetchExamRecords = (missionId: string, options?: Options) =>
  api.read<PreExamRecord[]>('/api/prepare/GetPreExamRecord', { missionId }, read(options));

export const submitExam = (request: SubmitExamRequest) =>
  api.post<ExamResult>('/api/flightdata/submitexam', { ...request }, { hideGlobalError: true });

// ---------- Reading steps: route, aircraft, MEL, airports, NOTAMs, weather, risk, cabin ----------
