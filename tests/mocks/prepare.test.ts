import { describe, expect, it } from 'vitest';
import type {
  FlightMission,
  FlightMissionDetail,
  HealthInfo,
  PrepareNotice,
  PrepareStep,
  PreRecord,
} from '@/api/schema/prepare';
import type { FlightListResult } from '@/api/schema/dynamics';
import { call, list, login } from '../support/backend';

async function firstMission(token: string): Promise<FlightMission> {
  const missions = await list(
    await call<FlightMission[]>('/api/FlightMission/GetFlightMission', {}, { token }),
  );
  const mission = missions[0];
  if (!mission) throw new Error('no mission');
  return mission;
}

async function readAll(token: string, missionId: string): Promise<void> {
  const notices = await list(
    await call<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId }, { token }),
  );
  for (const n of notices.filter((x) => x.mustRead)) {
    await list(
      await call('/api/prepare/GetNoticeNewListDetail', { missionId, noticeId: n.noticeId }, { token }),
    );
  }
}

async function spend(token: string, missionId: string, stepId: string, minutes: number, state?: number) {
  return call(
    '/api/Prepare/AddOrUpdateStepRecord',
    {
      missionId,
      stepId,
      spentSeconds: minutes * 60,
      state,
    },
    { token },
  );
}

describe('flight missions', () => {
  it('gives both demo users missions today and tomorrow, the same flights as the dynamics list', async () => {
    for (const who of ['pilot', 'cabin'] as const) {
      const token = (await login(who)).token;
      const count = await list(
        await call<{ today: number; tomorrow: number }>(
          '/api/FlightMission/GetFlightMissionCount',
          {},
          { token },
        ),
      );
      expect(count.today).toBeGreaterThan(0);
      expect(count.tomorrow).toBeGreaterThan(0);
      const missions = await list(
        await call<FlightMission[]>('/api/FlightMission/GetFlightMission', {}, { token }),
      );
      const ids = await list(await call<string[]>('/api/FlightMission/GetFlightMissionIDs', {}, { token }));
      expect(ids).toEqual(missions.map((m) => m.missionId));
      const mine = await list(
        await call<FlightListResult>(
          '/api/FlightDynamics/GetFlightDynamicsList',
          {
            dayKey: 'today',
            mine: true,
          },
          { token },
        ),
      );
      const todays = missions.filter((m) => m.flightDate === mine.flightDate).map((m) => m.flightNo);
      expect(mine.items.map((f) => f.flightNo).sort()).toEqual([...todays].sort());
    }
  });

  it('lists the crew of a mission with the user in it, and the pilot and purser on the same flight', async () => {
    const pilot = (await login('pilot')).token;
    const cabin = (await login('cabin')).token;
    const mission = await firstMission(pilot);
    const detail = await list(
      await call<FlightMissionDetail>(
        '/api/FlightMission/GetFlightMissionDetail',
        {
          missionId: mission.missionId,
        },
        { token: pilot },
      ),
    );
    expect(detail.crew.find((c) => c.isMe)?.duty).toBe('captain');
    expect(detail.steps.map((s) => s.stepId)).toContain('notice');
    const cabinMissions = await list(
      await call<FlightMission[]>('/api/FlightMission/GetFlightMission', {}, { token: cabin }),
    );
    expect(cabinMissions.map((m) => m.missionId)).toContain(mission.missionId);
  });

  it('refuses a mission the user is not on', async () => {
    const token = (await login('pilot')).token;
    const { body } = await call(
      '/api/FlightMission/GetFlightMissionDetail',
      {
        missionId: 'FL20000101-HG0001',
      },
      { token },
    );
    expect(body.Code).not.toBe('0');
  });
});

describe('fitness declaration', () => {
  it('needs symptoms for "not fit", then suspends the later steps', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    const refused = await call('/api/health/updatehealth', { missionId, fit: false }, { token });
    expect(refused.body.Code).not.toBe('0');
    expect(refused.body.Message).toContain('症状');

    const health = await list(
      await call<HealthInfo>(
        '/api/health/updatehealth',
        {
          missionId,
          fit: false,
          symptoms: ['感冒发热'],
        },
        { token },
      ),
    );
    expect(health).toMatchObject({ declared: true, fit: false, symptoms: ['感冒发热'] });
    const steps = await list(await call<PrepareStep[]>('/api/prepare/getprestep', { missionId }, { token }));
    expect(steps.filter((s) => s.stepId !== 'health').every((s) => s.suspended)).toBe(true);
    const blocked = await spend(token, missionId, 'route', 5);
    expect(blocked.body.Message).toContain('暂停');
    expect((await call('/api/Prepare/FinishPreRecord', { missionId }, { token })).body.Code).not.toBe('0');
  });

  it('"fit" needs nothing more and keeps the steps open', async () => {
    const token = (await login('cabin')).token;
    const { missionId } = await firstMission(token);
    const health = await list(
      await call<HealthInfo>('/api/health/updatehealth', { missionId, fit: true }, { token }),
    );
    expect(health.fit).toBe(true);
    const steps = await list(await call<PrepareStep[]>('/api/prepare/getprestep', { missionId }, { token }));
    expect(steps.some((s) => s.suspended)).toBe(false);
    expect(steps.find((s) => s.stepId === 'health')?.state).toBe(2);
  });
});

describe('finishing the online preparation', () => {
  it('is refused with unread notices and under the minutes, then allowed (pilot: 30 minutes)', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    await list(await call('/api/health/updatehealth', { missionId, fit: true }, { token }));

    // Unread notices block the steps after the notice step and the finish.
    const blockedStep = await spend(token, missionId, 'route', 10);
    expect(blockedStep.body.Message).toBe('您还有未读的通告，请阅读后再继续');
    expect((await call('/api/Prepare/FinishPreRecord', { missionId }, { token })).body.Message).toBe(
      '您还有未读的通告，请阅读后再继续',
    );

    await readAll(token, missionId);
    const record = await list(await call<PreRecord>('/api/Prepare/GetPreRecord', { missionId }, { token }));
    expect(record).toMatchObject({ unreadNotices: 0, requiredMinutes: 30, finished: false });

    await spend(token, missionId, 'notice', 8, 2);
    await spend(token, missionId, 'route', 10, 2);
    const early = await call('/api/Prepare/FinishPreRecord', { missionId }, { token });
    expect(early.body.Message).toBe('在线准备需达到 30 分钟才能完成');

    await spend(token, missionId, 'weather', 12, 2);
    const done = await list(await call<PreRecord>('/api/Prepare/FinishPreRecord', { missionId }, { token }));
    expect(done).toMatchObject({ finished: true, spentMinutes: 30 });
    const missions = await list(
      await call<FlightMission[]>('/api/FlightMission/GetFlightMission', {}, { token }),
    );
    expect(missions.find((m) => m.missionId === missionId)?.prepareState).toBe(2);
  });

  it('takes its bound from the crew category (cabin: 20 minutes)', async () => {
    const token = (await login('cabin')).token;
    const { missionId } = await firstMission(token);
    await list(await call('/api/health/updatehealth', { missionId, fit: true }, { token }));
    await readAll(token, missionId);
    await spend(token, missionId, 'cabin', 19);
    expect((await call('/api/Prepare/FinishPreRecord', { missionId }, { token })).body.Message).toBe(
      '在线准备需达到 20 分钟才能完成',
    );
    await spend(token, missionId, 'weather', 1);
    expect((await call('/api/Prepare/FinishPreRecord', { missionId }, { token })).body.Code).toBe('0');
  });

  it('marks a notice read when it is opened', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    const [first] = await list(
      await call<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId }, { token }),
    );
    expect(first?.read).toBe(false);
    const [opened] = await list(
      await call<PrepareNotice[]>(
        '/api/prepare/GetNoticeNewListDetail',
        {
          missionId,
          noticeId: first?.noticeId,
        },
        { token },
      ),
    );
    expect(opened).toMatchObject({ noticeId: first?.noticeId, read: true });
  });
});

describe('mission data', () => {
  it('answers plane, route, airports and risk factors of the mission', async () => {
    const token = (await login('pilot')).token;
    const mission = await firstMission(token);
    const plane = await list(
      await call<{ registration: string }>(
        '/api/prepare/getplaneinfo',
        {
          missionId: mission.missionId,
        },
        { token },
      ),
    );
    expect(plane.registration).toBe(mission.registration);
    const route = await list(
      await call<{ from: string; to: string; distanceNm: number }>(
        '/api/prepare/getrouteinfo',
        {
          missionId: mission.missionId,
        },
        { token },
      ),
    );
    expect([route.from, route.to]).toEqual([mission.from, mission.to]);
    const airports = await list(
      await call<Array<{ role: string }>>(
        '/api/prepare/getairportinfo',
        {
          missionId: mission.missionId,
        },
        { token },
      ),
    );
    expect(airports.map((a) => a.role)).toEqual(['起飞', '目的地', '备降']);
    const risks = await list(
      await call<unknown[]>('/api/airportinfo/getriskfactor', { airportCode: 'LXA' }, { token }),
    );
    expect(risks.length).toBeGreaterThan(0);
  });
});
