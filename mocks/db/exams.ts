/**
 * Exams of the study module and of the preparation step: fixed question sets drawn from the bank, 8
 * correct answers to pass, a passed exam cannot be retaken. Attempts are per user, seeded lazily with a
 * little history, and go back to the seed on reset.
 */
import type { ExamAnswer, ExamAttempt, ExamHistory, ExamResult, ExamSummary } from '@/api/schema/compinfo';
import type { ProgressState } from '@/api/schema/prepare';
import { beijingText, dayKey, fromNow } from './clock';
import { createRng } from './random';
import { findQuestion, isCorrect, questionBank, withoutAnswer } from './questionbank';
import { REFUSAL } from '@/api/schema/codes';
import { MockFailure } from '../lib/route';
import { onReset } from '../lib/reset';
import { persistent } from './persist';

export const PASS_COUNT = 8;
export const PASSED_ALREADY = '您已通过该考试，无需再次答题';

interface ExamDef {
  examId: string;
  title: string;
  category: string;
  /** Who it is for: F pilots, C cabin (and security), * everyone. */
  audience: 'F' | 'C' | '*';
  typeIds: string[];
  count: number;
  duration: number;
  /** Open window, days from today. */
  opensIn: number;
  closesIn: number;
}

const year = dayKey(0).slice(0, 4);
const DEFS: ExamDef[] = [
  {
    examId: 'EX2401',
    title: `${year}年度安全知识复训考试`,
    category: '复训',
    audience: '*',
    typeIds: ['T01', 'T04', 'T06'],
    count: 12,
    duration: 30,
    opensIn: -20,
    closesIn: 40,
  },
  {
    examId: 'EX2402',
    title: '危险品运输年度考试',
    category: '危险品',
    audience: '*',
    typeIds: ['T05'],
    count: 10,
    duration: 20,
    opensIn: -30,
    closesIn: 30,
  },
  {
    examId: 'EX2403',
    title: '冬季运行航空气象考核',
    category: '气象',
    audience: 'F',
    typeIds: ['T02'],
    count: 12,
    duration: 25,
    opensIn: -10,
    closesIn: 20,
  },
  {
    examId: 'EX2404',
    title: 'B737-800机型系统考试',
    category: '机型',
    audience: 'F',
    typeIds: ['T03'],
    count: 12,
    duration: 30,
    opensIn: -5,
    closesIn: 25,
  },
  {
    examId: 'EX2405',
    title: '客舱应急处置考试',
    category: '应急',
    audience: 'C',
    typeIds: ['T04', 'T07'],
    count: 12,
    duration: 25,
    opensIn: -15,
    closesIn: 15,
  },
  {
    examId: 'EX2406',
    title: '航空医学与机上急救考试',
    category: '急救',
    audience: '*',
    typeIds: ['T07'],
    count: 10,
    duration: 20,
    opensIn: -40,
    closesIn: 60,
  },
  {
    examId: 'EX2407',
    title: '机场与领航知识测验',
    category: '领航',
    audience: 'F',
    typeIds: ['T08'],
    count: 10,
    duration: 15,
    opensIn: -3,
    closesIn: 27,
  },
  {
    examId: 'EX2408',
    title: 'CRM与威胁差错管理专项考试',
    category: 'CRM',
    audience: '*',
    typeIds: ['T06'],
    count: 10,
    duration: 20,
    opensIn: 3,
    closesIn: 33,
  },
];

const questionsOf = new Map<string, string[]>();
for (const def of DEFS) {
  const rng = createRng(`exam-${def.examId}`);
  const pool = questionBank.filter((q) => def.typeIds.includes(q.typeId));
  questionsOf.set(
    def.examId,
    rng
      .shuffle(pool)
      .slice(0, def.count)
      .map((q) => q.questionId),
  );
}

interface Attempt {
  attemptId: string;
  examId: string;
  startedAt: number;
  deadline: number;
  answers: ExamAnswer[] | null;
  result: ExamResult | null;
}

/** userId -> attempts, oldest first. */
let attempts = new Map<string, Attempt[]>();
let sequence = 0;

const forAudience = (def: ExamDef, category: string) =>
  def.audience === '*' || (def.audience === 'F' ? category === 'F' : category !== 'F');

function grade(def: ExamDef, attempt: Attempt, answers: ExamAnswer[], at: number): ExamResult {
  const ids = questionsOf.get(def.examId) ?? [];
  const correctCount = ids.filter((id) => {
    const q = findQuestion(id);
    return q ? isCorrect(q, answers.find((a) => a.questionId === id)?.answer) : false;
  }).length;
  const passed = correctCount >= PASS_COUNT;
  return {
    attemptId: attempt.attemptId,
    examId: def.examId,
    correctCount,
    questionCount: ids.length,
    passCount: PASS_COUNT,
    passed,
    submittedAt: beijingText(at),
    message: passed ? '恭喜您，考试通过' : '很抱歉，考试未通过',
  };
}

/** A past attempt of the seed: answers right for the first `right` questions. */
function seededAttempt(userId: string, def: ExamDef, daysAgo: number, right: number): Attempt {
  const ids = questionsOf.get(def.examId) ?? [];
  const answers = ids.map((id, i) => {
    const q = findQuestion(id);
    const answer = q
      ? i < right
        ? q.answer
        : q.kind === 'judge'
          ? [q.answer[0] === 'A' ? 'B' : 'A']
          : ['Z']
      : [];
    return { questionId: id, answer };
  });
  const startedAt = fromNow(-daysAgo, -def.duration);
  const attempt: Attempt = {
    attemptId: `AT-${userId}-${def.examId}-${daysAgo}`,
    examId: def.examId,
    startedAt,
    deadline: startedAt + def.duration * 60_000,
    answers,
    result: null,
  };
  attempt.result = grade(def, attempt, answers, startedAt + (def.duration - 4) * 60_000);
  return attempt;
}

function attemptsOf(userId: string, category: string): Attempt[] {
  let list = attempts.get(userId);
  if (!list) {
    // A little history: the first exam of the user's audience failed once then passed, one more failed.
    const mine = DEFS.filter((d) => forAudience(d, category) && d.opensIn < 0);
    const [passedDef, failedDef] = [
      mine.find((d) => d.examId === 'EX2406'),
      mine.find((d) => d.examId === 'EX2402'),
    ];
    list = [];
    if (passedDef) list.push(seededAttempt(userId, passedDef, 12, 6), seededAttempt(userId, passedDef, 9, 9));
    if (failedDef) list.push(seededAttempt(userId, failedDef, 4, 7));
    attempts.set(userId, list);
  }
  return list;
}

function defOf(examId: unknown): ExamDef {
  const def = DEFS.find((d) => d.examId === examId);
  if (!def) throw new MockFailure('考试不存在或已下线');
  return def;
}

export function examDefs(category: string): ExamDef[] {
  return DEFS.filter((d) => forAudience(d, category));
}

export function examSummaries(userId: string, category: string): ExamSummary[] {
  const list = attemptsOf(userId, category);
  return examDefs(category).map((def) => {
    const mine = list.filter((a) => a.examId === def.examId);
    const done = mine.filter((a) => a.result);
    const passed = done.some((a) => a.result?.passed);
    const open = mine.some((a) => !a.result && a.deadline > Date.now());
    const state: ProgressState = passed ? 2 : open || done.length > 0 ? 1 : 0;
    return {
      examId: def.examId,
      title: def.title,
      category: def.category,
      questionCount: def.count,
      passCount: PASS_COUNT,
      duration: def.duration,
      startDate: dayKey(def.opensIn),
      endDate: dayKey(def.closesIn),
      state,
      passed,
      bestCorrect: Math.max(0, ...done.map((a) => a.result?.correctCount ?? 0)),
      attempts: done.length,
    };
  });
}

export function examDef(examId: unknown): ExamDef {
  return defOf(examId);
}

function view(def: ExamDef, a: Attempt): ExamAttempt {
  const questions = (questionsOf.get(def.examId) ?? []).flatMap((id) => {
    const q = findQuestion(id);
    return q ? [withoutAnswer(q)] : [];
  });
  return {
    attemptId: a.attemptId,
    examId: def.examId,
    title: def.title,
    startedAt: beijingText(a.startedAt),
    deadline: beijingText(a.deadline),
    submitted: a.result !== null,
    questions,
    result: a.result,
  };
}

/** Starts an attempt, or resumes the open one. Refused when passed, not yet open or closed. */
export function startExam(userId: string, category: string, examId: unknown): ExamAttempt {
  const def = defOf(examId);
  const list = attemptsOf(userId, category);
  if (list.some((a) => a.examId === def.examId && a.result?.passed))
    throw new MockFailure(PASSED_ALREADY, REFUSAL.examPassed);
  if (def.opensIn > 0)
    throw new MockFailure(`考试尚未开始，开考日期 ${dayKey(def.opensIn)}`, REFUSAL.examNotOpen);
  if (!forAudience(def, category)) throw new MockFailure('您不在该考试的考生名单中', REFUSAL.examNotListed);
  const now = Date.now();
  const open = list.find((a) => a.examId === def.examId && !a.result && a.deadline > now);
  if (open) return view(def, open);
  sequence += 1;
  const attempt: Attempt = {
    attemptId: `AT-${userId}-${def.examId}-${now.toString(36)}${sequence}`,
    examId: def.examId,
    startedAt: now,
    deadline: now + def.duration * 60_000,
    answers: null,
    result: null,
  };
  list.push(attempt);
  return view(def, attempt);
}

/** Hands in the answer sheet of an open attempt and grades it. */
export function submitExam(
  userId: string,
  category: string,
  examId: unknown,
  attemptId: unknown,
  answers: unknown,
): ExamAttempt {
  const def = defOf(examId);
  const list = attemptsOf(userId, category);
  if (list.some((a) => a.examId === def.examId && a.result?.passed))
    throw new MockFailure(PASSED_ALREADY, REFUSAL.examPassed);
  const attempt = list.find((a) => a.attemptId === attemptId && a.examId === def.examId);
  if (!attempt) throw new MockFailure('答题记录不存在，请重新开始考试', REFUSAL.examNoAttempt);
  if (attempt.result) throw new MockFailure('该次考试已交卷', REFUSAL.examNoAttempt);
  if (!Array.isArray(answers)) throw new MockFailure('答卷格式不正确');
  const sheet: ExamAnswer[] = answers.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { questionId, answer } = item as { questionId?: unknown; answer?: unknown };
    if (typeof questionId !== 'string') return [];
    const keys = Array.isArray(answer)
      ? answer.map(String)
      : typeof answer === 'string'
        ? answer.split('')
        : [];
    return [{ questionId, answer: keys }];
  });
  attempt.answers = sheet;
  attempt.result = grade(def, attempt, sheet, Date.now());
  return view(def, attempt);
}

export function examResults(userId: string, category: string, examId?: unknown): ExamResult[] {
  return attemptsOf(userId, category)
    .filter((a) => a.result && (examId === undefined || examId === '' || a.examId === examId))
    .map((a) => a.result as ExamResult)
    .reverse();
}

export function examHistory(
  userId: string,
  category: string,
  examId?: unknown,
  attemptId?: unknown,
): ExamHistory[] {
  return attemptsOf(userId, category)
    .filter((a) => a.result)
    .filter((a) => !examId || a.examId === examId)
    .filter((a) => !attemptId || a.attemptId === attemptId)
    .reverse()
    .map((a) => {
      const def = defOf(a.examId);
      const items = (questionsOf.get(def.examId) ?? []).flatMap((id) => {
        const q = findQuestion(id);
        if (!q) return [];
        const myAnswer = a.answers?.find((x) => x.questionId === id)?.answer ?? [];
        return [
          {
            ...withoutAnswer(q),
            myAnswer,
            answer: q.answer,
            correct: isCorrect(q, myAnswer),
            explanation: q.explanation,
          },
        ];
      });
      return { ...(a.result as ExamResult), title: def.title, startedAt: beijingText(a.startedAt), items };
    });
}

export interface ExamsSnapshot {
  attempts: Array<[string, Attempt[]]>;
  sequence: number;
}

export function examsSnapshot(): ExamsSnapshot {
  return { attempts: [...attempts.entries()], sequence };
}

export function restoreExams(snapshot: ExamsSnapshot): void {
  attempts = new Map(snapshot.attempts);
  sequence = snapshot.sequence;
}

export function resetExams(): void {
  attempts = new Map();
  sequence = 0;
}

onReset(resetExams);
persistent('exams', examsSnapshot, (data) => restoreExams(data as ExamsSnapshot));
