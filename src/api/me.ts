/** The personal-centre service (endpoints.tsv group `me`, /api/PersonnalCenter). */
import { api } from './client';
import { postRead } from './read';
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
} from './schema/me';

const P = '/api/PersonnalCenter';
const quiet = { hideGlobalError: true } as const;

// ---------- Who I am ----------

export const loginInfoQuery = () => postRead<LoginInfo>(`${P}/LoginInfo`);

export const baseInfoQuery = () => postRead<PersonalBaseInfo>(`${P}/GetPersonalBaseInfo`);

// ---------- Licences, training, QAR ----------

export const licencesQuery = () => postRead<Licence[]>(`${P}/GetPersonalLicense`);

export const trainRecordsQuery = () => postRead<TrainRecord[]>(`${P}/GetPersonalTrainRecord`);

export const qarEventsQuery = (range: { startDate?: string; endDate?: string }) =>
  postRead<QarEvent[]>(`${P}/GetPersonalQARInfo`, { ...range });

// ---------- Hours and duty ----------

export const flightHoursQuery = () => postRead<MonthlyFlightHours[]>(`${P}/GetPersonalFlightHours`);

export const dutyTimesQuery = () => postRead<MonthlyDutyTime[]>(`${P}/FltDutyTimeList`);

export const rankingQuery = (period: 'month' | 'year') =>
  postRead<FlightRankingItem[]>(`${P}/GetFlightRanking`, { period });

// ---------- Collection ----------

export const collectionQuery = () => postRead<CollectedNotice[]>(`${P}/GetNoticeCollectList`);

export const collectedNoticeQuery = (noticeId: string) =>
  postRead<CollectedNoticeDetail>(`${P}/GetNoticeCollectDetail`, { noticeId });

export const setCollected = (noticeId: string, collect: boolean) =>
  api.post<UpdateCollectResult>(`${P}/UpdateNoticeCollect`, { noticeId, collect }, quiet);

// ---------- Problems and suggestions ----------

export const problemsQuery = (solved: boolean | undefined) =>
  postRead<ProblemReport[]>(`${P}/Getproblem`, solved === undefined ? {} : { solved });

export const sendAdvice = (request: AdviceRequest) =>
  api.post<AdviceResult>(`${P}/Setadvice`, { ...request }, quiet);

// ---------- Account ----------

export const updatePassword = (request: UpdatePasswordRequest) =>
  api.post<UpdatePasswordResult>(`${P}/UpdatePassword`, { ...request }, { ...quiet, loading: true });

export const sendPhoneCode = (phone: string) =>
  api.post<SendPhoneCodeResult>(`${P}/SendPhoneCode`, { phone }, quiet);

export const setPhone = (phone: string, code: string) =>
  api.post<SetPhoneResult>(`${P}/Setphone`, { phone, code }, quiet);

export const certificateQuery = () => postRead<DigitalCertificate>(`${P}/GetDigitalCertificate`);

export const updateCertificate = (signatureImage: string) =>
  api.post<DigitalCertificate>(`${P}/UpdateDigitalCertificate`, { signatureImage }, quiet);

// ---------- About ----------

export const aboutQuery = () => postRead<SystemAbout>(`${P}/GetSystemAbout`);

export const agreementQuery = () => postRead<Agreement>(`${P}/GetAgreement`);
