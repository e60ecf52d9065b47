/**
 * The flight-data service (endpoints.tsv group `flightdata`, /api/flightdata): messages, notices,
 * followed flights, the duty schedule, NOTAMs, weather, risks and the pre-flight exams. Reads are
 * queryOptions (api/read.ts), writes plain functions.
 */
import { api } from './client';
import { postPages } from './pages';
import { postRead } from './read';
import type {
  Announcement,
  AirportNotams,
  AirportWeatherReport,
  ExamRecord,
  ExamResult,
  FollowedFlights,
  MessageDetail,
  MessageListRequest,
  MessagePage,
  NoticeRequest,
  NoticeTypeResult,
  OperationNotice,
  OperationNoticeDetail,
  Page,
  Paged,
  PreflightExam,
  ReadMessageRequest,
  ReadMessageResult,
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
} from './schema/flightdata';

const FD = '/api/flightdata';
const quiet = { hideGlobalError: true } as const;

// ---------- Messages ----------

/** The message types with their unread counts (the unread total of the home page and the personal centre). */
export const noticeTypesQuery = () => postRead<NoticeTypeResult>(`${FD}/GetNoticeType`);

export const messagesQuery = (request: MessageListRequest) =>
  postRead<MessagePage>(`${FD}/getmessagelist`, { ...request });

/** The messages of one type and read state, page by page (the message list). */
export const messagePagesQuery = (
  request: Omit<MessageListRequest, 'pageIndex' | 'pageSize'>,
  pageSize: number,
) => postPages<MessagePage>(`${FD}/getmessagelist`, { ...request }, pageSize);

export const messageQuery = (id: string) => postRead<MessageDetail>(`${FD}/getmessage`, { id });

/** Marks read; the answer carries the new unread total. */
export const readMessage = (request: ReadMessageRequest) =>
  api.post<ReadMessageResult>(`${FD}/ReadMessage`, { ...request }, quiet);

// ---------- Announcements, safety and operation notices ----------

export const announcementsQuery = (request: NoticeRequest) =>
  postRead<Page<Announcement>>(`${FD}/getnotice`, { ...request });

/** The announcements, page by page (the announcement list). */
export const announcementPagesQuery = (pageSize: number) =>
  postPages<Page<Announcement>>(`${FD}/getnotice`, {}, pageSize);

/** The safety notices, read and unread marked, page by page. */
export const safetyNoticePagesQuery = (pageSize: number) =>
  postPages<Page<SafetyNotice>>(`${FD}/getsafetynotice`, {}, pageSize);

/** Opening a safety notice marks it read. */
export const safetyNoticeQuery = (id: string) =>
  postRead<SafetyNoticeDetail>(`${FD}/getsafetynoticeinfo`, { id });

/** The operation notices, important and unread marked, page by page. */
export const operationNoticePagesQuery = (pageSize: number) =>
  postPages<Page<OperationNotice>>(`${FD}/getoperatlist`, {}, pageSize);

export const operationNoticeQuery = (id: string) =>
  postRead<OperationNoticeDetail>(`${FD}/getoperatinfo`, { id });

// ---------- Exams ----------

export const examRecordsQuery = (request: Paged) =>
  postRead<Page<ExamRecord>>(`${FD}/getrecordexamlist`, { ...request });

/** The past exams, page by page, newest first. */
export const examRecordPagesQuery = (pageSize: number) =>
  postPages<Page<ExamRecord>>(`${FD}/getrecordexamlist`, {}, pageSize);

/**
 * The mission's pre-flight exam: starts (or resumes) its attempt, with questions drawn for it (never the
 * answers). Refused by the mission's gate with its business code.
 */
export const preflightExamQuery = (missionId: string) =>
  postRead<PreflightExam[]>(`${FD}/getexamlist`, { missionId });

/** Hands in the attempt's answers (the user waits for the mark: the loading overlay). */
export const submitExam = (request: SubmitExamRequest) =>
  api.post<ExamResult>(`${FD}/submitexam`, { ...request }, { ...quiet, loading: true });

// ---------- Followed flights, duty schedule ----------

/** The user's followed flights with their live status (the home page and the flight status home). */
export const followedFlightsQuery = () => postRead<FollowedFlights>(`${FD}/attentionflight`);

/** The user's duties between two dates (YYYY-MM-DD). */
export const scheduleQuery = (request: ScheduleRequest) =>
  postRead<Schedule>(`${FD}/schedulepartial`, { ...request });

// ---------- NOTAMs, weather, risks (of a mission's flight) ----------

export const notamsQuery = (missionId: string) =>
  postRead<AirportNotams[]>(`${FD}/getnotaminfo`, { flightId: missionId });

/** METAR and TAF of the mission's airports. */
export const weatherQuery = (missionId: string) =>
  postRead<AirportWeatherReport[]>(`${FD}/getWeatherInfo`, { flightId: missionId });

export const risksQuery = (missionId: string) =>
  postRead<RiskListResult>(`${FD}/getrisklist`, { flightId: missionId });

export const riskQuery = (id: string) => postRead<RiskDetail>(`${FD}/getriskinfo`, { id });

export const riskFeedbackTypesQuery = () => postRead<RiskFeedbackType[]>(`${FD}/riskbacktype`);

/** Sends a feedback on a risk. */
export const sendRiskFeedback = (request: RiskFeedbackRequest) =>
  api.post<RiskFeedback>(`${FD}/riskback`, { ...request }, quiet);

/** The user's 30- and 90-day flight-time windows for a risk; read without `confirm`. */
export const riskReportQuery = (id: string) => postRead<RiskReport>(`${FD}/riskreport`, { id });

/** Records the risk report with the user's note. */
export const confirmRiskReport = (id: string, note: string) =>
  api.post<RiskReport>(`${FD}/riskreport`, { id, confirm: true, note }, quiet);
