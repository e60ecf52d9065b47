import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFault } from '@mocks/node';
import { preflightExams } from '@mocks/db/preflight';
import { missionCard } from '../../support/missions';
import { api } from '@/api/client';
import type { FlightMission, PrepareNotice, PreRecord } from '@/api/schema/prepare';
import { renderApp, signIn } from '../../support/app';
import { recordRequests } from '../../support/requests';

async function firstMission(): Promise<FlightMission> {
  const list = await api.read<FlightMission[]>('/api/FlightMission/GetFlightMission', {});
  return list[0]!;
}

async function readAllNotices(missionId: string) {
  const notices = await api.read<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId });
  for (const n of notices.filter((x) => x.mustRead && !x.read))
    await api.read('/api/prepare/GetNoticeNewListDetail', { missionId, noticeId: n.noticeId });
}

const at = (path: string, missionId: string) => `${path}?missionId=${encodeURIComponent(missionId)}`;

/** Picks the answers of a pilot exam so that exactly `right` questions are answered correctly. */
async function answerExam(user: ReturnType<typeof userEvent.setup>, examId: string, right: number) {
  const exam = preflightExams.find((e) => e.id === examId)!;
  const form = screen.getByRole('form', { name: exam.title });
  for (const [index, question] of exam.questions.entries()) {
    const group = within(form).getAllByRole('group')[index]!;
    const wanted =
      index < right
        ? question.answer
        : question.options
            .map((o) => o.key)
            .filter((k) => !question.answer.includes(k))
            .slice(0, 1);
    for (const key of wanted) {
      const option = question.options.find((o) => o.key === key)!;
      const label = question.type === 'judge' ? option.text : `${option.key}. ${option.text}`;
      await user.click(within(group).getByLabelText(label));
    }
  }
  return form;
}

describe('preparation flow', () => {
  it('lists the missions with their state and opens the preparation home with the steps in order', async () => {
    await signIn('pilot');
    const mission = await firstMission();
    const user = userEvent.setup();
    renderApp('/prepare');
    const list = await screen.findByRole('list', { name: '我的飞行任务' }, { timeout: 5000 });
    const item = await missionCard(list, mission.missionId, 5000);
    expect(within(item).getByRole('heading')).toHaveTextContent(
      `${mission.flightNo} · ${mission.fromName} – ${mission.toName}`,
    );
    expect(within(item).getByText('未开始')).toBeInTheDocument();
    await user.click(within(item).getByRole('link', { name: '开始准备' }));
    const steps = await screen.findByRole('list', { name: '准备步骤' }, { timeout: 5000 });
    const names = within(steps)
      .getAllByRole('link')
      .map((a) => a.querySelector('p')?.textContent);
    expect(names).toEqual([
      '身体状况申报',
      '通告阅读',
      '航线资料',
      '飞机信息与保留故障',
      '机场资料',
      '气象资料',
      '风险评估',
      '准备考试',
    ]);
    expect(await screen.findByText('已准备 0 / 30 分钟')).toBeInTheDocument();
  });

  it('not fit needs symptoms (§8), then suspends every later step', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const user = userEvent.setup();
    const calls = recordRequests();
    renderApp(at('/Prepare/Health', missionId));
    await user.click(await screen.findByLabelText('不适宜飞行'));
    await user.click(screen.getByRole('button', { name: '提交申报' }));
    expect(
      screen.getAllByText('您选择了不适宜飞行，请输入或选择症状后提交，后续准备步骤将被暂停').length,
    ).toBeGreaterThan(1);
    expect(calls.sent).not.toContain('/api/health/updatehealth');
    await user.click(screen.getByLabelText('感冒发热'));
    await user.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('不适宜飞行', { selector: 'strong' })).toBeInTheDocument();
    calls.stop();

    const record = await api.read<PreRecord>('/api/Prepare/GetPreRecord', { missionId });
    expect(record.steps.find((s) => s.stepId === 'health')?.state).toBe(2);
    renderApp(at('/Prepare/ImportantNotice', missionId));
    expect(await screen.findByText(/后续准备步骤已暂停/)).toBeInTheDocument();
  });

  it('keeps the symptoms as a draft across a failed send and a new visit', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const user = userEvent.setup();
    setFault('/api/health/updatehealth', 'http500');
    const first = renderApp(at('/Prepare/Health', missionId));
    await user.click(await screen.findByLabelText('不适宜飞行'));
    await user.type(screen.getByLabelText('症状描述'), '嗓子疼');
    await user.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('服务器异常')).toBeInTheDocument();
    first.unmount();
    renderApp(at('/Prepare/Health', missionId));
    expect(await screen.findByLabelText('症状描述')).toHaveValue('嗓子疼');
    expect(screen.getByText('已恢复您上次未提交的内容')).toBeInTheDocument();
  });

  it('an unread must-read notice blocks moving on and opens the first unread one', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await api.post('/api/health/updatehealth', { missionId, fit: true });
    const notices = await api.read<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId });
    const first = notices.find((n) => n.mustRead && !n.read)!;
    const user = userEvent.setup();
    const { router } = renderApp(at('/Prepare/FlightMission', missionId));
    const steps = await screen.findByRole('list', { name: '准备步骤' }, { timeout: 5000 });
    await user.click(within(steps).getByRole('link', { name: /气象资料/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('您还有未读的通告，请阅读后再继续')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('heading', { name: first.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/prepare/ImportantNotice/detail/${first.noticeId}`);
  });

  it('finishing before the minutes shows the backend’s N minutes (§8)', async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    await api.post('/api/health/updatehealth', { missionId, fit: true });
    await readAllNotices(missionId);
    await api.post('/api/Prepare/AddOrUpdateStepRecord', { missionId, stepId: 'weather', spentSeconds: 600 });
    const user = userEvent.setup();
    renderApp(at('/Prepare/FlightMission', missionId));
    expect(await screen.findByText('已准备 10 / 20 分钟')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '完成准备' }));
    expect(await screen.findByText('在线准备需达到 20 分钟才能完成')).toBeInTheDocument();
    await api.post('/api/Prepare/AddOrUpdateStepRecord', { missionId, stepId: 'weather', spentSeconds: 600 });
    await user.click(screen.getByRole('button', { name: '完成准备' }));
    expect(await screen.findByText(/在线准备已完成/, { selector: 'p' })).toBeInTheDocument();
  });

  it('8 correct answers pass, 7 fail and can be retaken; a passed exam is refused; one request per tap', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const user = userEvent.setup();
    const calls = recordRequests();
    renderApp(at('/Prepare/Examination', missionId));
    await screen.findByRole('form', { name: preflightExams[0]!.title });
    let form = await answerExam(user, 'PX001', 7);
    await user.dblClick(within(form).getByRole('button', { name: '提交答卷' }));
    expect(await screen.findByText('很抱歉，考试未通过')).toBeInTheDocument();
    expect(calls.sent.filter((p) => p === '/api/flightdata/submitexam')).toHaveLength(1);

    form = await answerExam(user, 'PX001', 8);
    await user.click(within(form).getByRole('button', { name: '提交答卷' }));
    expect(
      await screen.findByText('答对 8/12 题 · 67 分', { exact: false }, { timeout: 5000 }),
    ).toBeInTheDocument();
    calls.stop();

    renderApp(at('/Prepare/Examination', missionId));
    expect(await screen.findAllByText('您已通过该考试，无需再次答题')).not.toHaveLength(0);
    const record = await api.read<PreRecord>('/api/Prepare/GetPreRecord', { missionId });
    expect(record.steps.find((s) => s.stepId === 'exam')?.state).toBe(2);
  }, 60_000);

  it('keeps exam answers across a failed send and a reload', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const user = userEvent.setup();
    setFault('/api/flightdata/submitexam', 'http500');
    const view = renderApp(at('/Prepare/Examination', missionId));
    await screen.findByRole('form', { name: preflightExams[0]!.title });
    const form = await answerExam(user, 'PX001', 12);
    await user.click(within(form).getByRole('button', { name: '提交答卷' }));
    expect(await screen.findByText('服务器异常')).toBeInTheDocument();
    view.unmount();
    renderApp(at('/Prepare/Examination', missionId));
    const again = await screen.findByRole('form', { name: preflightExams[0]!.title });
    expect(within(again).getByText('已答 12/12')).toBeInTheDocument();
  }, 40_000);

  it('never calls the cabin-only endpoints for a pilot and sends him away from cabin screens', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const calls = recordRequests();
    const { router } = renderApp(at('/Prepare/FlightMission', missionId));
    await screen.findByRole('list', { name: '准备步骤' });
    expect(screen.queryByRole('link', { name: '要客与特殊旅客' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '号位与安保信息' })).not.toBeInTheDocument();
    await router.navigate(at('/Prepare/VIPInformation', missionId));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prepare/task'));
    await router.navigate(at('/Prepare/Message', missionId));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prepare/task'));
    await screen.findByRole('list', { name: '我的飞行任务' });
    calls.stop();
    expect(calls.sent.length).toBeGreaterThan(3);
    expect(calls.sent.filter((p) => p.startsWith('/api/StewardSecurity/'))).toEqual([]);
  });

  it('shows the cabin crew the body status of the next flight and lets them declare', async () => {
    await signIn('cabin');
    const user = userEvent.setup();
    const { router } = renderApp('/prepare');
    await waitFor(() => expect(router.state.location.pathname).toBe('/prepare/status'));
    expect(await screen.findByText('尚未申报', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '去申报' }));
    await user.click(await screen.findByLabelText('适宜飞行'));
    await user.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('适宜飞行', { selector: 'strong' })).toBeInTheDocument();
  });
});
