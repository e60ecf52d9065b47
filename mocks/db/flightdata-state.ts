/**
 * Per-user state of the home and flight-data calls: message and safety-notice reads, exam attempts and
 * records, risk feedback and reports. All reset by resetMockBackend and kept across reloads in mock mode.
 */
import type { ExamRecord, RiskFeedback } from '@/api/schema/flightdata';
import { beijingText, fromNow } from './clock';
import { seededReadMessageIds, safetyNotices } from './content';
import { persistent } from './persist';
import { createRng, pad } from './random';
import { users } from './users';
import { onReset } from '../lib/reset';

/** A user's pre-flight exam of one mission (db/preflight): attempts handed in, and the open draw. */
export interface ExamAttempt {
  attempts: number;
  passed: boolean;
  lastCorrect: number;
  /** The last attempt's answers by question id, in the order the questions were drawn. */
  lastAnswers?: Record<string, string[]>;
  lastTakenAt?: string;
  /** The question ids of the attempt open now (drawn, not handed in); empty when none is open. */
  draw?: string[];
}
export interface RiskReportRecord {
  reportedAt: string;
  note: string;
}

interface State {
  messageReads: Record<string, string[]>;
  safetyReads: Record<string, string[]>;
  /** Operation notices opened (getoperatinfo), per user. */
  operationReads?: Record<string, string[]>;
  exams: Record<string, Record<string, ExamAttempt>>;
  examRecords: Record<string, ExamRecord[]>;
  riskFeedbacks: Array<RiskFeedback & { userId: string }>;
  riskReports: Record<string, RiskReportRecord>;
}

function pastRecords(userId: string, type: string): ExamRecord[] {
  const rng = createRng(`exam-records-${userId}`);
  const topic = type === 'F' ? '飞行' : '客舱';
  const titles = [
    `航前准备考试（${topic}）`,
    '危险品复训考试',
    `季度安全知识考试（${topic}）`,
    '应急设备复训考试',
    'CRM 理论考试',
  ];
  const records: ExamRecord[] = [];
  for (let i = 0; i < 9; i += 1) {
    const total = 12;
    const correct = i === 3 ? 6 : rng.int(8, 12);
    records.push({
      id: `ER-${userId}-${pad(i + 1, 2)}`,
      examId: `HX${pad(100 + i, 3)}`,
      title: rng.pick(titles),
      examTime: beijingText(fromNow(-(i + 1) * 9 - rng.int(0, 5), -rng.int(0, 600))),
      total,
      correct,
      score: Math.round((correct / total) * 100),
      passed: correct >= 8,
      duration: rng.int(240, 1100),
    });
  }
  return records;
}

function seed(): State {
  const state: State = {
    messageReads: {},
    safetyReads: {},
    operationReads: {},
    exams: {},
    examRecords: {},
    riskFeedbacks: [],
    riskReports: {},
  };
  for (const user of users) {
    state.messageReads[user.id] = [...seededReadMessageIds];
    state.safetyReads[user.id] = safetyNotices.slice(4).map((n) => n.id);
    state.exams[user.id] = {};
    state.examRecords[user.id] = pastRecords(user.id, user.type);
  }
  return state;
}

export const flightdataState: State = seed();

onReset(() => Object.assign(flightdataState, seed()));
persistent(
  'flightdata',
  () => flightdataState,
  (data) => {
    if (data && typeof data === 'object') Object.assign(flightdataState, data);
  },
);

const listOf = (map: Record<string, string[]>, userId: string): string[] => (map[userId] ??= []);

export function readMessageIds(userId: string): Set<string> {
  return new Set(listOf(flightdataState.messageReads, userId));
}
export function markMessagesRead(userId: string, ids: string[]): void {
  const list = listOf(flightdataState.messageReads, userId);
  for (const id of ids) if (!list.includes(id)) list.push(id);
}
export function readSafetyIds(userId: string): Set<string> {
  return new Set(listOf(flightdataState.safetyReads, userId));
}
export function markSafetyRead(userId: string, id: string): void {
  const list = listOf(flightdataState.safetyReads, userId);
  if (!list.includes(id)) list.push(id);
}
export function readOperationIds(userId: string): Set<string> {
  return new Set(listOf((flightdataState.operationReads ??= {}), userId));
}
export function markOperationRead(userId: string, id: string): void {
  const list = listOf((flightdataState.operationReads ??= {}), userId);
  if (!list.includes(id)) list.push(id);
}
export function examAttempt(userId: string, examId: string): ExamAttempt | undefined {
  return flightdataState.exams[userId]?.[examId];
}
export function recordExam(userId: string, examId: string, attempt: ExamAttempt, record: ExamRecord): void {
  (flightdataState.exams[userId] ??= {})[examId] = attempt;
  (flightdataState.examRecords[userId] ??= []).unshift(record);
}
/** Keeps the questions drawn for the attempt open now. */
export function setExamDraw(userId: string, examId: string, draw: string[]): void {
  const exams = (flightdataState.exams[userId] ??= {});
  exams[examId] = { ...(exams[examId] ?? { attempts: 0, passed: false, lastCorrect: 0 }), draw };
}
export function examRecordsOf(userId: string): ExamRecord[] {
  return flightdataState.examRecords[userId] ?? [];
}
