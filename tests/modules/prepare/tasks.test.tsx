import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';
import { api } from '@/api/client';
import type { FlightMissionDetail, MissionCount } from '@/api/schema/prepare';
import { missionCard } from '../../support/missions';
import { renderApp, signIn } from './readingSupport';

const DETAIL = '/api/FlightMission/GetFlightMissionDetail';
const title = (d: FlightMissionDetail) => `${d.flightNo} · ${d.fromName} – ${d.toName}`;
const progressText = (d: FlightMissionDetail) =>
  `步骤 ${d.steps.filter((s) => s.state === 2).length}/${d.steps.length} · 准备 ${Math.floor(
    d.steps.reduce((sum, s) => sum + s.spentSeconds, 0) / 60,
  )}/${d.requiredMinutes} 分钟`;

/** Every mission of the signed-in user as the backend details it. */
async function missionDetails(): Promise<FlightMissionDetail[]> {
  const ids = await api.read<string[]>('/api/FlightMission/GetFlightMissionIDs', {});
  return Promise.all(ids.map((missionId) => api.read<FlightMissionDetail>(DETAIL, { missionId })));
}

/** The order in which calls started and were answered, by path. */
function recordTraffic() {
  const events: string[] = [];
  const start = ({ request }: { request: Request }) =>
    void events.push(`start ${new URL(request.url).pathname}`);
  const end = ({ request }: { request: Request }) => void events.push(`end ${new URL(request.url).pathname}`);
  mockServer.events.on('request:start', start);
  mockServer.events.on('response:mocked', end);
  return {
    events,
    stop: () => {
      mockServer.events.removeListener('request:start', start);
      mockServer.events.removeListener('response:mocked', end);
    },
  };
}

describe('the task list (/prepare/task)', () => {
  it('reads the mission ids, then every detail at once, and shows each mission with its progress and the counts', async () => {
    await signIn('pilot');
    const [first] = await missionDetails();
    // Some reading on the first mission: its card shows the minutes reached from its detail.
    await api.post('/api/Prepare/AddOrUpdateStepRecord', {
      missionId: first!.missionId,
      stepId: 'notice',
      spentSeconds: 150,
    });
    const missions = await missionDetails();
    const count = await api.read<MissionCount>('/api/FlightMission/GetFlightMissionCount', {});
    const traffic = recordTraffic();
    renderApp('/prepare/task');

    const list = await screen.findByRole('list', { name: '我的飞行任务' });
    for (const mission of missions) {
      const card = await missionCard(list, mission.missionId);
      expect(within(card).getByRole('heading')).toHaveTextContent(title(mission));
      expect(card).toHaveTextContent(progressText(mission));
      expect(within(card).getByRole('link', { name: '机组成员' })).toBeInTheDocument();
    }
    expect(progressText(missions[0]!)).toContain(`准备 2/${missions[0]!.requiredMinutes} 分钟`);
    expect(within(list).getAllByRole('listitem')).toHaveLength(missions.length);
    expect(screen.getByText('今日').nextElementSibling).toHaveTextContent(String(count.today));
    expect(screen.getByText('待准备').nextElementSibling).toHaveTextContent(String(count.unprepared));
    traffic.stop();

    const started = traffic.events.filter((e) => e.startsWith('start '));
    expect(started.filter((e) => e === `start ${DETAIL}`)).toHaveLength(missions.length);
    // The route starts the reads before the list draws (firstCalls.ts); the list takes them: each once.
    expect(started.filter((e) => e === 'start /api/FlightMission/GetFlightMissionIDs')).toHaveLength(1);
    expect(started.filter((e) => e === 'start /api/FlightMission/GetFlightMissionCount')).toHaveLength(1);
    expect(started).not.toContain('start /api/FlightMission/GetFlightMission');
    expect(started).not.toContain('start /flightservice/Prepare/GetPrepareFlight');
    // The ids first; then the details in parallel: every detail is asked before the first one is answered.
    const idsAnswered = traffic.events.indexOf('end /api/FlightMission/GetFlightMissionIDs');
    const firstDetailAsked = traffic.events.indexOf(`start ${DETAIL}`);
    const lastDetailAsked = traffic.events.lastIndexOf(`start ${DETAIL}`);
    const firstDetailAnswered = traffic.events.indexOf(`end ${DETAIL}`);
    expect(idsAnswered).toBeLessThan(firstDetailAsked);
    expect(lastDetailAsked).toBeLessThan(firstDetailAnswered);
  });

  it('a mission whose detail fails shows the error and a retry in its own card; the rest of the list shows', async () => {
    await signIn('cabin');
    const missions = await missionDetails();
    expect(missions.length).toBeGreaterThan(1);
    const broken = missions[1]!;
    let refused = 0;
    mockServer.use(
      http.post(`*${DETAIL}`, async ({ request }) => {
        const body = (await request.clone().json()) as { missionId?: string };
        // Refused twice: the route loader's read, and the card's own on mount (a failed answer is asked
        // again when a screen shows it); the retry button's read gets the detail.
        if (body.missionId !== broken.missionId || refused > 1) return undefined;
        refused += 1;
        return HttpResponse.json({ Code: '1', Message: '任务详情服务维护中', List: null });
      }),
    );
    renderApp('/prepare/status');

    const list = await screen.findByRole('list', { name: '我的飞行任务' });
    const problem = await within(list).findByText(/此飞行任务未能加载。/);
    expect(problem).toHaveTextContent('任务详情服务维护中');
    for (const mission of missions.filter((m) => m !== broken))
      expect(within(await missionCard(list, mission.missionId)).getByRole('heading')).toHaveTextContent(
        title(mission),
      );
    expect(problem.closest('li')!.querySelector('h2')).toBeNull();
    // Only that card offers a retry: the screen itself did not fail.
    expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(1);

    await userEvent.click(within(problem.closest('li')!).getByRole('button', { name: '重试' }));
    const card = await missionCard(list, broken.missionId);
    expect(within(card).getByRole('heading')).toHaveTextContent(title(broken));
    expect(card).toHaveTextContent(progressText(broken));
    expect(within(list).queryByText(/此飞行任务未能加载。/)).not.toBeInTheDocument();
    expect(refused).toBe(2);
  });
});
