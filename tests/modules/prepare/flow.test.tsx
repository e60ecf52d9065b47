import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { setFault } from '@mocks/node';
import { findPoolQuestion } from '@mocks/db/preflight';
import { api } from '@/api/client';
import type { PreflightExam } from '@/api/schema/flightdata';
import type { PreRecord, PrepareNotice } from '@/api/schema/prepare';
import { i18n } from '@/i18n';
import { missionCard } from '../../support/missions';
import { renderApp, signIn } from '../../support/app';
import { recordRequests } from '../../support/requests';
import {
  declare,
  firstMission,
  openMissions,
  pass,
  readAllNotices,
  ready,
  spend,
  startExam,
  takeExam,
} from '../../support/preparation';

afterEach(() => vi.useRealTimers());

const at = (path: string, missionId: string) => `${path}?missionId=${encodeURIComponent(missionId)}`;

/**
 * Answers the exam form on the screen so that exactly `right` questions are right. The questions are
 * the attempt's own draw, which the backend gives again while it is open.
 */
async function answerExam(user: ReturnType<typeof userEvent.setup>, missionId: string, right: number) {
  const form = await screen.findByRole('form', { name: /^航前准备考试 · |^Pre-flight exam · / });
  const exam: PreflightExam = await startExam(missionId);
  const groups = within(form).getAllByRole('group');
  for (const [index, question] of exam.questions.entries()) {
    const answer = findPoolQuestion(question.id)!.answer;
    const keys = index < right ? answer : [question.options.find((o) => !answer.includes(o.key))!.key];
    for (const key of keys) {
      const option = question.options.find((o) => o.key === key)!;
      const label =
        question.type === 'judge'
          ? i18n.t(key === 'A' ? 'exam.true' : 'exam.false', { ns: 'prepare' })
          : `${option.key}. ${option.text}`;
      await user.click(within(groups[index]!).getByLabelText(label));
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

  it('"not fit" needs symptoms (§8), then says whom to call, is final, and suspends every later step', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await readAllNotices(missionId);
    const user = userEvent.setup();
    const calls = recordRequests();
    const view = renderApp(at('/Prepare/Health', missionId));
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
    // What to do next, not the hint again: whom to call, and no form to change it.
    expect(screen.getByText(/下一步：请立即致电机组调度/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '拨打机组调度电话 010-64590012' })).toHaveAttribute(
      'href',
      'tel:01064590012',
    );
    expect(screen.getByRole('link', { name: '拨打航医电话 010-64590066' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申报' })).not.toBeInTheDocument();
    expect(screen.getByText('申报已记录，不能更改。')).toBeInTheDocument();
    view.unmount();

    // The preparation home: every later step says suspended, and no finish is offered.
    renderApp(at('/Prepare/FlightMission', missionId));
    const steps = await screen.findByRole('list', { name: '准备步骤' });
    await waitFor(() => expect(within(steps).getAllByText('已暂停')).toHaveLength(7));
    expect(within(steps).getByRole('link', { name: /身体状况申报/ })).toHaveTextContent('已完成');
    expect(screen.queryByRole('button', { name: '完成准备' })).not.toBeInTheDocument();
    expect(screen.getByText('您已申报不适宜飞行，后续准备步骤已暂停')).toBeInTheDocument();
  });

  it('refuses to replace a declaration: one made meanwhile elsewhere is shown, in the user’s language', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await i18n.changeLanguage('en-us');
    const user = userEvent.setup();
    renderApp(at('/Prepare/Health', missionId));
    await user.click(await screen.findByLabelText('Fit to fly'));
    // Another phone declares "not fit" for the same flight while this form is open.
    await declare(missionId, false);
    await user.click(screen.getByRole('button', { name: 'Submit declaration' }));
    // The refusal shows in the form, then, once the declaration is read again, beside the one made
    // elsewhere: judged on that last screen, not on the form's element it replaces.
    expect(await screen.findByText('Not fit to fly', { selector: 'strong' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your declaration is final and cannot be changed. If your condition changes, call crew control.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Fit to fly')).not.toBeInTheDocument();
  });

  it('after "fit" offers only "not fit" (the one change there is)', async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    await declare(missionId, true);
    renderApp(at('/Prepare/Health', missionId));
    expect(await screen.findByText('适宜飞行', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByLabelText('不适宜飞行')).toBeInTheDocument();
    expect(screen.queryByLabelText('适宜飞行')).not.toBeInTheDocument();
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
    await declare(missionId, true);
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

  it('finishing needs every step worked on, this flight’s exam and the minutes; each refusal in English', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    await spend(missionId, 'route', 5);
    await i18n.changeLanguage('en-us');
    const user = userEvent.setup();
    renderApp(at('/Prepare/FlightMission', missionId));
    const finish = await screen.findByRole('button', { name: 'Finish preparation' });
    await user.click(finish);
    expect(
      await screen.findByText(
        'These steps have not been worked on yet: Aircraft and deferred defects, Airport information, Weather, Risk assessment',
      ),
    ).toBeInTheDocument();
    for (const step of ['plane', 'airport', 'weather', 'risk']) await spend(missionId, step, 5);
    await user.click(finish);
    expect(await screen.findByText("Pass this flight's pre-flight exam first.")).toBeInTheDocument();
    await takeExam(missionId, 12);
    await user.click(finish);
    expect(
      await screen.findByText('Online preparation must reach 30 minutes to complete.'),
    ).toBeInTheDocument();
    await spend(missionId, 'notice', 5);
    await user.click(finish);
    expect(await screen.findByText(/Online preparation completed/, { selector: 'p' })).toBeInTheDocument();
  }, 40_000);

  it('says "declare your fitness first" in English when finishing before a declaration', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await readAllNotices(missionId);
    await i18n.changeLanguage('en-us');
    const user = userEvent.setup();
    renderApp(at('/Prepare/FlightMission', missionId));
    await user.click(await screen.findByRole('button', { name: 'Finish preparation' }));
    expect(await screen.findByText('Declare your fitness first.')).toBeInTheDocument();
    expect(screen.queryByText('请先完成身体状况申报')).not.toBeInTheDocument();
  });

  it('8 right pass and 7 fail: the result at the top, the failed one without the right answers, the retake drawn anew', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    const user = userEvent.setup();
    const calls = recordRequests();
    renderApp(at('/Prepare/Examination', missionId));
    const first = await startExam(missionId);
    let form = await answerExam(user, missionId, 7);
    await user.dblClick(within(form).getByRole('button', { name: '提交答卷' }));
    const result = await screen.findByRole('region', { name: '考试结果' });
    expect(within(result).getByText('很抱歉，考试未通过')).toBeInTheDocument();
    expect(calls.sent.filter((p) => p === '/api/flightdata/submitexam')).toHaveLength(1);
    // The result replaces the form at the top; it has the focus, the form is gone.
    expect(result.querySelector('h2')).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(within(result).getAllByText(/^✗ 错误/)).toHaveLength(5);
    expect(within(result).queryByText(/^正确答案/)).not.toBeInTheDocument();
    // The chosen option in its words, not its letter alone.
    const q1 = findPoolQuestion(first.questions[0]!.id)!;
    const chosen = q1.options.find((o) => o.key === q1.answer[0])!;
    const said =
      q1.type === 'judge' ? (chosen.key === 'A' ? '正确' : '错误') : `${chosen.key}. ${chosen.text}`;
    expect(within(result).getAllByText(`您的答案：${said}`, { exact: false }).length).toBeGreaterThan(0);

    await user.click(within(result).getByRole('button', { name: '重新作答' }));
    form = await answerExam(user, missionId, 8);
    const retake = await startExam(missionId);
    expect(retake.questions.map((q) => q.id)).not.toEqual(first.questions.map((q) => q.id));
    await user.click(within(form).getByRole('button', { name: '提交答卷' }));
    const passed = await screen.findByRole('region', { name: '考试结果' });
    expect(within(passed).getByText('答对 8/12 题，考试通过')).toBeInTheDocument();
    expect(within(passed).getAllByText(/^正确答案：/)).toHaveLength(12);
    calls.stop();
    const record = await api.read<PreRecord>('/api/Prepare/GetPreRecord', { missionId });
    expect(record.steps.find((s) => s.stepId === 'exam')?.state).toBe(2);
  }, 60_000);

  it('coming back to the exam shows the backend’s attempt of now, never the sheet of the last visit', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    const { router } = renderApp(at('/Prepare/Examination', missionId));
    await screen.findByRole('form', { name: /^航前准备考试 · / });
    const first = await startExam(missionId);
    await router.navigate(at('/Prepare/FlightMission', missionId));
    await screen.findByRole('list', { name: '准备步骤' });
    // Handed in and failed meanwhile (another phone): the next ask draws a new attempt.
    await takeExam(missionId, 7);

    await router.navigate(-1);
    // Nothing of the last visit's sheet is drawn while the backend is asked.
    expect(screen.queryByRole('form', { name: /^航前准备考试 · / })).not.toBeInTheDocument();
    const form = await screen.findByRole('form', { name: /^航前准备考试 · / });
    const retake = await startExam(missionId);
    expect(retake.questions.map((q) => q.id)).not.toEqual(first.questions.map((q) => q.id));
    const groups = within(form).getAllByRole('group');
    retake.questions.forEach((question, index) => expect(groups[index]).toHaveTextContent(question.stem));
  }, 40_000);

  it('a passed exam cannot be handed in again: passed meanwhile elsewhere, the form’s hand-in is refused', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    await i18n.changeLanguage('en-us');
    const user = userEvent.setup();
    renderApp(at('/Prepare/Examination', missionId));
    const form = await answerExam(user, missionId, 12);
    // The same exam passed from another phone while this form was open.
    await takeExam(missionId, 12);
    await user.click(within(form).getByRole('button', { name: 'Hand in' }));
    expect(
      await screen.findByText('You have already passed this exam; there is no need to take it again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Exam result' })).not.toBeInTheDocument();
  }, 40_000);

  it('the exam belongs to the flight: passing one mission’s leaves the next mission’s to take', async () => {
    await signIn('pilot');
    const [first, next] = await openMissions();
    await ready(first!.missionId);
    await takeExam(first!.missionId, 12);
    await ready(next!.missionId);
    const view = renderApp(at('/Prepare/Examination', first!.missionId));
    expect(await screen.findByText('您已通过该考试，无需再次答题')).toBeInTheDocument();
    view.unmount();
    const exam = renderApp(at('/Prepare/Examination', next!.missionId));
    const form = await screen.findByRole('form', { name: `航前准备考试 · ${next!.flightNo}` });
    expect(within(form).getAllByRole('group')).toHaveLength(12);
    expect(screen.queryByText('您已通过该考试，无需再次答题')).not.toBeInTheDocument();
    exam.unmount();
    // The next mission's home: its exam step is still to do (in progress once its exam screen was
    // opened and that step's time reached the backend, not started before: either, never completed).
    renderApp(at('/Prepare/FlightMission', next!.missionId));
    const steps = await screen.findByRole('list', { name: '准备步骤' });
    const examStep = () => within(steps).getByRole('link', { name: /准备考试/ });
    await waitFor(() => expect(examStep()).toHaveTextContent(/未开始|进行中/));
    expect(examStep()).not.toHaveTextContent('已完成');
  });

  it('shows the true/false options in the user’s language', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    await i18n.changeLanguage('en-us');
    renderApp(at('/Prepare/Examination', missionId));
    const form = await screen.findByRole('form', { name: /^Pre-flight exam · / });
    const exam = await startExam(missionId);
    const judge = exam.questions.findIndex((q) => q.type === 'judge');
    const group = within(form).getAllByRole('group')[judge]!;
    expect(within(group).getByLabelText('True')).toBeInTheDocument();
    expect(within(group).getByLabelText('False')).toBeInTheDocument();
    expect(within(group).queryByText('正确')).not.toBeInTheDocument();
  });

  it('keeps exam answers across a failed send and a reload', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    const user = userEvent.setup();
    setFault('/api/flightdata/submitexam', 'http500');
    const view = renderApp(at('/Prepare/Examination', missionId));
    const form = await answerExam(user, missionId, 12);
    await user.click(within(form).getByRole('button', { name: '提交答卷' }));
    expect(await screen.findByText('服务器异常')).toBeInTheDocument();
    view.unmount();
    renderApp(at('/Prepare/Examination', missionId));
    const again = await screen.findByRole('form', { name: /^航前准备考试 · / });
    expect(within(again).getByText('已答 12/12')).toBeInTheDocument();
  }, 40_000);

  it('shows the steps as they are on coming back to the home by the back button: time read, exam passed', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    const user = userEvent.setup();
    const { router } = renderApp(at('/Prepare/FlightMission', missionId));
    const steps = await screen.findByRole('list', { name: '准备步骤' });
    expect(within(steps).getByRole('link', { name: /航线资料/ })).toHaveTextContent('未开始');
    await user.click(within(steps).getByRole('link', { name: /航线资料/ }));
    await screen.findAllByText('坐标系');
    pass(50); // read for 50 s
    await router.navigate(-1);
    const back = await screen.findByRole('list', { name: '准备步骤' });
    await waitFor(() =>
      expect(within(back).getByRole('link', { name: /航线资料/ })).toHaveTextContent('进行中'),
    );

    await takeExam(missionId, 12); // passed on this phone's exam screen, say
    await user.click(within(back).getByRole('link', { name: /准备考试/ }));
    await screen.findByText('您已通过该考试，无需再次答题');
    await user.click(screen.getAllByRole('button', { name: '返回' })[0]!);
    const again = await screen.findByRole('list', { name: '准备步骤' });
    await waitFor(() =>
      expect(within(again).getByRole('link', { name: /准备考试/ })).toHaveTextContent('已完成'),
    );
  }, 40_000);

  it('never calls the cabin-only endpoints for a pilot and sends him away from cabin screens', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const calls = recordRequests();
    const { router } = renderApp(at('/Prepare/FlightMission', missionId));
    await screen.findByRole('list', { name: '准备步骤' });
    expect(screen.getByRole('link', { name: '航线数据' })).toBeInTheDocument(); // the "more" links are there
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

  it('offers the cabin crew their cabin screens on the same home (the control of the case above)', async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    renderApp(at('/Prepare/FlightMission', missionId));
    await screen.findByRole('list', { name: '准备步骤' });
    expect(screen.getByRole('link', { name: '要客与特殊旅客' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '号位与安保信息' })).toBeInTheDocument();
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
