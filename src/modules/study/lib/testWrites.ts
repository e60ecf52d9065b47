import { useMutation } from '@tanstack/react-query';
import {
  allExamsQuery,
  drawPracticeQuestions,
  examHistoryQuery,
  examResultsQuery,
  startExam,
  submitExamAnswers,
} from '@/api/compinfo';
import { ApiError, isApiError } from '@/api/errors';
import { queryClient } from '@/api/queryClient';
import { refusalText } from '@/api/refusals';
import type { ExamAnswer } from '@/api/schema/compinfo';
import { sendFailureText } from '@/api/useSubmit';

/** Every answer of one read (all its inputs): its path, the first part of its key (docs/data-layer.md). */
const every = (options: { queryKey: readonly unknown[] }) => ({ queryKey: [options.queryKey[0]] });

/**
 * Starts (or resumes) an attempt. The exam list shows each exam's state (in progress once started), so
 * its answers are refreshed.
 */
export function useStartExam() {
  return useMutation({
    mutationFn: (examId: string) => startExam(examId),
    onSuccess: () => void queryClient.invalidateQueries(every(allExamsQuery())),
  });
}

/**
 * Hands an answer sheet in. The mark changes the exam list (passed, attempts, best), the exam's results
 * and its history: their answers are refreshed (the result screen reads the attempt's history anew).
 */
export function useSubmitExam() {
  return useMutation({
    mutationFn: (sheet: { examId: string; attemptId: string; answers: ExamAnswer[] }) =>
      submitExamAnswers(sheet.examId, sheet.attemptId, sheet.answers),
    onSuccess: () =>
      Promise.all(
        [allExamsQuery(), examResultsQuery(undefined), examHistoryQuery({})].map((read) =>
          queryClient.invalidateQueries(every(read)),
        ),
      ),
  });
}

/**
 * A random self-test: a new draw at every ask. A mutation, not a query, on purpose: nothing of it is
 * cached or shared, so a draw made before can never come back where a fresh one is meant.
 */
export function useDrawPractice() {
  return useMutation({ mutationFn: drawPracticeQuestions });
}

/** What the user reads when one of these failed: a rule's refusal in their language, else the failure. */
export function failureText(error: unknown): string {
  const apiError = isApiError(error) ? error : new ApiError('bad-response', String(error));
  return refusalText(apiError) ?? sendFailureText(apiError);
}
