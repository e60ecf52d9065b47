import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from '@/api/client';
import type { ExamSummary, Question } from '@/api/schema/compinfo';
import { beijingDay } from '@/lib/beijing';
import { mockServer } from '@mocks/node';
import { renderApp, signIn } from '../../support/app';
import { patient } from './helpers';

async function bankOf(typeId: string): Promise<Question[]> {
  return api.read<Question[]>('/flightservice/CompInfo/GetTestQuestionPreview', { typeId, pageSize: 500 });
}

/** Reload: the screen goes away and the same address opens again (the session stays). */
function reload(path: string) {
  cleanup();
  return renderApp(path);
}

const question = () => screen.findByRole('group', { name: /第 \d+ \/ \d+ 题/ });

describe('practice test (ready → ready2 → test → result)', () => {
  it('asks single, multiple and true/false questions with a running clock, keeps answers across a reload, hands in once and brings wrong answers back first', async () => {
    await signIn('pilot');
    const bank = await bankOf('T01');
    const single = bank.find((q) => q.kind === 'single')!;
    const multiple = bank.find((q) => q.kind === 'multiple')!;
    const judge = bank.find((q) => q.kind === 'judge')!;
    let draws = 0;
    mockServer.use(
      http.post('*/flightservice/CompInfo/GetTestQuestionTest', () => {
        draws += 1;
        return HttpResponse.json({ Code: '0', Message: '成功', List: [single, multiple, judge] });
      }),
    );

    const { router } = renderApp('/study/testTypeSelector');
    const typeName = (
      await api.get<Array<{ typeId: string; name: string }>>('/flightservice/CompInfo/GetTestTypeList')
    ).find((t) => t.typeId === 'T01')!.name;
    await userEvent.click(await screen.findByRole('link', { name: `练习：${typeName}` }));
    await userEvent.click(await screen.findByRole('radio', { name: '5 题' }));
    await userEvent.click(screen.getByRole('link', { name: '下一步' }));
    await userEvent.click(await screen.findByRole('button', { name: '开始答题' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/study/test'), patient);
    expect(draws).toBe(1);

    // Single choice: radios, one answer.
    let group = await question();
    expect(within(group).getByText('单选题')).toBeInTheDocument();
    expect(within(group).getAllByRole('radio')).toHaveLength(single.options.length);
    await userEvent.click(
      within(group).getByRole('radio', {
        name: new RegExp(single.options.find((o) => o.key === single.answer[0])!.text.slice(0, 6)),
      }),
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/用时 \d+:\d\d/);

    // Multiple choice: check boxes; only one of the right keys → wrong.
    await userEvent.click(screen.getByRole('button', { name: '下一题' }));
    group = await question();
    expect(within(group).getByText('多选题')).toBeInTheDocument();
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(multiple.options.length);
    const wrongKey = multiple.options.find((o) => !multiple.answer.includes(o.key))!.key;
    await userEvent.click(boxes[multiple.options.findIndex((o) => o.key === wrongKey)]!);

    // True or false: two radios in the user's language.
    await userEvent.click(screen.getByRole('button', { name: '第 3 题' }));
    group = await question();
    expect(within(group).getByText('判断题')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /正确/ })).toBeInTheDocument();
    await userEvent.click(
      within(group).getByRole('radio', { name: judge.answer[0] === 'A' ? /正确/ : /错误/ }),
    );
    expect(screen.getByText('已答 3 / 3')).toBeInTheDocument();

    // A reload keeps every answer and the question the user was on.
    reload('/study/test?typeId=T01');
    group = await question();
    expect(within(group).getByText('判断题')).toBeInTheDocument();
    expect(screen.getByText('已答 3 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第 2 题' }));
    group = await question();
    expect(
      within(group).getAllByRole('checkbox')[multiple.options.findIndex((o) => o.key === wrongKey)],
    ).toBeChecked();

    // One result however often the button is tapped.
    await userEvent.dblClick(screen.getByRole('button', { name: '交卷' }));
    expect(await screen.findByText('答对 2 / 3 题')).toBeInTheDocument();
    expect(screen.getAllByText('正确答案', { exact: false }).length).toBe(3);
    expect(screen.getByText(/答错的 1 道题会在下次练习中优先出现/)).toBeInTheDocument();

    // The next practice of this type starts with the question answered wrong.
    mockServer.use(
      http.post('*/flightservice/CompInfo/GetTestQuestionTest', () =>
        HttpResponse.json({ Code: '0', Message: '成功', List: [single, judge] }),
      ),
    );
    await userEvent.click(screen.getByRole('link', { name: '再练一次' }));
    expect(await screen.findByText('上次答错的 1 道题会优先出现')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '下一步' }));
    await userEvent.click(await screen.findByRole('button', { name: '开始答题' }));
    group = await question();
    expect(within(group).getByText('多选题')).toBeInTheDocument();
    expect(within(group).getByText(multiple.stem)).toBeInTheDocument();
    expect(screen.getByText('已答 0 / 3')).toBeInTheDocument();
  });
});

describe('exam (exam → ready → ready2 → test → result)', () => {
  it('counts down, keeps answers across a reload, hands in once and shows the right answers', async () => {
    await signIn('cabin');
    const today = beijingDay();
    const exams = await api.read<ExamSummary[]>('/api/CompInfo/GetAllExam', {});
    const exam = exams.find((e) => !e.passed && e.startDate <= today && e.endDate >= today)!;
    let handIns = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (!request.url.endsWith('/api/CompInfo/AddExams')) return;
      void request
        .clone()
        .json()
        .then((body: { answers?: unknown }) => {
          if (body.answers) handIns += 1;
        });
    });

    const { router } = renderApp('/study/exam');
    await userEvent.click(await screen.findByRole('link', { name: `参加考试：${exam.title}` }));
    expect(await screen.findByText('考试须知')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '下一步' }));
    await userEvent.click(await screen.findByRole('button', { name: '开始答题' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/study/test'), patient);

    const timer = await screen.findByRole('timer');
    const minutes = Number(/剩余 (\d+):/.exec(timer.textContent ?? '')?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(exam.duration - 2);
    expect(minutes).toBeLessThanOrEqual(exam.duration);

    let group = await question();
    const firstOption = group.querySelector('input')!;
    await userEvent.click(firstOption);
    expect(firstOption).toBeChecked();
    const search = router.state.location.search;

    reload(`/study/test${search}`);
    group = await question();
    expect(group.querySelector('input')).toBeChecked();
    expect(screen.getByText(`已答 1 / ${exam.questionCount}`)).toBeInTheDocument();

    // Questions are left: the user is asked first; one hand-in however often the answer is tapped.
    await userEvent.click(screen.getByRole('button', { name: '交卷' }));
    const ask = await screen.findByRole('dialog', { name: '确认交卷' });
    expect(ask).toHaveTextContent(`还有 ${exam.questionCount - 1} 题未作答`);
    await userEvent.dblClick(within(ask).getByRole('button', { name: '交卷' }));
    expect(await screen.findByText(new RegExp(`答对 \\d+ / ${exam.questionCount} 题`))).toBeInTheDocument();
    expect(screen.getByText('未通过')).toBeInTheDocument();
    expect(screen.getAllByText(/正确答案/).length).toBe(exam.questionCount);
    expect(handIns).toBe(1);
    expect(
      sessionStorage.length === 0 || !Object.keys(sessionStorage).some((k) => k.includes('study.exam:')),
    ).toBe(true);
  });
});
