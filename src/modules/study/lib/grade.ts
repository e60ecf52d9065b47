import type { Question, QuestionKind } from '@/api/schema/compinfo';

/** The exam rule (§5, §9): 8 correct answers pass. */
export const PASS_COUNT = 8;

export const normalise = (keys: readonly string[] | undefined) =>
  [...new Set((keys ?? []).map((k) => k.trim().toUpperCase()))].sort();

/** Exactly the right keys: a multiple-choice question scores only when all are chosen and no other. */
export function isRight(answer: readonly string[], given: readonly string[] | undefined): boolean {
  const mine = normalise(given);
  const keys = normalise(answer);
  return mine.length === keys.length && mine.every((k, i) => k === keys[i]);
}

/** Wrong answers of earlier practice first, then fresh ones, no question twice, `count` in all. */
export function wrongFirst(wrong: Question[], drawn: Question[], count: number): Question[] {
  const seen = new Set<string>();
  const out: Question[] = [];
  for (const q of [...wrong, ...drawn]) {
    if (out.length >= count) break;
    if (seen.has(q.questionId)) continue;
    seen.add(q.questionId);
    out.push(q);
  }
  return out;
}

export const KIND_KEYS: Record<QuestionKind, 'single' | 'multiple' | 'judge'> = {
  single: 'single',
  multiple: 'multiple',
  judge: 'judge',
};
