/*
 * The personal centre's use of the calls declared in src/api (one file per backend service). Screens
 * still on `useRequest` read through the query cache (api/readThrough) until they move to the query
 * hooks (docs/data-layer.md).
 */
import { readThrough } from '@/api/readThrough';
import {
  aboutQuery,
  agreementQuery,
  baseInfoQuery,
  certificateQuery,
  collectedNoticeQuery,
  collectionQuery,
  dutyTimesQuery,
  flightHoursQuery,
  licencesQuery,
  loginInfoQuery,
  problemsQuery,
  qarEventsQuery,
  rankingQuery,
  trainRecordsQuery,
} from '@/api/me';
import { noticeTypesQuery, scheduleQuery } from '@/api/flightdata';
import { crewLogFlightsQuery, crewLogPfQuery, crewLogQuery } from '@/api/crewlog';
import type { CrewLogInput } from '@/api/schema/crewlog';
import { sendOrQueue } from '@/api/writes';

export {
  sendAdvice,
  sendPhoneCode,
  setCollected,
  setPhone,
  updateCertificate,
  updatePassword,
} from '@/api/me';

type Range = { startDate?: string; endDate?: string };

export const getLoginInfo = (signal?: AbortSignal) => readThrough(loginInfoQuery(), signal);
export const getBaseInfo = (signal?: AbortSignal) => readThrough(baseInfoQuery(), signal);
/** The unread message total (the message types call carries it). */
export const getUnreadTotal = (signal?: AbortSignal) => readThrough(noticeTypesQuery(), signal);
export const getLicences = (signal?: AbortSignal) => readThrough(licencesQuery(), signal);
export const getTrainRecords = (signal?: AbortSignal) => readThrough(trainRecordsQuery(), signal);
export const getQarEvents = (range: Range, signal?: AbortSignal) =>
  readThrough(qarEventsQuery(range), signal);
export const getFlightHours = (signal?: AbortSignal) => readThrough(flightHoursQuery(), signal);
export const getDutyTimes = (signal?: AbortSignal) => readThrough(dutyTimesQuery(), signal);
export const getRanking = (period: 'month' | 'year', signal?: AbortSignal) =>
  readThrough(rankingQuery(period), signal);
/** The user's roster (flights, other duties, rest) between two Beijing days, at most 31. */
export const getRoster = (range: { startDate: string; endDate: string }, signal?: AbortSignal) =>
  readThrough(scheduleQuery(range), signal);
export const getCollection = (signal?: AbortSignal) => readThrough(collectionQuery(), signal);
export const getCollectedNotice = (noticeId: string, signal?: AbortSignal) =>
  readThrough(collectedNoticeQuery(noticeId), signal);
export const getProblems = (solved: boolean | undefined, signal?: AbortSignal) =>
  readThrough(problemsQuery(solved), signal);
export const getCertificate = (signal?: AbortSignal) => readThrough(certificateQuery(), signal);
export const getAbout = (signal?: AbortSignal) => readThrough(aboutQuery(), signal);
export const getAgreement = (signal?: AbortSignal) => readThrough(agreementQuery(), signal);
export const getCrewLogList = (range: Range, signal?: AbortSignal) =>
  readThrough(crewLogFlightsQuery(range), signal);
export const getCrewLog = (flightId: string, signal?: AbortSignal) =>
  readThrough(crewLogQuery(flightId), signal);
export const getCrewLogPf = (range: Range, signal?: AbortSignal) =>
  readThrough(crewLogPfQuery(range), signal);

/**
 * A crew log entry (written at a remote stand or in the hotel): with no network it waits in the queue of
 * records made offline (api/writes) and is sent once the network is back; `sent: false` means it waits.
 */
export const saveCrewLogOrQueue = (input: CrewLogInput) => sendOrQueue('crewLog', input);
