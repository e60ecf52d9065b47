/**
 * The study exams keep their own rules (§4, §9): 8 correct answers pass, and a passed exam cannot be
 * taken again; the marks and the refusals are said in the user's language, not in the backend's words.
 */
import { screen, within } from '@testing-library/react';
import { findQuestion } from '@mocks/db/questionbank';
import { api } from '@/api/client';
import type { ExamAttempt } from '@/api/schema/compinfo';
import { i18n } from '@/i18n';
import { recordRequests } from '../../support/requests';
import { renderApp, signIn } from '../../support/app';

const EXAM = 'EX2401';

/** Takes the exam through the backend with exactly `right` answers right; the attempt's id. */
async function takeExam(right: number): Promise<string> {
  const attempt = await api.post<ExamAttempt>('/api/CompInfo/AddExams', { examId: EXAM });
  const answers = attempt.questions.map((q, i) => ({
    questionId: q.questionId,
    answer: i < right ? findQuestion(q.questionId)!.answer : ['Z'],
  }));
  await api.post('/api/CompInfo/AddExams', { examId: EXAM, attemptId: attempt.attemptId, answers });
  return attempt.attemptId;
}

describe('study exams', () => {
  it('fail at 7 correct answers and pass at 8, said in the user’s language', async () => {
    await signIn('pilot');
    await i18n.changeLanguage('en-us');
    const failed = await takeExam(7);
    const first = renderApp(`/study/test?examId=${EXAM}&attemptId=${failed}`);
    const mark = await screen.findByRole('status', { name: /Result/ });
    expect(within(mark).getByText('Failed')).toBeInTheDocument();
    expect(
      within(mark).getByText('Sorry, the exam was not passed (8 correct answers needed).'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/很抱歉/)).not.toBeInTheDocument();
    first.unmount();

    const passed = await takeExam(8);
    renderApp(`/study/test?examId=${EXAM}&attemptId=${passed}`);
    const again = await screen.findByRole('status', { name: /Result/ });
    expect(within(again).getByText('Passed')).toBeInTheDocument();
    expect(within(again).getByText('Congratulations, you passed the exam.')).toBeInTheDocument();
  });

  it('cannot be taken again once passed: the list offers no start, and the exam’s address says why', async () => {
    await signIn('pilot');
    await takeExam(8);
    const list = renderApp('/study/exam');
    const title = (
      await api.read<Array<{ examId: string; title: string }>>('/api/CompInfo/GetAllExam', {})
    ).find((e) => e.examId === EXAM)!.title;
    expect(await screen.findByRole('link', { name: `考试记录：${title}` })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: `参加考试：${title}` })).not.toBeInTheDocument();
    // The control: an exam not passed yet is offered.
    expect(screen.getAllByRole('link', { name: /^参加考试：/ }).length).toBeGreaterThan(0);
    list.unmount();

    await i18n.changeLanguage('en-us');
    const calls = recordRequests();
    renderApp(`/study/test?examId=${EXAM}`);
    expect(
      await screen.findByText('You have already passed this exam; there is no need to take it again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hand in/ })).not.toBeInTheDocument();
    calls.stop();
    expect(calls.sent.filter((path) => path === '/api/CompInfo/AddExams')).toHaveLength(1);
  });
});
