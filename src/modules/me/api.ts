import { api } from '@/api/client';
import { firstReads } from '@/api/firstReads';
import type {
  AdviceRequest,
  AdviceResult,
  Agreement,
  CollectedNotice,
  CollectedNoticeDetail,
  DigitalCertificate,
  FlightRankingItem,
  Licence,
  LoginInfo,
  MonthlyDutyTime,
  MonthlyFlightHours,
  PersonalBaseInfo,
  ProblemReport,
  QarEvent,
  SendPhoneCodeResult,
  SetPhoneResult,
  SystemAbout,
  TrainRecord,
  UpdateCollectResult,
  UpdatePasswordRequest,
  UpdatePasswordResult,
} from '@/api/schema/me';
import type { CrewLog, CrewLogFlight, CrewLogInput, CrewLogPf } from '@/api/schema/crewlog';
import type { NoticeTypeResult, Schedule } from '@/api/schema/flightdata';

/*
 * One typed function per endpoint the personal centre calls. Reads show their failure in the screen
 * (error state with retry), so they hide the global dialog; writes show theirs in the form.
 */
const read = { hideGlobalError: true } as const;
const P = '/api/PersonnalCenter';

// ---------- Who I am ----------

export const getLoginInfo = (signal?: AbortSignal) =>
  api.request<LoginInfo>(firstReads.loginInfo, { ...read, signal });

export const getBaseInfo = (signal?: AbortSignal) =>
  api.read<PersonalBaseInfo>(`${P}/GetPersonalBaseInfo`, {}, { ...read, signal });

/** The unread message total (the message types call carries it). */
export const getUnreadTotal = (signal?: AbortSignal) =>
  api.request<NoticeTypeResult>(firstReads.noticeTypes, { ...read, signal });

// ---------- Licences, training, QAR ----------

export const getLicences = (signal?: AbortSignal) =>
  api.request<Licence[]>(firstReads.licences, { ...read, signal });

export const getTrainRecords = (signal?: AbortSignal) =>
  api.read<TrainRecord[]>(`${P}/GetPersonalTrainRecord`, {}, { ...read, signal });

export const getQarEvents = (range: { startDate?: string; endDate?: string }, signal?: AbortSignal) =>
  api.read<QarEvent[]>(`${P}/GetPersonalQARInfo`, { ...range }, { ...read, signal });

// ---------- Hours and duty ----------

export const getFlightHours = (signal?: AbortSignal) =>
  api.request<MonthlyFlightHours[]>(firstReads.flightHours, { ...read, signal });

export const getDutyTimes = (signal?: AbortSignal) =>
  api.read<MonthlyDutyTime[]>(`${P}/FltDutyTimeList`, {}, { ...read, signal });

export const getRanking = (period: 'month' | 'year', signal?: AbortSignal) =>
  api.read<FlightRankingItem[]>(`${P}/GetFlightRanking`, { period }, { ...read, signal });

/** The user's roster (flights, other duties, rest) between two Beijing days, at most 31. */
export const getRoster = (range: { startDate: string; endDate: string }, signal?: AbortSignal) =>
  api.read<Schedule>('/api/flightdata/schedulepartial', { ...range }, { ...read, signal });

// ---------- Collection ----------

export const getCollection = (signal?: AbortSignal) =>
  api.read<CollectedNotice[]>(`${P}/GetNoticeCollectList`, {}, { ...read, signal });

export const getCollectedNotice = (noticeId: string, signal?: AbortSignal) =>
  api.read<CollectedNoticeDetail>(`${P}/GetNoticeCollectDetail`, { noticeId }, { ...read, signal });

export const setCollected = (noticeId: string, collect: boolean) =>
  api.post<UpdateCollectResult>(`${P}/UpdateNoticeCollect`, { noticeId, collect }, { hideGlobalError: true });

// ---------- Problems and suggestions ----------

export const getProblems = (solved: boolean | undefined, signal?: AbortSignal) =>
  api.read<ProblemReport[]>(`${P}/Getproblem`, solved === undefined ? {} : { solved }, { ...read, signal });

export const sendAdvice = (request: AdviceRequest) =>
  api.post<AdviceResult>(`${P}/Setadvice`, { ...request }, { hideGlobalError: true });

// ---------- Account ----------

export const updatePassword = (request: UpdatePasswordRequest) =>
  api.post<UpdatePasswordResult>(
    `${P}/UpdatePassword`,
    { ...request },
    { hideGlobalError: true, loading: true },
  );

export const sendPhoneCode = (phone: string) =>
  api.post<SendPhoneCodeResult>(`${P}/SendPhoneCode`, { phone }, { hideGlobalError: true });

export const setPhone = (phone: string, code: string) =>
  api.post<SetPhoneResult>(`${P}/Setphone`, { phone, code }, { hideGlobalError: true });

export const getCertificate = (signal?: AbortSignal) =>
  api.read<DigitalCertificate>(`${P}/GetDigitalCertificate`, {}, { ...read, signal });

export const updateCertificate = (signatureImage: string) =>
  api.post<DigitalCertificate>(
    `${P}/UpdateDigitalCertificate`,
    { signatureImage },
    { hideGlobalError: true },
  );

// ---------- About ----------

export const getAbout = (signal?: AbortSignal) =>
  api.read<SystemAbout>(`${P}/GetSystemAbout`, {}, { ...read, signal });

export const getAgreement = (signal?: AbortSignal) =>
  api.read<Agreement>(`${P}/GetAgreement`, {}, { ...read, signal });

// ---------- Crew log ----------

export const getCrewLogList = (range: { startDate?: string; endDate?: string }, signal?: AbortSignal) =>
  api.read<CrewLogFlight[]>('/api/CrewLog/GetFltSchCrewLogList', { ...range }, { ...read, signal });

export const getCrewLog = (flightId: string, signal?: AbortSignal) =>
  api.read<CrewLog>('/api/CrewLog/GetNewOrUpdCLog', { flightId }, { ...read, signal });

/**
 * A crew log entry, queued when the network is gone (lib/writeQueue: written at a remote stand or in
 * the hotel, it is sent when the network is back); `sent: false` means it waits.
 */
export const saveCrewLogOrQueue = async (input: CrewLogInput) => {
  const { sendOrQueue } = await import('@/lib/writeQueue');
  return sendOrQueue<CrewLog>('crewLog', '/api/CrewLog/AddNewOrUpdCLog', { ...input }, { loading: true });
};

export const getCrewLogPf = (range: { startDate?: string; endDate?: string }, signal?: AbortSignal) =>
  api.read<CrewLogPf>('/api/CrewLog/GetCLogPf', { ...range }, { ...read, signal });
