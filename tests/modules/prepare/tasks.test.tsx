import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import { mockServer } from '@mocks/node';
import { api } from '@/api/client';
import type { FlightMission, MissionCount, PrepareFlight, PreRecord } from '@/api/schema/prepare';
import { missionCard } from '../../support/missions';
import { declare, openMissions, ready, spend } from '../../support/preparation';
import { recordRequests, renderApp, signIn } from './readingSupport';

afterEach(() => vi.useRealTimers());

const title = (m: FlightMission) => `${m.flightNo} · ${m.fromName} – ${m.toName}`;
const progressText = (record: PreRecord) =>
  `步骤 ${record.steps.filter((s) => s.state === 2).length}/${record.steps.length} · 准备 ${
    record.spentMinutes
  }/${record.requiredMinutes} 分钟`;
const flights = () => api.read<PrepareFlight[]>('/flightservice/Prepare/GetPrepareFlight', {});
const count = () => api.read<MissionCount>('/api/FlightMission/GetFlightMissionCount', {});

describe('the task list (/prepare/task)', () => {
  it('shows every mission with its progress from one read (GetPrepareFlight), as each record says, and the counts', async () => {
    await signIn('pilot');
    const [first] = await openMissions();
    await ready(first!.missionId);
    await spend(first!.missionId, 'route', 3);
    const missions = await flights();
    const figures = await count();
    const calls = recordRequests();
    renderApp('/prepare/task');

    const list = await screen.findByRole('list', { name: '我的飞行任务' });
    for (const mission of missions) {
      const card = await missionCard(list, mission.missionId);
      expect(within(card).getByRole('heading')).toHaveTextContent(title(mission));
      const record = await api.read<PreRecord>('/api/Prepare/GetPreRecord', { missionId: mission.missionId });
      expect(card).toHaveTextContent(progressText(record));
      expect(within(card).getByRole('link', { name: '机组成员' })).toBeInTheDocument();
    }
    expect(
      within(await missionCard(list, first!.missionId)).getByText(/准备 3\/30 分钟/),
    ).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(missions.length);
    expect(screen.getByText('今日').nextElementSibling).toHaveTextContent(String(figures.today));
    expect(screen.getByText('待准备').nextElementSibling).toHaveTextContent(String(figures.unprepared));
    calls.stop();
    // One read for the list (started by the route, taken by the list) instead of a detail per mission.
    expect(calls.sent.filter((p) => p === '/flightservice/Prepare/GetPrepareFlight')).toHaveLength(1);
    expect(calls.sent.filter((p) => p === '/api/FlightMission/GetFlightMissionCount')).toHaveLength(1);
    expect(calls.sent).not.toContain('/api/FlightMission/GetFlightMissionDetail');
    expect(calls.sent).not.toContain('/api/FlightMission/GetFlightMissionIDs');
  });

  it('a suspended mission looks suspended, is only viewed, and is not counted to prepare; the next one is', async () => {
    await signIn('pilot');
    const [first, next] = await openMissions();
    const before = await count();
    await declare(first!.missionId, false);
    renderApp('/prepare/task');
    const list = await screen.findByRole('list', { name: '我的飞行任务' });
    const suspended = await missionCard(list, first!.missionId);
    expect(within(suspended).getByText('已暂停')).toBeInTheDocument();
    expect(within(suspended).getByRole('link', { name: '查看' })).toBeInTheDocument();
    expect(within(suspended).queryByRole('link', { name: /开始准备|继续准备/ })).not.toBeInTheDocument();
    const open = await missionCard(list, next!.missionId);
    expect(within(open).getByText('未开始')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: '开始准备' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('待准备').nextElementSibling).toHaveTextContent(String(before.unprepared - 1)),
    );
  });

  it('a flight gone before its preparation was finished is "not completed in time", not offered to prepare', async () => {
    await signIn('cabin');
    const [first] = await openMissions();
    vi.setSystemTime(Date.parse(first!.prepareGate.closesAt) + 60_000);
    renderApp('/prepare/status');
    const list = await screen.findByRole('list', { name: '我的飞行任务' });
    const closed = await missionCard(list, first!.missionId);
    expect(within(closed).getByText('未按时完成')).toBeInTheDocument();
    expect(within(closed).getByRole('link', { name: '查看' })).toBeInTheDocument();
    expect(within(closed).queryByRole('link', { name: '开始准备' })).not.toBeInTheDocument();
  });

  it('shows the read’s error with a retry, and the list once the retry gets it', async () => {
    await signIn('cabin');
    let refused = 0;
    mockServer.use(
      http.post('*/flightservice/Prepare/GetPrepareFlight', () => {
        if (refused > 0) return undefined;
        refused += 1;
        return HttpResponse.json({ Code: '1', Message: '任务服务维护中', List: null });
      }),
    );
    renderApp('/prepare/status');
    expect(await screen.findByText('任务服务维护中')).toBeInTheDocument();
    screen.getAllByRole('button', { name: '重试' })[0]!.click();
    expect(await screen.findByRole('list', { name: '我的飞行任务' })).toBeInTheDocument();
  });
});

describe('the home page’s missions', () => {
  it('say a suspended or closed preparation as such, not "not prepared"', async () => {
    await signIn('pilot');
    const today = await api.read<FlightMission[]>('/api/FlightMission/GetFlightMission', {});
    const [a, b] = today;
    const gate = (state: FlightMission['prepareGate']['state']) => ({ ...a!.prepareGate, state });
    // Today's missions as the backend would answer them with one suspended and one closed at departure.
    mockServer.use(
      http.post('*/api/FlightMission/GetFlightMission', () =>
        HttpResponse.json({
          Code: '0',
          Message: '成功',
          List: [
            { ...a!, prepareState: 1, prepareGate: gate('suspended') },
            { ...b!, prepareState: 0, prepareGate: gate('closed') },
          ],
        }),
      ),
    );
    renderApp('/home');
    const list = await screen.findByRole('list', { name: '今日飞行任务列表' });
    expect(await within(list).findByText('已暂停')).toBeInTheDocument();
    expect(within(list).getByText('已截止')).toBeInTheDocument();
    expect(within(list).queryByText('准备中')).not.toBeInTheDocument();
    expect(within(list).queryByText('未准备')).not.toBeInTheDocument();
  });
});
