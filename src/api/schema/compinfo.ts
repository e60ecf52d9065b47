/**
 * Company information (/flightservice/CompInfo/* and /api/CompInfo/*): airports, aircraft, routes,
 * weather, documents, the question bank, videos and courses, exams, MEL, mission crews and the simulator
 * schedule. Dates are YYYY-MM-DD, times YYYY-MM-DD HH:mm.
 */
import type { Aircraft, Airport, MelItem, Route } from './dynamics';
import type { MissionCrewMember, ProgressState, RiskLevel } from './shared';

export interface KeywordRequest {
  keyword?: string;
}

/** An airport of the core data set with the number of its documents and charts. */
export interface AirportInfo extends Airport {
  docCount: number;
}

export interface AircraftDetailRequest {
  registration?: string;
  aircraftId?: string;
}

/** An aircraft of the core data set with its deferred defects (open and recently fixed). */
export interface AircraftDetail extends Aircraft {
  deferredDefects: MelItem[];
}

export interface RouteRequest {
  routeId?: string;
  /** IATA codes. */
  from?: string;
  to?: string;
  keyword?: string;
}

/** A route of the core data set with airport names. */
export interface RouteData extends Route {
  fromName: string;
  toName: string;
}

/** One leg of a route: airway, call sign and frequency of the controlling unit, distance, MSA, course. */
export interface NavAirwayLeg {
  routeId: string;
  routeNumber: string;
  seq: number;
  /** Airway designator, e.g. A461. */
  number: string;
  /** Leg name, e.g. "VYK-AVBOX". */
  name: string;
  callSign: string;
  frequency: string;
  coordinateSystem: string;
  distanceKm: number;
  distanceNm: number;
  /** Minimum safe altitude, metres. */
  minSafeAltitude: number;
  /** Magnetic course, degrees. */
  magneticCourse: number;
}

export interface RouteCharacteristic {
  charactId: string;
  routeId: string;
  from: string;
  to: string;
  category: string;
  title: string;
  content: string;
  level: RiskLevel;
  updatedAt: string;
}

export interface DateRequest {
  date?: string;
  flightNo?: string;
}

export interface FlightAdjustment {
  adjustId: string;
  flightId: string;
  flightNo: string;
  flightDate: string;
  from: string;
  to: string;
  /** 时刻调整 / 取消 / 备降 / 机型调整 */
  type: string;
  before: string;
  after: string;
  reason: string;
  publishTime: string;
}

/** What must be in place before a flight, in the order it happens (GetAllPreCondit `items`). */
export type PreConditionKind = 'report' | 'briefing' | 'release' | 'aircraft' | 'boarding';

export interface PreConditionItem {
  kind: PreConditionKind;
  /** When it is due (ISO, the departure airport's offset). */
  time: string;
  /** 0 not yet, 1 under way, 2 done. */
  state: ProgressState;
  /** The backend's words on it (where, who, with what), as sent. */
  note: string;
}

/** Pre-flight conditions and briefing (预先准备) of a mission (GetAllPreCondit { missionId? , date? }). */
export interface PreCondition {
  missionId: string;
  flightNo: string;
  flightDate: string;
  from: string;
  to: string;
  plannedDeparture: string;
  /** The crew briefing (航前协同会): when and where. */
  meetingTime: string;
  meetingPlace: string;
  captainName: string;
  crewCount: number;
  /** Crew members whose preparation is finished. */
  preparedCount: number;
  /** The user's own preparation state. */
  state: ProgressState;
  items: PreConditionItem[];
}

export interface FlightHoursSummary {
  code: string;
  name: string;
  last30Days: number;
  last90Days: number;
  thisMonth: number;
  thisYear: number;
  total: number;
  /** CCAR-121 limits. */
  monthLimit: number;
  yearLimit: number;
  byAircraftType: Array<{ aircraftType: string; hours: number }>;
  /** The asked period (default the last 12 months), on the asked aircraft type (default every type). */
  period: FlightHoursPeriod;
  /** Each month of the period, oldest first. */
  months: Array<{ month: string; hours: number; sectors: number }>;
}

/** What GetAllFlightHours takes: a period of whole months (YYYY-MM, Beijing calendar) and a type. */
export interface FlightHoursRequest {
  fromMonth?: string;
  toMonth?: string;
  aircraftType?: string;
}

export interface FlightHoursPeriod {
  fromMonth: string;
  toMonth: string;
  /** Empty: every type. */
  aircraftType: string;
  hours: number;
  sectors: number;
}

/** The computed flight plan (OFP summary) of a flight (GetAllFlightPlan { missionId } or { date, flightNo }). */
export interface FlightPlan {
  flightId: string;
  flightNo: string;
  flightDate: string;
  from: string;
  to: string;
  /** The first destination alternate (kept for older screens); `alternates` lists them all. */
  alternate: string;
  alternates: FlightPlanAlternate[];
  registration: string;
  aircraftType: string;
  routeString: string;
  cruiseLevel: string;
  costIndex: number;
  /** Estimated elapsed time, minutes. */
  eet: number;
  /** Planned off-block, take-off, landing and on-block times (ISO, each airport's offset). */
  times: { offBlock: string; takeoff: string; landing: string; onBlock: string };
  /** Fuel and weights in kg. */
  tripFuel: number;
  blockFuel: number;
  fuel: FlightPlanFuel;
  zeroFuelWeight: number;
  takeoffWeight: number;
  landingWeight: number;
  /** Structural limits of the aircraft, kg. */
  limits: { maxZeroFuelWeight: number; maxTakeoffWeight: number; maxLandingWeight: number };
  /** The dispatcher who released it (a name). */
  releasedBy: string;
  releasedAt: string;
}

/** The fuel of a flight plan, kg: block = taxi + trip + contingency + alternate + final reserve + extra. */
export interface FlightPlanFuel {
  taxi: number;
  trip: number;
  contingency: number;
  alternate: number;
  finalReserve: number;
  extra: number;
  block: number;
}

export interface FlightPlanAlternate {
  code: string;
  name: string;
  distanceNm: number;
  /** Fuel to reach it from the destination, kg. */
  fuel: number;
  minutes: number;
}

export interface AirportDocRequest {
  airportCode?: string;
}

export interface AirportDoc {
  docId: string;
  airportCode: string;
  category: string;
  name: string;
  chartNo: string;
  version: string;
  effectiveDate: string;
  pages: number;
  fileUrl: string;
}

export interface WeatherData {
  airportCode: string;
  icao: string;
  name: string;
  observedAt: string;
  metar: string;
  taf: string;
  wind: string;
  visibilityM: number;
  temperature: number;
  qnh: number;
  /** VMC or IMC from the METAR. */
  condition: 'VMC' | 'IMC';
}

export interface PublicDocRequest {
  typeId?: string;
  keyword?: string;
}

export interface PublicDocType {
  typeId: string;
  name: string;
  count: number;
}

export interface PublicDoc {
  docId: string;
  typeId: string;
  typeName: string;
  title: string;
  docNo: string;
  department: string;
  publishDate: string;
  fileUrl: string;
  fileSizeKb: number;
  summary: string;
}

export interface PublicDocToUser extends PublicDoc {
  pushedAt: string;
  mustRead: boolean;
}

export type QuestionKind = 'single' | 'multiple' | 'judge';

export interface TestType {
  typeId: string;
  name: string;
  questionCount: number;
}

export interface QuestionRequest {
  typeId?: string;
  /** For a test: how many questions to draw (default 10). */
  count?: number;
  pageIndex?: number;
  pageSize?: number;
}

export interface QuestionOption {
  key: string;
  text: string;
}

/** A question as exams hand it out: no answer. */
export interface ExamQuestion {
  questionId: string;
  typeId: string;
  kind: QuestionKind;
  stem: string;
  options: QuestionOption[];
}

/** A question of the bank, with its answer keys (sorted) and explanation. */
export interface Question extends ExamQuestion {
  answer: string[];
  explanation: string;
}

export interface VideoRequest {
  category?: string;
  courseId?: string;
}

export interface TrainingVideo {
  videoId: string;
  title: string;
  category: string;
  courseId: string | null;
  poster: string;
  /** Seconds. */
  duration: number;
  url: string;
  /** True when the file streams from the company media server (not shipped with the demo). */
  streaming: boolean;
  description: string;
  publishDate: string;
  views: number;
}

export interface TrainingCourse {
  courseId: string;
  title: string;
  category: string;
  poster: string;
  teacher: string;
  hours: number;
  description: string;
  videoIds: string[];
}

export interface VideoTraining {
  videos: TrainingVideo[];
  courses: TrainingCourse[];
}

export interface ExamRequest {
  examId: string;
}

export interface ExamSummary {
  examId: string;
  title: string;
  category: string;
  questionCount: number;
  passCount: number;
  /** Minutes. */
  duration: number;
  startDate: string;
  endDate: string;
  state: ProgressState;
  passed: boolean;
  bestCorrect: number;
  attempts: number;
}

export interface ExamTitle {
  examId: string;
  title: string;
  candidateNo: string;
  candidateName: string;
  department: string;
  questionCount: number;
  passCount: number;
  duration: number;
  rules: string[];
}

export interface ExamAnswer {
  questionId: string;
  answer: string[];
}

/** AddExams: without answers it starts (or resumes) an attempt; with attemptId and answers it hands in. */
export interface AddExamRequest {
  examId: string;
  attemptId?: string;
  answers?: ExamAnswer[];
}

export interface ExamAttempt {
  attemptId: string;
  examId: string;
  title: string;
  startedAt: string;
  deadline: string;
  submitted: boolean;
  questions: ExamQuestion[];
  /** Present once handed in. */
  result: ExamResult | null;
}

export interface ExamResult {
  attemptId: string;
  examId: string;
  correctCount: number;
  questionCount: number;
  passCount: number;
  passed: boolean;
  submittedAt: string;
  message: string;
}

export interface ExamHistoryRequest {
  examId?: string;
  attemptId?: string;
}

export interface ExamHistoryItem {
  questionId: string;
  kind: QuestionKind;
  stem: string;
  options: QuestionOption[];
  myAnswer: string[];
  answer: string[];
  correct: boolean;
  explanation: string;
}

export interface ExamHistory extends ExamResult {
  title: string;
  startedAt: string;
  items: ExamHistoryItem[];
}

export interface MelRequest {
  registration?: string;
  aircraftType?: string;
}

export interface CrewInfoRequest {
  missionId: string;
  code?: string;
}

export type MissionCrew = MissionCrewMember;

export interface BrsQuestionFlag {
  mustAnswer: boolean;
  questionnaireId: string;
  title: string;
  reason: string;
}

export interface ScheduleRequest {
  startDate?: string;
  endDate?: string;
}

export interface SimulatorSession {
  scheduleId: string;
  date: string;
  startTime: string;
  endTime: string;
  device: string;
  location: string;
  trainingType: string;
  instructor: string;
  crew: string[];
  /** The signed-in user takes part. */
  mine: boolean;
  state: ProgressState;
}
