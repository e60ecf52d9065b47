/** Flight data calls (/api/flightdata/...): notices, messages, exams, tasks, NOTAMs, risk, weather. */
import type { AirportWeather, FlightListItem } from './dynamics';

export interface Paged {
  pageIndex?: number;
  pageSize?: number;
}
export interface Page<T> {
  total: number;
  pageIndex: number;
  pageSize: number;
  items: T[];
}

export interface Attachment {
  id: string;
  name: string;
  type: 'image' | 'pdf';
  url: string;
  /** Bytes. */
  size: number;
}

// ---------- Messages ----------

/** GetNoticeType: message types with unread counts. */
export interface NoticeType {
  id: string;
  name: string;
  total: number;
  unreadCount: number;
}
export interface NoticeTypeResult {
  types: NoticeType[];
  unreadTotal: number;
}

/** 0 all, 1 unread, 2 read (the spec's message read-type, default 0). */
export type ReadType = 0 | 1 | 2;
export interface MessageListRequest extends Paged {
  typeId?: string;
  readType?: ReadType;
}
export interface MessageItem {
  id: string;
  typeId: string;
  typeName: string;
  title: string;
  summary: string;
  sender: string;
  department: string;
  /** Beijing "YYYY-MM-DD HH:mm". */
  sendTime: string;
  important: boolean;
  read: boolean;
}
export interface MessagePage extends Page<MessageItem> {
  unreadCount: number;
}
/** getmessage { id }: does not mark the message read (ReadMessage does). */
export interface MessageDetail extends MessageItem {
  content: string;
  attachments: Attachment[];
}
/** ReadMessage { id } or { ids }: marks read; answers the new unread total. */
export interface ReadMessageRequest {
  id?: string;
  ids?: string[];
}
export interface ReadMessageResult {
  ids: string[];
  unreadCount: number;
}

// ---------- Announcements, safety and operation notices ----------

/** getnotice: announcements; with `id` the page holds that one with content. */
export interface NoticeRequest extends Paged {
  id?: string;
}
export interface Announcement {
  id: string;
  title: string;
  summary: string;
  department: string;
  publishTime: string;
  important: boolean;
  attachments: Attachment[];
  /** HTML; only when asked by id. */
  content?: string;
}

export interface SafetyNotice {
  id: string;
  title: string;
  /** 一般, 重要, 紧急 */
  level: string;
  department: string;
  publishTime: string;
  summary: string;
  read: boolean;
}
export interface SafetyNoticeDetail extends SafetyNotice {
  content: string;
  attachments: Attachment[];
}

export interface OperationNotice {
  id: string;
  title: string;
  /** 运行通告, 技术通告, 临时通告... */
  category: string;
  number: string;
  department: string;
  publishTime: string;
  effectiveDate: string;
  expiryDate: string | null;
  summary: string;
  important: boolean;
  /** Whether the user opened it (getoperatinfo marks it read). */
  read?: boolean;
}
export interface OperationNoticeDetail extends OperationNotice {
  content: string;
  attachments: Attachment[];
}

// ---------- NOTAM and weather ----------

/** getnotaminfo / getWeatherInfo: { airport } or { flightId } (departure, arrival, alternate) or nothing (the user's next flight). */
export interface AirportOrFlightRequest {
  airport?: string;
  flightId?: string;
}
export interface NotamRecord {
  id: string;
  number: string;
  category: string;
  validFrom: string;
  validTo: string;
  text: string;
  summary: string;
  important: boolean;
  /** Whether the user opened it (getoperatinfo marks it read). */
  read?: boolean;
}
export interface AirportNotams {
  airport: string;
  airportName: string;
  /** departure / arrival / alternate when asked by flight. */
  role: string;
  notams: NotamRecord[];
}
export interface AirportWeatherReport {
  airport: string;
  airportName: string;
  role: string;
  weather: AirportWeather;
  metar: string;
  taf: string;
}

// ---------- Tasks ----------

export type TaskKind = 'flight' | 'standby' | 'training' | 'simulator' | 'exam' | 'rest';
/** 0 not started, 1 in progress, 2 completed (§4). */
export type Progress = 0 | 1 | 2;
/** schedulepartial { startDate, endDate } (YYYY-MM-DD; at most 31 days); default: this Sunday-to-Saturday week. */
export interface ScheduleRequest {
  startDate?: string;
  endDate?: string;
}
export interface Task {
  id: string;
  date: string;
  kind: TaskKind;
  title: string;
  /** ISO with offset. */
  start: string;
  end: string;
  location: string;
  progress: Progress;
  flightId: string | null;
  flightNo: string | null;
  from: string | null;
  to: string | null;
  duty: string | null;
  /** A flight's minutes off-blocks to on-blocks: actual once flown, planned before (0 when cancelled). */
  blockMinutes: number | null;
  /** A flight's report time (ISO, Beijing), as its mission has it. */
  reportTime: string | null;
}
export interface Schedule {
  startDate: string;
  endDate: string;
  tasks: Task[];
}

// ---------- Exams ----------

export type QuestionType = 'single' | 'multiple' | 'judge';
export interface ExamQuestion {
  id: string;
  type: QuestionType;
  stem: string;
  /** judge questions have options A 正确 / B 错误. */
  options: Array<{ key: string; text: string }>;
}
export type ExamStatus = 'notStarted' | 'passed' | 'failed';
/**
 * getexamlist { missionId }: the pre-flight exam of one mission (the exam belongs to the flight). Each
 * attempt draws its questions anew from the crew side's pool, in a new order; a passed exam has no
 * questions (no retake, §4). Never the answers.
 */
export interface PreflightExam {
  /** The mission's exam: one per user and mission. */
  id: string;
  missionId: string;
  flightNo: string;
  title: string;
  /** Correct answers needed (8). */
  passCount: number;
  /** The questions of the attempt open now (none once passed). */
  questions: ExamQuestion[];
  status: ExamStatus;
  /** Attempts handed in so far. */
  attempts: number;
  lastCorrect: number | null;
  /** The flight's departure (ISO): the preparation, the exam with it, closes then. */
  deadline: string;
}
/** getexamlist { missionId } (the user's next mission without). */
export interface ExamListRequest {
  missionId?: string;
}
/** submitexam: the answers of the mission's open attempt, keyed by question id ("A" or ["A","C"]). */
export interface SubmitExamRequest {
  missionId: string;
  examId?: string;
  answers: Record<string, string | string[]>;
  /** Seconds spent. */
  duration?: number;
}
/**
 * One question of a marked attempt, with the question itself (the result shows the chosen options'
 * words). The right answer and the explanation come only once the exam is passed: a failed attempt says
 * which questions were wrong, not what was right (the retake would otherwise be a copy).
 */
export interface ExamDetail {
  questionId: string;
  type: QuestionType;
  stem: string;
  options: Array<{ key: string; text: string }>;
  yourAnswer: string[];
  right: boolean;
  /** Only once passed. */
  correctAnswer?: string[];
  /** Only once passed. */
  explanation?: string;
}
export interface ExamResult {
  examId: string;
  missionId: string;
  total: number;
  correct: number;
  passed: boolean;
  /** 0..100 */
  score: number;
  message: string;
  details: ExamDetail[];
}
export interface ExamRecord {
  id: string;
  examId: string;
  title: string;
  examTime: string;
  total: number;
  correct: number;
  score: number;
  passed: boolean;
  /** Seconds. */
  duration: number;
}

// ---------- Risk ----------

export type RiskLevel = 'low' | 'medium' | 'high';
/** getrisklist { flightId? } (default: the user's next flight). */
export interface RiskItem {
  id: string;
  flightId: string;
  category: string;
  title: string;
  level: RiskLevel;
  levelText: string;
  score: number;
  feedbackCount: number;
  reported: boolean;
}
export interface RiskListResult {
  flightId: string;
  flightNo: string;
  flightDate: string;
  from: string;
  to: string;
  overallLevel: RiskLevel;
  items: RiskItem[];
}
export interface RiskFeedback {
  id: string;
  riskId: string;
  typeId: string;
  typeName: string;
  content: string;
  createdAt: string;
  status: string;
}
/** getriskinfo { id } */
export interface RiskDetail extends RiskItem {
  flightNo: string;
  description: string;
  measures: string[];
  source: string;
  feedbacks: RiskFeedback[];
}
export interface RiskFeedbackType {
  id: string;
  name: string;
}
/** riskback { riskId, typeId, content } */
export interface RiskFeedbackRequest {
  riskId: string;
  typeId: string;
  content: string;
}
export interface FlightTimeWindow {
  days: 30 | 90;
  flightHours: number;
  limitHours: number;
  ratio: number;
  level: RiskLevel;
}
/** riskreport { id (risk id), confirm?: boolean, note? }: the crew member's flight-time windows; confirm records the report. */
export interface RiskReportRequest {
  id: string;
  confirm?: boolean;
  note?: string;
}
export interface RiskReport {
  riskId: string;
  flightId: string;
  crewName: string;
  windows: FlightTimeWindow[];
  level: RiskLevel;
  reported: boolean;
  reportedAt: string | null;
  note: string;
}

/** attentionflight: the user's followed flights with live status. */
export type FollowedFlights = FlightListItem[];
