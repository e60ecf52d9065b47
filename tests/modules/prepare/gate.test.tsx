/**
 * The preparation's gate as the screens respect it: the backend decides (the steps carry its code), and
 * every screen that leads to a later step's write shows the reason, in the user's language, with the
 * way out, instead of a form, whichever way it is opened; a refusal that comes anyway (steps unreadable,
 * a write queued offline) is said the same way.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { setFault } from '@mocks/node';
import { api } from '@/api/client';
import { refusalText } from '@/api/refusals';
import { REFUSAL } from '@/api/schema/codes';
import type { RiskListResult } from '@/api/schema/flightdata';
import type { PrepareStep } from '@/api/schema/prepare';
import { prepareStepsQuery } from '@/api/prepare';
import { i18n } from '@/i18n';
import { queryClient } from '@/api/queryClient';
import { recordStepTimeOrQueue } from '@/modules/prepare/records';
import { declare, firstMission, pass, readAllNotices, ready } from '../../support/preparation';
import { recordRequests, renderApp, signIn } from './readingSupport';

afterEach(() => vi.useRealTimers());

const at = (path: string, missionId: string) => `${path}?missionId=${encodeURIComponent(missionId)}`;
const SUSPENDED = '您已申报不适宜飞行，后续准备步骤已暂停';
const UNREAD = '您还有未读的通告，请阅读后再继续';

/** The exam screen shows the gate's reason and whom to call, and no form. */
async function refusedWithContacts() {
  // The screen's code, its gate and its contacts load one after the other, and the gate is asked again
  // on arrival (the same words drawn anew): wait for the final picture, not the first node seen.
  const wait = { timeout: 8000 };
  await waitFor(() => expect(screen.getByText(SUSPENDED, { exact: false })).toBeInTheDocument(), wait);
  await waitFor(
    () => expect(screen.getByRole('link', { name: '拨打机组调度电话 010-64590012' })).toBeInTheDocument(),
    wait,
  );
  expect(screen.getByRole('link', { name: '拨打航医电话 010-64590066' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看我的申报' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '提交答卷' })).not.toBeInTheDocument();
}

async function firstRiskId(missionId: string) {
  const risks = await api.read<RiskListResult>('/api/flightdata/getrisklist', { flightId: missionId });
  return risks.items[0]!.id;
}

describe('the exam while "not fit"', () => {
  it('is refused by its address: the reason and whom to call, no form, no exam started', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await readAllNotices(missionId);
    await declare(missionId, false);
    const calls = recordRequests();
    renderApp(at('/Prepare/Examination', missionId));
    await refusedWithContacts();
    calls.stop();
    expect(calls.sent).not.toContain('/api/flightdata/getexamlist');
  });

  it('is refused from the home’s step and from the result screen, which offers no way to it', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await readAllNotices(missionId);
    await declare(missionId, false);
    const user = userEvent.setup();
    const view = renderApp(at('/Prepare/FlightMission', missionId));
    const steps = await screen.findByRole('list', { name: '准备步骤' });
    await user.click(within(steps).getByRole('link', { name: /准备考试/ }));
    await refusedWithContacts();
    view.unmount();
    renderApp(at('/Prepare/Result', missionId));
    expect(await screen.findByText(SUSPENDED, { exact: false })).toBeInTheDocument();
    expect(await screen.findByText('您还没有参加准备考试')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '去参加考试' })).not.toBeInTheDocument();
  });

  it('is refused on coming back to an exam left open (the back button) after declaring "not fit"', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    const { router } = renderApp(at('/Prepare/Examination', missionId));
    expect(await screen.findByRole('form', { name: /^航前准备考试 · / })).toBeInTheDocument(); // open: the control
    await router.navigate(at('/Prepare/Health', missionId));
    await screen.findByRole('heading', { name: '当前申报' });
    await declare(missionId, false); // fit may become not fit
    await router.navigate(-1);
    await refusedWithContacts();
  });

  it('when the steps cannot be read, starts only through the backend, whose refusal is shown with the way out', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await readAllNotices(missionId);
    await declare(missionId, false);
    setFault('/api/prepare/getprestep', 'http500');
    const calls = recordRequests();
    renderApp(at('/Prepare/Examination', missionId));
    await waitFor(() => expect(calls.sent).toContain('/api/flightdata/getexamlist'));
    await refusedWithContacts();
    calls.stop();
  });
});

describe('steps kept on the phone by an earlier visit', () => {
  /** The app opened again: the mission's steps as an earlier visit kept them, a day old. */
  async function keepStepsAsAnEarlierVisitDid(missionId: string) {
    const steps = await api.read<PrepareStep[]>('/api/prepare/getprestep', { missionId });
    queryClient.setQueryData(prepareStepsQuery(missionId).queryKey, steps, {
      updatedAt: Date.now() - 24 * 60 * 60 * 1000,
    });
  }

  it('offer no exam until this visit’s answer says the gate is open: "not fit" was declared since', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await readAllNotices(missionId);
    await keepStepsAsAnEarlierVisitDid(missionId); // the exam open then
    await declare(missionId, false);
    setFault('/api/prepare/getprestep', { kind: 'delay', ms: 1500, times: 1 });
    renderApp(at('/Prepare/Result', missionId));
    expect(await screen.findByText('您还没有参加准备考试')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '去参加考试' })).not.toBeInTheDocument();
    expect(await screen.findByText(SUSPENDED, { exact: false }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '去参加考试' })).not.toBeInTheDocument();
  });

  it('are the gate when this visit’s answer cannot come (no network): the exam is offered', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    await keepStepsAsAnEarlierVisitDid(missionId);
    setFault('/api/prepare/getprestep', 'network');
    renderApp(at('/Prepare/Result', missionId));
    expect(await screen.findByRole('link', { name: '去参加考试' }, { timeout: 4000 })).toBeInTheDocument();
  });

  /** The route step's screen opened over kept steps, read for 20 s while this visit's answer comes. */
  async function readRouteWhileStepsAreAskedAgain(missionId: string) {
    setFault('/api/prepare/getprestep', { kind: 'delay', ms: 1500, times: 1 });
    const view = renderApp(at('/Prepare/FlightRouteFeature', missionId));
    expect(await screen.findByRole('heading', { level: 1, name: '航线特点' })).toBeInTheDocument();
    pass(20);
    const stepsQuery = prepareStepsQuery(missionId);
    await waitFor(() => expect(queryClient.getQueryState(stepsQuery.queryKey)?.fetchStatus).toBe('idle'), {
      timeout: 4000,
    });
    view.unmount();
  }
  const routeSeconds = async (missionId: string) =>
    (await api.read<PrepareStep[]>('/api/prepare/getprestep', { missionId })).find(
      (s) => s.stepId === 'route',
    )?.spentSeconds ?? 0;

  it('count the time read on a step while this visit’s answer comes, once it says the gate is open', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    await api.read('/api/Prepare/GetPreRecord', { missionId }); // the preparation is open from here
    await keepStepsAsAnEarlierVisitDid(missionId);
    await readRouteWhileStepsAreAskedAgain(missionId);
    await waitFor(async () => expect(await routeSeconds(missionId)).toBeGreaterThanOrEqual(20));
  });

  it('drop the time read meanwhile when the answer says the gate is closed: "not fit" was declared since', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    await api.read('/api/Prepare/GetPreRecord', { missionId });
    await keepStepsAsAnEarlierVisitDid(missionId); // open then
    await declare(missionId, false);
    const calls = recordRequests();
    await readRouteWhileStepsAreAskedAgain(missionId);
    // The screen's last reads answered, nothing else on its way: no record was sent.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    calls.stop();
    expect(calls.sent).not.toContain('/api/Prepare/AddOrUpdateStepRecord');
    expect(await routeSeconds(missionId)).toBe(0);
  });
});

describe('the exam while a must-read notice is unread', () => {
  it('cannot be started by its address: the reason and the notices, no form, no exam started', async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    await declare(missionId, true);
    const calls = recordRequests();
    renderApp(at('/Prepare/Examination', missionId));
    expect(await screen.findByText(UNREAD, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去阅读通告' })).toHaveAttribute(
      'href',
      at('/Prepare/ImportantNotice', missionId),
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    calls.stop();
    expect(calls.sent).not.toContain('/api/flightdata/getexamlist');
  });
});

describe('the writes of the risk and cabin steps', () => {
  it('are not offered while "not fit", and are once the preparation can go on (the control)', async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    await ready(missionId);
    const riskId = await firstRiskId(missionId);
    const open = renderApp(at('/Prepare/Message', missionId));
    expect(await screen.findByRole('button', { name: '保存留言' })).toBeInTheDocument();
    open.unmount();
    const report = renderApp(at(`/prepare/risk/report/${riskId}`, missionId));
    expect(await screen.findByRole('button', { name: '确认并报告' })).toBeInTheDocument();
    report.unmount();

    await declare(missionId, false);
    const message = renderApp(at('/Prepare/Message', missionId));
    expect(await screen.findByText(SUSPENDED, { exact: false })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '号位分工' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存留言' })).not.toBeInTheDocument();
    message.unmount();
    renderApp(at(`/prepare/risk/report/${riskId}`, missionId));
    expect(await screen.findByText(SUSPENDED, { exact: false })).toBeInTheDocument();
    await screen.findByRole('list', { name: '飞行时间风险（30 天 / 90 天）' });
    expect(screen.queryByRole('button', { name: '确认并报告' })).not.toBeInTheDocument();
  });

  it('refused by the backend (the steps unreadable), say why in the user’s language', async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    const riskId = await firstRiskId(missionId);
    setFault('/api/prepare/getprestep', 'http500');
    await i18n.changeLanguage('en-us');
    const user = userEvent.setup();
    const feedback = renderApp(at(`/prepare/risk/feedback/${riskId}`, missionId));
    const types = await screen.findByRole('group', { name: 'Kind of feedback' });
    await user.click(within(types).getAllByRole('radio')[0]!);
    await user.type(screen.getByLabelText('Feedback'), 'Construction vehicles near the threshold');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByText('You still have unread notices. Please read them before continuing.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(UNREAD)).not.toBeInTheDocument();
    feedback.unmount();

    await i18n.changeLanguage('zh-cn');
    await readAllNotices(missionId);
    await declare(missionId, false);
    renderApp(at('/Prepare/Message', missionId));
    await user.type(await screen.findByLabelText('留言内容'), '后舱灭火瓶压力偏低');
    await user.click(screen.getByRole('button', { name: '保存留言' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUSPENDED);
  });
});

describe('a write queued offline and refused when sent', () => {
  it('is listed as not accepted, with the reason in the user’s language', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId);
    await api.read('/api/Prepare/GetPreRecord', { missionId });
    pass(30);
    setFault('/api/Prepare/AddOrUpdateStepRecord', { kind: 'network', times: 1 });
    const outcome = await recordStepTimeOrQueue({ missionId, stepId: 'route', spentSeconds: 20 });
    expect(outcome.sent).toBe(false);
    await declare(missionId, false); // meanwhile: "not fit"
    // The network is back: the paused record is sent, and refused.
    void queryClient.resumePausedMutations();
    await vi.waitFor(() =>
      expect(
        queryClient
          .getMutationCache()
          .getAll()
          .some((m) => m.state.status === 'error'),
      ).toBe(true),
    );
    await i18n.changeLanguage('en-us');
    const user = userEvent.setup();
    renderApp(at('/Prepare/FlightMission', missionId));
    const summary = await screen.findByText('Not accepted: 1');
    await user.click(summary);
    expect(
      await screen.findByText(
        'You declared yourself not fit to fly: the later preparation steps are suspended.',
        {
          selector: 'span',
        },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(SUSPENDED, { selector: 'span' })).not.toBeInTheDocument();
  });
});

describe('every refusal of the backend', () => {
  it('reads in both languages by its code, never as the backend’s Chinese words', async () => {
    const backendWords = ['您已申报不适宜飞行', '请先完成身体状况申报', '航班已起飞'];
    for (const code of Object.values(REFUSAL)) {
      await i18n.changeLanguage('zh-cn');
      const zh = refusalText({ code }, { count: 30, steps: '机场资料' });
      await i18n.changeLanguage('en-us');
      const en = refusalText({ code }, { count: 30, steps: 'Airport information' });
      expect(zh, code).toMatch(/[\u4e00-\u9fff]/);
      expect(en, code).toMatch(/^[A-Z][^\u4e00-\u9fff]+$/);
      for (const words of backendWords) expect(en).not.toContain(words);
    }
    expect(refusalText({ code: REFUSAL.minutes }, { count: 30 })).toBe(
      'Online preparation must reach 30 minutes to complete.',
    );
    expect(refusalText({ code: '9999' })).toBeNull();
  });
});
