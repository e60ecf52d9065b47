/** Personal centre (/api/PersonnalCenter/*). Every call answers for the signed-in user. */
import type { CrewMember } from './dynamics';

export interface LoginInfo {
  userId: string;
  userName: string;
  code: string;
  name: string;
  /** "F" pilot, otherwise cabin crew. */
  type: string;
  post: string;
  department: string;
  phone: string;
  avatar: string;
  lastLoginTime: string;
  /** Days since the password was last changed. */
  passwordAgeDays: number;
}

/** Every field of the user's crew member record of the core data set (SPEC §3 crew member). */
export interface PersonalBaseInfo extends CrewMember {
  userName: string;
}

export interface PageRequest {
  pageIndex?: number;
  pageSize?: number;
}

export interface CollectedNotice {
  noticeId: string;
  category: string;
  title: string;
  docNo: string;
  publishTime: string;
  collectedAt: string;
}

export interface CollectedNoticeDetail extends CollectedNotice {
  department: string;
  content: string;
  collected: boolean;
}

export interface NoticeRequest {
  noticeId: string;
}

export interface UpdateCollectRequest {
  noticeId: string;
  /** true adds the notice to the collection, false removes it. */
  collect: boolean;
}

export interface UpdateCollectResult {
  noticeId: string;
  collected: boolean;
  count: number;
}

export interface TrainRecord {
  recordId: string;
  courseName: string;
  category: string;
  startDate: string;
  endDate: string;
  hours: number;
  result: string;
  score: number | null;
  instructor: string;
  location: string;
}

export interface Licence {
  licenceId: string;
  number: string;
  name: string;
  remarks: string;
  issueDate: string;
  endorsementDate: string;
  validUntil: string;
  daysLeft: number;
  status: 'valid' | 'expiring' | 'expired';
}

export interface DateRangeRequest {
  startDate?: string;
  endDate?: string;
}

export interface QarEvent {
  eventId: string;
  flightNo: string;
  flightDate: string;
  registration: string;
  from: string;
  to: string;
  phase: string;
  eventName: string;
  /** 轻度 / 中度 / 严重 */
  level: string;
  value: string;
  limit: string;
  status: string;
}

export interface MonthlyFlightHours {
  /** YYYY-MM */
  month: string;
  flightHours: number;
  dayHours: number;
  nightHours: number;
  sectors: number;
  landings: number;
}

export interface MonthlyDutyTime {
  month: string;
  dutyHours: number;
  flightDutyHours: number;
  restHours: number;
  dutyDays: number;
  /** CCAR-121 monthly duty limit. */
  limitHours: number;
}

export interface UpdatePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface UpdatePasswordResult {
  changed: boolean;
  changedAt: string;
}

export interface Agreement {
  title: string;
  version: string;
  updatedAt: string;
  /** Paragraphs separated by \n. */
  content: string;
}

export interface SendPhoneCodeRequest {
  phone: string;
}

export interface SendPhoneCodeResult {
  resendAfter: number;
  expiresIn: number;
}

export interface SetPhoneRequest {
  phone: string;
  code: string;
}

export interface SetPhoneResult {
  phone: string;
}

export interface ProblemRequest {
  /** Filter: true solved, false unsolved, absent all. */
  solved?: boolean;
}

export interface ProblemReport {
  problemId: string;
  category: string;
  title: string;
  content: string;
  submittedAt: string;
  solved: boolean;
  reply: string;
  repliedAt: string | null;
}

export interface DigitalCertificate {
  certificateNo: string;
  holderName: string;
  holderCode: string;
  issuer: string;
  serialNo: string;
  issuedAt: string;
  validUntil: string;
  status: 'valid' | 'revoked';
  /** Handwritten signature image (data URL or path). */
  signatureImage: string;
}

export interface UpdateCertificateRequest {
  /** New handwritten signature, a data:image/... URL. */
  signatureImage: string;
}

/** Setadvice: a suggestion, or with kind "problem" a problem report that shows up in Getproblem. */
export interface AdviceRequest {
  kind?: 'advice' | 'problem';
  category?: string;
  title?: string;
  content: string;
  contact?: string;
}

export interface AdviceResult {
  adviceId: string;
  kind: 'advice' | 'problem';
  submittedAt: string;
}

export interface RankingRequest {
  /** month (default) or year. */
  period?: 'month' | 'year';
}

export interface FlightRankingItem {
  rank: number;
  code: string;
  name: string;
  post: string;
  department: string;
  flightHours: number;
  isMe: boolean;
}

export interface SystemAbout {
  appName: string;
  version: string;
  build: string;
  company: string;
  hotline: string;
  email: string;
  copyright: string;
  releaseNotes: Array<{ version: string; date: string; notes: string[] }>;
}
