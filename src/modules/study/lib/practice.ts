import type { Question } from '@/api/schema/compinfo';

/** A practice in progress, kept as a draft (sessionStorage, per user) so a reload keeps every answer. */
export interface PracticeDraft {
  questions: Question[];
  answers: Record<string, string[]>;
  index: number;
  startedAt: number;
  /** Handed in: the result shows (also after a reload) until the next practice replaces it. */
  handedIn?: boolean;
  elapsed?: number;
}
export const EMPTY_PRACTICE: PracticeDraft = { questions: [], answers: {}, index: 0, startedAt: 0 };
export const practiceFormId = (typeId: string) => `study.practice:${typeId}`;

/** An exam attempt's answers, kept per attempt until the backend accepted the sheet. */
export interface ExamDraft {
  answers: Record<string, string[]>;
  index: number;
}
export const EMPTY_EXAM: ExamDraft = { answers: {}, index: 0 };
export const examFormId = (attemptId: string) => `study.exam:${attemptId}`;

export const PRACTICE_COUNTS = [5, 10, 20] as const;
const MOST = Math.max(...PRACTICE_COUNTS);
/** The length asked for: one of the choices, or fewer when the subject has fewer questions (else 10). */
export const readCount = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MOST ? n : 10;
};
/** 'all' practises every type: the backend takes no typeId then. */
export const apiTypeId = (typeId: string) => (typeId && typeId !== 'all' ? typeId : undefined);
