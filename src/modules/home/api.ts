/*
 * The home screens' use of the calls declared in src/api (one file per backend service). Reads report
 * their failure in the screen (error state with retry); screens still on `useRequest` read through the
 * query cache (api/readThrough) until they move to the query hooks (docs/data-layer.md).
 */
import { readThrough } from '@/api/readThrough';
import { missionCountQuery, missionsQuery } from '@/api/prepare';
import { todayFlightCountsQuery } from '@/api/dynamics';
import { latestNewsQuery, newsQuery } from '@/api/home';
import {
  announcementsQuery,
  examRecordsQuery,
  followedFlightsQuery,
  messageQuery,
  messagesQuery,
  noticeTypesQuery,
  scheduleQuery,
} from '@/api/flightdata';
import type { NewsListRequest } from '@/api/schema/home';
import type { MessageListRequest, NoticeRequest, Paged, ScheduleRequest } from '@/api/schema/flightdata';

export { setFlightAttention as setFlightFollow } from '@/api/dynamics';
export { readMessage } from '@/api/flightdata';

export const getMissionCount = (signal?: AbortSignal) => readThrough(missionCountQuery(), signal);

/** The user's missions of one Beijing day. */
export const getMissions = (date: string, signal?: AbortSignal) =>
  readThrough(missionsQuery({ date }), signal);

export const getTodayFlightCounts = (signal?: AbortSignal) => readThrough(todayFlightCountsQuery(), signal);

export const getNewsList = (request: NewsListRequest, signal?: AbortSignal) =>
  readThrough(newsQuery(request), signal);

/** The news the home page shows. */
export const getLatestNews = (signal?: AbortSignal) => readThrough(latestNewsQuery(), signal);

export const getNoticeTypes = (signal?: AbortSignal) => readThrough(noticeTypesQuery(), signal);

export const getMessageList = (request: MessageListRequest, signal?: AbortSignal) =>
  readThrough(messagesQuery(request), signal);

export const getMessage = (id: string, signal?: AbortSignal) => readThrough(messageQuery(id), signal);

export const getAnnouncements = (request: NoticeRequest, signal?: AbortSignal) =>
  readThrough(announcementsQuery(request), signal);

export const getExamRecords = (request: Paged, signal?: AbortSignal) =>
  readThrough(examRecordsQuery(request), signal);

export const getSchedule = (request: ScheduleRequest, signal?: AbortSignal) =>
  readThrough(scheduleQuery(request), signal);

export const getFollowedFlights = (signal?: AbortSignal) => readThrough(followedFlightsQuery(), signal);
