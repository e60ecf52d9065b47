/**
 * The writes of the study exams and the practice draw on the query layer (#27): starting and handing in
 * an exam refresh the answers they change (a fresh answer is not asked again for 30 s otherwise), and
 * a practice started again is a fresh draw, never the one cached from before.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from '@/api/client';
import type { ExamSummary, Question } from '@/api/schema/compinfo';
import { beijingDay } from '@/lib/beijing';
import { mockServer } from '@mocks/node';
import { renderApp, signIn } from '../../support/app';
import { patient } from './helpers';

const question = () => screen.findByRole('group', { name: /第 \d+ \/ \d+ 题/ });

describe('the exam list the user comes back to', () => {
  it('shows an exam in progress once started, and its attempt once handed in', async () => {
    await signIn('cabin');
    const today = beijingDay();
    const exams = await api.read<ExamSummary[]>('/api/CompInfo/GetAllExam', {});
    const exam = exams.find((e) => e.state === 0 && e.startDate <= today && e.endDate >= today)!;
    expect(exam).toBeDefined();
    const card = async () =>
      (await screen.findByRole('heading', { name: new RegExp(exam.title) })).closest('li')!;

    const { router } = renderApp('/study/exam');
    expect(within(await card()).getByText('未开始')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: `参加考试：${exam.title}` }));
    await userEvent.click(await screen.findByRole('link', { name: '下一步' }));
    expect(await screen.findByText('还没有参加过这个考试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '开始答题' }));
    await question();
    const sheet = `${router.state.location.pathname}${router.state.location.search}`;

    // Back on the list within the answer's 30 s of freshness: the start refreshed it.
    await act(() => router.navigate('/study/exam'));
    await vi.waitFor(
      async () => expect(within(await card()).getByText('进行中')).toBeInTheDocument(),
      patient,
    );
    expect(screen.queryByRole('link', { name: `考试记录：${exam.title}` })).toBeNull();

    await act(() => router.navigate(sheet));
    await question();
    await userEvent.click(screen.getByRole('button', { name: '交卷' }));
    const ask = await screen.findByRole('dialog', { name: '确认交卷' });
    await userEvent.click(within(ask).getByRole('button', { name: '交卷' }));
    expect(await screen.findByText(new RegExp(`答对 \\d+ / ${exam.questionCount} 题`))).toBeInTheDocument();

    // The hand-in refreshed the list (the attempt and its history are there) and the exam's earlier
    // results, read before the start and not asked again for 30 s otherwise.
    await act(() => router.navigate('/study/exam'));
    expect(await screen.findByRole('link', { name: `考试记录：${exam.title}` }, patient)).toBeInTheDocument();
    expect(within(await card()).getByText(/共 1 次/)).toBeInTheDocument();
    await act(() => router.navigate(`/study/ready2?examId=${exam.examId}`));
    expect(
      await screen.findByText(new RegExp(`^\\d+/${exam.questionCount} 未通过$`), {}, patient),
    ).toBeInTheDocument();
    expect(screen.queryByText('还没有参加过这个考试')).toBeNull();
  });
});

describe('a practice started again', () => {
  it('is a fresh draw, not the one asked for before', async () => {
    await signIn('pilot');
    const bank = await api.read<Question[]>('/flightservice/CompInfo/GetTestQuestionPreview', {
      typeId: 'T02',
      pageSize: 500,
    });
    const draws = [bank.slice(0, 5), bank.slice(5, 10)];
    let asked = 0;
    mockServer.use(
      http.post('*/flightservice/CompInfo/GetTestQuestionTest', () => {
        const list = draws[Math.min(asked, draws.length - 1)];
        asked += 1;
        return HttpResponse.json({ Code: '0', Message: '成功', List: list });
      }),
    );

    const { router } = renderApp('/study/ready2?typeId=T02&count=5');
    await userEvent.click(await screen.findByRole('button', { name: '开始答题' }));
    expect(within(await question()).getByText(bank[0]!.stem)).toBeInTheDocument();

    await act(() => router.navigate('/study/ready2?typeId=T02&count=5'));
    await userEvent.click(await screen.findByRole('button', { name: '开始答题' }));
    await vi.waitFor(() => expect(asked).toBe(2), patient);
    expect(within(await question()).getByText(bank[5]!.stem)).toBeInTheDocument();
  });
});
