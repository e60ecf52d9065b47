/**
 * Flight missions and online preparation (/api/FlightMission/*, /api/prepare/*, /api/Prepare/*,
 * /api/health/updatehealth, /api/airportinfo/getriskfactor, /flightservice/Prepare/GetPrepareFlight).
 * A mission is one flight of the core data set on which the signed-in user is rostered; its id is the
 * flight id, so the same flight is found in the dynamics list, the preparation screens and the crew log.
 */
import type { AircraftDetail, RouteCharacteristic, RouteData } from './compinfo';
import type { CrewDuty, FlightStatus } from './dynamics';
import type { ExamDetail } from './flightdata';
import type { MissionCrewMember, ProgressState, RiskLevel } from './shared';

export type { MissionCrewMember, ProgressState, RiskLevel } from './shared';

/** Every mission call takes the mission (= flight) id. */
export interface MissionRequest {
  missionId: string;
}

/** Optional date filter, YYYY-MM-DD. */
export interface MissionListRequest {
  date?: string;
  startDate?: string;
  endDate?: string;
}

export interface MissionCount {
  today: number;
  tomorrow: number;
  /** Every mission from today on. */
  total: number;
  /** Missions from today on whose preparation is not finished. */
  unprepared: number;
}

export interface FlightMission {
  missionId: string;
  flightId: string;
  flightNo: string;
  /** YYYY-MM-DD */
  flightDate: string;
  from: string;
  fromName: string;
  to: string;
  toName: string;
  /** Planned departure / arrival, ISO 8601 with the airport's offset (as the core Flight). */
  plannedDeparture: string;
  plannedArrival: string;
  aircraftType: string;
  registration: string;
  /** The user's duty on this flight. */
  duty: CrewDuty;
  /** 机长 / 副驾驶 / 乘务长 / 乘务员 / 安全员 */
  dutyText: string;
  /** Report (sign-in) time, ISO 8601: 90 minutes before departure (120 abroad). */
  reportTime: string;
  flightStatus: FlightStatus;
  prepareState: ProgressState;
  /** Health declaration: null = not declared yet. */
  fit: boolean | null;
  requiredMinutes: number;
  /** What may be done on this mission's preparation now, decided by the backend alone. */
  prepareGate: PrepareGate;
}

/**
 * The state of a mission's preparation as the backend decides it, in one place, and answers it with the
 * mission: every write of a later step (time records, exam, risk feedback and report, cabin message,
 * finish) is refused with `code` while the gate is not open.
 * - open: every step can be worked on;
 * - unread: must-read notices come first (§5): only the fitness and the notices can be worked on;
 * - suspended: "not fit" was declared (§4): every later step is suspended until crew control ends it;
 * - closed: the flight left (or was cancelled) with the preparation not finished: not completed in time;
 * - finished: prepared; nothing more is recorded (risk feedback and cabin messages are still taken).
 */
export interface PrepareGate {
  state: 'open' | 'unread' | 'suspended' | 'closed' | 'finished';
  /** The business code (api/schema/codes REFUSAL) later steps' writes are refused with; '' when open. */
  code: string;
  /** The backend's own words for it (Chinese); the app shows the code's words in the user's language. */
  reason: string;
  unreadNotices: number;
  /** When the preparation closes: the flight's departure (ISO, the airport's offset). */
  closesAt: string;
}

export interface FlightMissionDetail extends FlightMission {
  gate: string;
  stand: string;
  passengers: number;
  alternates: string[];
  crew: MissionCrewMember[];
  steps: PrepareStep[];
}

export interface PlaneInfoStatus {
  registration: string;
  aircraftType: string;
  /** normal: no open defect; deferred: flying with deferred defects (MEL). */
  status: 'normal' | 'deferred';
  deferredCount: number;
  lastCheck: string;
  remark: string;
}

export type PrepareStepKey =
  'health' | 'notice' | 'route' | 'plane' | 'airport' | 'weather' | 'risk' | 'exam' | 'cabin';

export interface PrepareStep {
  stepId: PrepareStepKey;
  stepNo: number;
  name: string;
  /** The screen under /Prepare that carries the step. */
  screen: string;
  state: ProgressState;
  spentSeconds: number;
  /** After a "not fit" declaration every step after the health step is suspended. */
  suspended: boolean;
  /** Why the step cannot be worked on now (the gate's words), or "". */
  blockedReason: string;
  /** The gate's business code for this step (REFUSAL), or "" when the step can be worked on. */
  blockedCode: string;
  /** The most time this step counts toward the required minutes, seconds. */
  maxSeconds: number;
}

/** Whom a contact number reaches, so a screen can pick the ones a situation needs. */
export type ContactKind = 'crewControl' | 'medical' | 'dispatch' | 'maintenance' | 'duty' | 'station';

export interface DocTeleNo {
  kind: ContactKind;
  name: string;
  department: string;
  phone: string;
  remark: string;
}

export type MissionRouteFeature = RouteCharacteristic;
export type MissionRouteInfo = RouteData;
export type MissionPlaneInfo = AircraftDetail;

export interface MissionAirport {
  role: '起飞' | '目的地' | '备降';
  code3: string;
  code4: string;
  name: string;
  city: string;
  longitude: number;
  latitude: number;
  /** Flight information region (情报区). */
  intelligenceBureau: string;
  /** CAAC regional administration (管理局). */
  administrationBureau: string;
  elevation: number;
  runways: string[];
  /** Highest risk level of its risk factors. */
  riskLevel: RiskLevel;
  docCount: number;
}

export interface HealthInfo {
  missionId: string;
  declared: boolean;
  fit: boolean | null;
  symptoms: string[];
  description: string;
  declaredAt: string | null;
  /** Choices the screen offers. */
  symptomOptions: string[];
  /**
   * The declaration cannot be changed by the user any more: "not fit" is final (crew control ends the
   * suspension), and "fit" can only be followed by "not fit".
   */
  final: boolean;
  /** Earlier "not fit" declarations of this mission whose suspension crew control ended, oldest first. */
  history: HealthHistoryEntry[];
}

export interface HealthHistoryEntry {
  symptoms: string[];
  description: string;
  declaredAt: string;
  /** When crew control ended the suspension, and who (as the backend names them). */
  endedAt: string;
  endedBy: string;
}

export interface UpdateHealthRequest {
  missionId: string;
  fit: boolean;
  symptoms?: string[];
  description?: string;
}

/** GetPreExamRecord { missionId }: the mission's pre-flight exam as far as it went. */
export interface PreExamRecord {
  examId: string;
  missionId: string;
  title: string;
  state: ProgressState;
  passed: boolean;
  attempts: number;
  correctCount: number;
  questionCount: number;
  /** Correct answers needed to pass (8). */
  passCount: number;
  lastTakenAt: string | null;
  /** The last attempt question by question (empty before the first); right answers only once passed. */
  details: ExamDetail[];
}

export type NoticeCategory = '航行通告' | '安全通告' | '运行通告' | '重要通告';

export interface PrepareNotice {
  noticeId: string;
  category: NoticeCategory;
  title: string;
  docNo: string;
  department: string;
  publishTime: string;
  mustRead: boolean;
  read: boolean;
  /** Plain paragraphs separated by \n. */
  content: string;
}

/** With noticeId the notice is opened (marked read) and returned alone. */
export interface NoticeListRequest {
  missionId: string;
  noticeId?: string;
}

export interface StepRecord {
  stepId: PrepareStepKey;
  name: string;
  state: ProgressState;
  spentSeconds: number;
  updatedAt: string | null;
}

export interface PreRecord {
  missionId: string;
  userId: string;
  startedAt: string | null;
  finishedAt: string | null;
  finished: boolean;
  /** Sum of the steps' time, whole minutes. */
  spentMinutes: number;
  requiredMinutes: number;
  unreadNotices: number;
  steps: StepRecord[];
}

export interface StepRecordRequest {
  missionId: string;
  stepId: PrepareStepKey;
  /** Seconds spent in this visit; added to the step's total. */
  spentSeconds: number;
  /** 2 marks the step complete. */
  state?: ProgressState;
}

export interface AirportRiskRequest {
  airportCode?: string;
  missionId?: string;
}

export interface AirportRiskFactor {
  factorId: string;
  airportCode: string;
  airportName: string;
  category: string;
  level: RiskLevel;
  title: string;
  description: string;
  measures: string;
}

/**
 * GetPrepareFlight: the user's flights with their preparation's progress, as the task list shows them
 * (one read for the whole list).
 */
export interface PrepareFlight extends FlightMission {
  /** Steps completed of the steps due for the user's crew side. */
  finishedSteps: number;
  totalSteps: number;
  spentMinutes: number;
}

/**
 * PreConditonCrewList { missionId }: the mission's crew with where each one's preparation stands, for
 * the briefing ("who has what open"). Fitness is shown as declared or not, never what was declared.
 */
export interface PreConditionCrew extends MissionCrewMember {
  prepareState: ProgressState;
  declared: boolean;
  /** The steps this member has not completed yet. */
  openSteps: PrepareStepKey[];
  finishedAt: string | null;
}
