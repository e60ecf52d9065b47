import { api } from '@/api/client';
import { firstReads } from '@/api/firstReads';
import type { FlightListResult, FollowRequest, FollowResult } from '@/api/schema/dynamics';
import type { FlightMission, MissionCount } from '@/api/schema/prepare';
import type { NewsListRequest, NewsPage } from '@/api/schema/home';
import type {
  Announcement,
  ExamRecord,
  FollowedFlights,
  MessageDetail,
  MessageListRequest,
  MessagePage,
  NoticeRequest,
  NoticeTypeResult,
  Page as FlightDataPage,
  Paged,
  ReadMessageRequest,
  ReadMessageResult,
  Schedule,
  ScheduleRequest,
} from '@/api/schema/flightdata';

/*
 * One typed function per endpoint the home screens call. Reads report their failure in the screen
 * (error state with retry), so they hide the global error dialog; writes keep it.
 */
const read = { hideGlobalError: true } as const;

// ---------- Flight missions (prepare group) ----------

export const getMissionCount = (signal?: AbortSignal) =>
  api.request<MissionCount>(firstReads.missionCount, { ...read, signal });

/** The user's missions of one Beijing day. */
export const getMissions = (date: string, signal?: AbortSignal) =>
  api.request<FlightMission[]>(firstReads.missionsOfDay(date), { ...read, signal });

// ---------- Flight dynamics ----------

/** Today's flights of the company: only the counts per filter are used, so one row is asked for. */
export const getTodayFlightCounts = (signal?: AbortSignal) =>
  api.request<FlightListResult>(firstReads.todayFlightCounts, { ...read, signal });

export const setFlightFollow = (request: FollowRequest) =>
  api.post<FollowResult>('/api/FlightDynamics/CreateFlightAttention', { ...request });

// ---------- Home ----------

export const getNewsList = (request: NewsListRequest, signal?: AbortSignal) =>
  api.read<NewsPage>(firstReads.latestNews.path, { ...request }, { ...read, signal });

/** The news the home page shows. */
export const getLatestNews = (signal?: AbortSignal) =>
  api.request<NewsPage>(firstReads.latestNews, { ...read, signal });

// ---------- Flight data: messages ----------

export const getNoticeTypes = (signal?: AbortSignal) =>
  api.request<NoticeTypeResult>(firstReads.noticeTypes, { ...read, signal });

export const getMessageList = (request: MessageListRequest, signal?: AbortSignal) =>
  api.read<MessagePage>('/api/flightdata/getmessagelist', { ...request }, { ...read, signal });

export const getMessage = (id: string, signal?: AbortSignal) =>
  api.read<MessageDetail>('/api/flightdata/getmessage', { id }, { ...read, signal });

/** Marks read; the answer carries the new unread total. Failing quietly is fine: it is retried on the next visit. */
export const readMessage = (request: ReadMessageRequest) =>
  api.post<ReadMessageResult>('/api/flightdata/ReadMessage', { ...request }, { hideGlobalError: true });

// ---------- Flight data: announcements, exams, tasks, follows ----------

export const getAnnouncements = (request: NoticeRequest, signal?: AbortSignal) =>
  api.read<FlightDataPage<Announcement>>('/api/flightdata/getnotice', { ...request }, { ...read, signal });

export const getExamRecords = (request: Paged, signal?: AbortSignal) =>
  api.read<FlightDataPage<ExamRecord>>(
    '/api/flightdata/getrecordexamlist',
    { ...request },
    { ...read, signal },
  );

export const getSchedule = (request: ScheduleRequest, signal?: AbortSignal) =>
  api.read<Schedule>('/api/flightdata/schedulepartial', { ...request }, { ...read, signal });

export const getFollowedFlights = (signal?: AbortSignal) =>
  api.request<FollowedFlights>(firstReads.followedFlights, { ...read, signal });
