import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFault } from '@mocks/node';
import { api } from '@/api/client';
import type { RiskListResult, RiskReport } from '@/api/schema/flightdata';
import type { PrepareNotice } from '@/api/schema/prepare';
import { ready } from '../../support/preparation';
import { firstMission, recordRequests, renderApp, signIn } from './readingSupport';

async function firstRisk(missionId: string) {
  const list = await api.read<RiskListResult>('/api/flightdata/getrisklist', { flightId: missionId });
  return list.items[0]!;
}

describe('prepare risk', () => {
  it('lists the risks with the 30- and 90-day flight-time windows and opens one', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId); // fit, and the must-read notices read: the gate takes the risk's writes
    const risk = await firstRisk(missionId);
    const report = await api.read<RiskReport>('/api/flightdata/riskreport', { id: risk.id });
    renderApp(`/Prepare/Risk?missionId=${missionId}`);
    const windows = await screen.findByRole('list', { name: '飞行时间风险（30 天 / 90 天）' });
    const rows = within(windows).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('近 30 天飞行时间');
    expect(rows[0]).toHaveTextContent(
      `${report.windows[0]!.flightHours} 小时 / 限制 ${report.windows[0]!.limitHours} 小时`,
    );
    expect(rows[1]).toHaveTextContent('近 90 天飞行时间');
    expect(rows[1]).toHaveTextContent(
      `${report.windows[1]!.flightHours} 小时 / 限制 ${report.windows[1]!.limitHours} 小时`,
    );
    expect(report.windows[1]!.flightHours).not.toBe(report.windows[0]!.flightHours);
    const list = await screen.findByRole('list', { name: '风险项目' });
    await userEvent.click(within(list).getAllByRole('link')[0]!);
    expect(await screen.findByRole('heading', { name: new RegExp(risk.title) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '反馈意见' })).toBeInTheDocument();
  });

  it('keeps the feedback as a draft until the backend accepts it, and sends one request per tap', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await ready(missionId); // fit, and the must-read notices read: the gate takes the risk's writes
    const risk = await firstRisk(missionId);
    const path = `/prepare/risk/feedback/${risk.id}?missionId=${missionId}`;
    setFault('/api/flightdata/riskback', { kind: 'http500', times: 1 });
    const first = renderApp(path);
    const types = await screen.findByRole('group', { name: '反馈类型' });
    await userEvent.click(within(types).getAllByRole('radio')[0]!);
    await userEvent.type(screen.getByLabelText('反馈内容'), '跑道入口有施工车辆');
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器异常');
    first.unmount();

    // Left and opened again (a reload): what was typed is still there.
    renderApp(path);
    expect(await screen.findByLabelText('反馈内容')).toHaveValue('跑道入口有施工车辆');
    expect(screen.getByText('已恢复您上次未提交的内容')).toBeInTheDocument();
    const calls = recordRequests();
    const button = screen.getByRole('button', { name: '提交反馈' });
    act(() => {
      button.click();
      button.click();
    });
    expect(await screen.findByText(/反馈已提交/)).toBeInTheDocument();
    calls.stop();
    expect(calls.sent.filter((sent) => sent === '/api/flightdata/riskback')).toHaveLength(1);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: '返回风险详情' }));
    const mine = await screen.findByRole('list', { name: '我的反馈' });
    expect(mine).toHaveTextContent('跑道入口有施工车辆');
  });

  it('refuses a feedback too short before sending anything', async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    await ready(missionId);
    const risk = await firstRisk(missionId);
    renderApp(`/prepare/risk/feedback/${risk.id}?missionId=${missionId}`);
    const types = await screen.findByRole('group', { name: '反馈类型' });
    await userEvent.click(within(types).getAllByRole('radio')[0]!);
    const calls = recordRequests();
    await userEvent.type(screen.getByLabelText('反馈内容'), '短');
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('反馈内容不少于 5 个字');
    calls.stop();
    expect(calls.sent).not.toContain('/api/flightdata/riskback');
  });

  it('records the risk report with its note once', async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    await ready(missionId); // fit, and the must-read notices read: the gate takes the risk's writes
    const risk = await firstRisk(missionId);
    renderApp(`/prepare/risk/report/${risk.id}?missionId=${missionId}`);
    await userEvent.type(await screen.findByLabelText('备注'), '本月飞行时间偏多，已与排班沟通');
    const calls = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: '确认并报告' }));
    expect(await screen.findByText(/^已于 .*报告$/)).toBeInTheDocument();
    expect(screen.getByText('本月飞行时间偏多，已与排班沟通')).toBeInTheDocument();
    calls.stop();
    expect(calls.sent.filter((sent) => sent === '/api/flightdata/riskreport')).toHaveLength(1);
    // The moment is on Beijing's clock, as the backend wrote it, though this phone is set elsewhere.
    const { reportedAt } = await api.read<RiskReport>('/api/flightdata/riskreport', { id: risk.id });
    expect(reportedAt).toMatch(/\+08:00$/);
    expect(
      screen.getByText(`已于 ${reportedAt!.slice(0, 10)} ${reportedAt!.slice(11, 16)}（北京时间）报告`),
    ).toBeInTheDocument();
  });

  it('after a "not fit" declaration shows the step suspended, offers no feedback and records no time', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    await api.post('/api/health/updatehealth', {
      missionId,
      fit: false,
      symptoms: ['头痛'],
      description: '',
    });
    const risk = await firstRisk(missionId);
    const calls = recordRequests();
    const realNow = Date.now;
    let offset = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    const view = renderApp(`/prepare/risk/detail/${risk.id}?missionId=${missionId}`);
    expect(await screen.findByText(/后续准备步骤已暂停/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: new RegExp(risk.title) })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '反馈意见' })).not.toBeInTheDocument();

    await view.router.navigate(`/prepare/risk/feedback/${risk.id}?missionId=${missionId}`);
    expect(await screen.findByText(/后续准备步骤已暂停/)).toBeInTheDocument();
    await waitFor(() => expect(calls.sent).toContain('/api/flightdata/riskbacktype'));
    expect(screen.queryByRole('button', { name: '提交反馈' })).not.toBeInTheDocument();

    offset = 120_000; // two minutes "read", then the screen is left
    view.unmount();
    clock.mockRestore();
    calls.stop();
    expect(calls.sent).not.toContain('/api/Prepare/AddOrUpdateStepRecord');
  });

  it('records the time read on a risk screen once the notices are read and the user is fit (the control)', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const notices = await api.read<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId });
    for (const notice of notices.filter((n) => n.mustRead && !n.read))
      await api.read('/api/prepare/GetNoticeNewListDetail', { missionId, noticeId: notice.noticeId });
    const risk = await firstRisk(missionId);
    const calls = recordRequests();
    const realNow = Date.now;
    let offset = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    const view = renderApp(`/prepare/risk/detail/${risk.id}?missionId=${missionId}`);
    expect(await screen.findByRole('link', { name: '反馈意见' })).toBeInTheDocument();
    expect(screen.queryByText(/后续准备步骤已暂停/)).not.toBeInTheDocument();
    // The clock starts once the steps are known; from then on leaving the page records the time read.
    await waitFor(() => {
      offset += 120_000;
      window.dispatchEvent(new Event('pagehide'));
      expect(calls.sent).toContain('/api/Prepare/AddOrUpdateStepRecord');
    });
    view.unmount();
    clock.mockRestore();
    calls.stop();
  });
});
