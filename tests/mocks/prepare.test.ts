import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFUSAL } from '@/api/schema/codes';
import type { FlightPlan, PreCondition } from '@/api/schema/compinfo';
import type { ExamResult, RiskListResult } from '@/api/schema/flightdata';
import type {
  DocTeleNo,
  FlightMission,
  FlightMissionDetail,
  HealthInfo,
  MissionCount,
  PreConditionCrew,
  PreExamRecord,
  PrepareFlight,
  PrepareNotice,
  PrepareStep,
  PreRecord,
} from '@/api/schema/prepare';
import type { FlightListResult } from '@/api/schema/dynamics';
import { endSuspension } from '@mocks/db/preparation';
import { PREFLIGHT_POOLS } from '@mocks/db/preflight';
import { call, list, login } from '../support/backend';
import {
  answersOf,
  firstMission,
  openMissions,
  pass,
  readAllNotices,
  record,
  spend,
  startClock,
  startExam,
  takeExam,
} from './preparation';

beforeEach(() => startClock());
afterEach(() => vi.useRealTimers());

const declare = (token: string, missionId: string, fit: boolean) =>
  call<HealthInfo>(
    '/api/health/updatehealth',
    {
      missionId,
      fit,
      ...(fit ? {} : { symptoms: ['感冒发热'] }),
    },
    { token },
  );

async function missionOf(token: string, missionId: string): Promise<FlightMission> {
  const missions = await list(
    await call<FlightMission[]>('/api/FlightMission/GetFlightMission', {}, { token }),
  );
  return missions.find((m) => m.missionId === missionId)!;
}

/** Every write of a step after the notices, as the app sends it, with the Code each got back. */
async function laterWrites(token: string, missionId: string) {
  const risks = await list(
    await call<RiskListResult>('/api/flightdata/getrisklist', { flightId: missionId }, { token }),
  );
  const riskId = risks.items[0]!.id;
  const exam = await call('/api/flightdata/getexamlist', { missionId }, { token });
  return {
    examStart: exam.body.Code,
    examSubmit: (await call('/api/flightdata/submitexam', { missionId, answers: {} }, { token })).body.Code,
    stepRecord: (await record(token, missionId, 'route', 1)).body.Code,
    riskFeedback: (
      await call(
        '/api/flightdata/riskback',
        {
          riskId,
          typeId: 'RB01',
          content: '目的地天气已好转，建议降低评级',
        },
        { token },
      )
    ).body.Code,
    riskReport: (
      await call('/api/flightdata/riskreport', { id: riskId, confirm: true, note: '已阅知' }, { token })
    ).body.Code,
    finish: (await call('/api/Prepare/FinishPreRecord', { missionId }, { token })).body.Code,
  };
}

describe('flight missions', () => {
  it('gives both demo users missions today and tomorrow, the same flights as the dynamics list', async () => {
    for (const who of ['pilot', 'cabin'] as const) {
      const token = (await login(who)).token;
      const count = await list(
        await call<MissionCount>('/api/FlightMission/GetFlightMissionCount', {}, { token }),
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

  it('answers the progress of every mission in one read (GetPrepareFlight), as each mission’s record says', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    await declare(token, missionId, true);
    await readAllNotices(token, missionId);
    await spend(token, missionId, 'route', 2);
    const flights = await list(
      await call<PrepareFlight[]>('/flightservice/Prepare/GetPrepareFlight', {}, { token }),
    );
    const ids = await list(await call<string[]>('/api/FlightMission/GetFlightMissionIDs', {}, { token }));
    expect(flights.map((f) => f.missionId)).toEqual(ids);
    const record = await list(await call<PreRecord>('/api/Prepare/GetPreRecord', { missionId }, { token }));
    expect(flights.find((f) => f.missionId === missionId)).toMatchObject({
      missionId,
      finishedSteps: record.steps.filter((s) => s.state === 2).length,
      totalSteps: 8,
      spentMinutes: 2,
      requiredMinutes: 30,
      prepareGate: { state: 'open', code: '' },
    });
  });
});

describe('the gate: decided by the backend and answered with the mission', () => {
  it('is "unread" while a must-read notice is unread, then "open", "suspended" after "not fit"', async () => {
    const token = (await login('pilot')).token;
    const { missionId, prepareGate: gate } = await firstMission(token);
    expect(gate).toMatchObject({ state: 'unread', code: REFUSAL.unreadNotices });
    expect(gate.unreadNotices).toBeGreaterThan(0);
    await readAllNotices(token, missionId);
    expect((await missionOf(token, missionId)).prepareGate).toMatchObject({
      state: 'open',
      code: '',
      unreadNotices: 0,
    });
    await declare(token, missionId, false);
    const suspended = await missionOf(token, missionId);
    expect(suspended.prepareGate).toMatchObject({ state: 'suspended', code: REFUSAL.suspended });
    const steps = await list(await call<PrepareStep[]>('/api/prepare/getprestep', { missionId }, { token }));
    expect(steps.filter((s) => s.stepId !== 'health').map((s) => s.blockedCode)).toEqual(
      Array(7).fill(REFUSAL.suspended),
    );
    expect(steps.find((s) => s.stepId === 'health')?.blockedCode).toBe('');
  });

  it('refuses every later write while "not fit": exam start and hand-in, time, risk feedback and report, finish', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    await readAllNotices(token, missionId);
    await declare(token, missionId, false);
    pass(30);
    expect(await laterWrites(token, missionId)).toEqual({
      examStart: REFUSAL.suspended,
      examSubmit: REFUSAL.suspended,
      stepRecord: REFUSAL.suspended,
      riskFeedback: REFUSAL.suspended,
      riskReport: REFUSAL.suspended,
      finish: REFUSAL.suspended,
    });
    const record = await list(await call<PreRecord>('/api/Prepare/GetPreRecord', { missionId }, { token }));
    expect(record.spentMinutes).toBe(0);
  });

  it('refuses the cabin message while "not fit" and while notices are unread, and takes it otherwise', async () => {
    const token = (await login('cabin')).token;
    const { missionId } = await firstMission(token);
    const save = () =>
      call(
        '/api/StewardSecurity/SaveMessage',
        { missionId, kind: 'rank', content: '2号位负责前舱' },
        { token },
      );
    expect((await save()).body.Code).toBe(REFUSAL.unreadNotices);
    await readAllNotices(token, missionId);
    expect((await save()).body.Code).toBe('0');
    await declare(token, missionId, false);
    expect((await save()).body.Code).toBe(REFUSAL.suspended);
  });

  it('refuses every later write while a must-read notice is unread, the notices themselves still counted', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    await declare(token, missionId, true);
    pass(30);
    expect(await laterWrites(token, missionId)).toEqual({
      examStart: REFUSAL.unreadNotices,
      examSubmit: REFUSAL.unreadNotices,
      stepRecord: REFUSAL.unreadNotices,
      riskFeedback: REFUSAL.unreadNotices,
      riskReport: REFUSAL.unreadNotices,
      finish: REFUSAL.unreadNotices,
    });
    // The notice step's time counts while reading; marking it complete waits for the last notice.
    expect((await record(token, missionId, 'notice', 20)).body.Code).toBe('0');
    expect((await record(token, missionId, 'notice', 0, 2)).body.Code).toBe(REFUSAL.unreadNotices);
  });

  it('takes the later writes once the notices are read (the control case)', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    await declare(token, missionId, true);
    await readAllNotices(token, missionId);
    pass(30);
    const codes = await laterWrites(token, missionId);
    expect(codes).toMatchObject({ examStart: '0', stepRecord: '0', riskFeedback: '0', riskReport: '0' });
    expect(codes.examSubmit).toBe('0');
  });

  it('closes a preparation still open at departure: not completed in time, writes refused, not "to prepare"', async () => {
    const token = (await login('pilot')).token;
    // The earliest one: moving the clock past a later one's departure would close the earlier ones too.
    const [earliest] = await openMissions(token);
    const { missionId, prepareGate: gate } = earliest!;
    await declare(token, missionId, true);
    await readAllNotices(token, missionId);
    const before = await list(
      await call<MissionCount>('/api/FlightMission/GetFlightMissionCount', {}, { token }),
    );
    vi.setSystemTime(Date.parse(gate.closesAt) + 60_000);
    const closed = await missionOf(token, missionId);
    expect(closed.prepareGate).toMatchObject({
      state: 'closed',
      code: REFUSAL.closed,
      closesAt: gate.closesAt,
    });
    const codes = await laterWrites(token, missionId);
    expect(codes).toMatchObject({
      stepRecord: REFUSAL.closed,
      examStart: REFUSAL.closed,
      finish: REFUSAL.closed,
    });
    const after = await list(
      await call<MissionCount>('/api/FlightMission/GetFlightMissionCount', {}, { token }),
    );
    expect(after.unprepared).toBe(before.unprepared - 1);
  });
});

describe('the fitness declaration', () => {
  it('needs symptoms for "not fit", then suspends the later steps', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    const refused = await call('/api/health/updatehealth', { missionId, fit: false }, { token });
    expect(refused.body.Code).not.toBe('0');
    expect(refused.body.Message).toContain('症状');
    const health = (await declare(token, missionId, false)).body.List!;
    expect(health).toMatchObject({ declared: true, fit: false, symptoms: ['感冒发热'], final: true });
    const steps = await list(await call<PrepareStep[]>('/api/prepare/getprestep', { missionId }, { token }));
    expect(steps.filter((s) => s.stepId !== 'health').every((s) => s.suspended)).toBe(true);
  });

  it('is final: "not fit" cannot be replaced by "fit" nor declared again; "fit" can only become "not fit"', async () => {
    const token = (await login('pilot')).token;
    const [first, second] = await openMissions(token);
    await declare(token, first!.missionId, false);
    expect((await declare(token, first!.missionId, true)).body.Code).toBe(REFUSAL.declared);
    expect((await declare(token, first!.missionId, false)).body.Code).toBe(REFUSAL.declared);
    const kept = await list(
      await call<HealthInfo>(
        '/api/prepare/GetBodyHealthInfo',
        {
          missionId: first!.missionId,
        },
        { token },
      ),
    );
    expect(kept).toMatchObject({ fit: false, symptoms: ['感冒发热'] });

    expect((await declare(token, second!.missionId, true)).body.Code).toBe('0');
    expect((await declare(token, second!.missionId, true)).body.Code).toBe(REFUSAL.declared);
    expect((await declare(token, second!.missionId, false)).body.Code).toBe('0');
    expect((await declare(token, second!.missionId, true)).body.Code).toBe(REFUSAL.declared);
  });

  it('ends a suspension only through crew control: the declaration goes to the history, a new one is taken', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    await readAllNotices(token, missionId);
    await declare(token, missionId, false);
    expect(endSuspension({ userName: 'cabin' })).toBe(0);
    expect(endSuspension({ userName: 'pilot', missionId })).toBe(1);
    const health = await list(
      await call<HealthInfo>('/api/prepare/GetBodyHealthInfo', { missionId }, { token }),
    );
    expect(health).toMatchObject({ declared: false, final: false });
    expect(health.history).toEqual([
      expect.objectContaining({ symptoms: ['感冒发热'], endedBy: '运行控制中心机组调度' }),
    ]);
    expect((await missionOf(token, missionId)).prepareGate.state).toBe('open');
    expect((await declare(token, missionId, true)).body.Code).toBe('0');
  });
});

describe('the pre-flight exam belongs to the flight', () => {
  async function ready(token: string, missionId: string) {
    await declare(token, missionId, true);
    await readAllNotices(token, missionId);
  }

  it('8 correct answers pass, 7 fail; a passed exam cannot be retaken (§4)', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    await ready(token, missionId);
    const failed = await takeExam(token, missionId, 7);
    expect(failed).toMatchObject({ correct: 7, total: 12, passed: false });
    const passed = await takeExam(token, missionId, 8);
    expect(passed).toMatchObject({ correct: 8, passed: true });
    const again = await call('/api/flightdata/submitexam', { missionId, answers: {} }, { token });
    expect(again.body.Code).toBe(REFUSAL.examPassed);
    const [exam] = await list(
      await call<Array<{ status: string; questions: unknown[] }>>(
        '/api/flightdata/getexamlist',
        { missionId },
        { token },
      ),
    );
    expect(exam).toMatchObject({ status: 'passed', questions: [] });
  });

  it('passing one mission’s exam completes that mission’s exam step only; the next mission has its own', async () => {
    const token = (await login('pilot')).token;
    const [first, next] = await openMissions(token);
    await ready(token, first!.missionId);
    await takeExam(token, first!.missionId, 12);
    const stepOf = async (missionId: string) =>
      (await list(await call<PrepareStep[]>('/api/prepare/getprestep', { missionId }, { token }))).find(
        (s) => s.stepId === 'exam',
      )?.state;
    expect(await stepOf(first!.missionId)).toBe(2);
    expect(await stepOf(next!.missionId)).toBe(0);
    await ready(token, next!.missionId);
    const nextExam = await startExam(token, next!.missionId);
    expect(nextExam).toMatchObject({ status: 'notStarted', missionId: next!.missionId });
    expect(nextExam.questions).toHaveLength(12);
  });

  it('never gives the right answers before a pass: not with the questions, not after a failed attempt', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    await ready(token, missionId);
    const exam = await startExam(token, missionId);
    expect(JSON.stringify(exam)).not.toMatch(/"answer"|explanation/);
    const failed = (
      await call<ExamResult>('/api/flightdata/submitexam', { missionId, answers: {} }, { token })
    ).body.List!;
    expect(failed.passed).toBe(false);
    expect(failed.details.filter((d) => !d.right)).toHaveLength(12);
    expect(failed.details.some((d) => 'correctAnswer' in d || 'explanation' in d)).toBe(false);
    const [onRecord] = await list(
      await call<PreExamRecord[]>('/api/prepare/GetPreExamRecord', { missionId }, { token }),
    );
    expect(onRecord).toMatchObject({ attempts: 1, passed: false });
    expect(JSON.stringify(onRecord)).not.toMatch(/correctAnswer|explanation/);

    const passed = await takeExam(token, missionId, 12);
    expect(passed.details.every((d) => d.correctAnswer && d.explanation)).toBe(true);
    const [after] = await list(
      await call<PreExamRecord[]>('/api/prepare/GetPreExamRecord', { missionId }, { token }),
    );
    expect(after!.details.every((d) => d.correctAnswer && d.explanation)).toBe(true);
  });

  it('draws a retake anew: another order, from the larger pool', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    await ready(token, missionId);
    const first = await startExam(token, missionId);
    // A reload resumes the same attempt.
    expect((await startExam(token, missionId)).questions.map((q) => q.id)).toEqual(
      first.questions.map((q) => q.id),
    );
    await list(
      await call('/api/flightdata/submitexam', { missionId, answers: answersOf(first, 3) }, { token }),
    );
    const retake = await startExam(token, missionId);
    const ids = (exam: typeof first) => exam.questions.map((q) => q.id);
    expect(ids(retake)).not.toEqual(ids(first));
    expect(PREFLIGHT_POOLS.F.length).toBeGreaterThan(12);
    expect(ids(retake).every((id) => PREFLIGHT_POOLS.F.some((q) => q.id === id))).toBe(true);
  });
});

describe('minutes that were spent', () => {
  it('refuses one crafted record: more than a record holds, more than has passed since the preparation opened', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    await declare(token, missionId, true);
    await readAllNotices(token, missionId);
    expect((await record(token, missionId, 'route', 14_400)).body.Code).toBe(REFUSAL.timeNotElapsed);
    expect((await record(token, missionId, 'route', 1800)).body.Code).toBe(REFUSAL.timeNotElapsed);
    // Within what a record holds, but the backend saw only 10 s pass.
    pass(10);
    expect((await record(token, missionId, 'route', 40)).body.Code).toBe(REFUSAL.timeNotElapsed);
    expect((await record(token, missionId, 'route', 10)).body.Code).toBe('0');
    // Time counted once is not counted again: two steps cannot share the same minute.
    pass(30);
    expect((await record(token, missionId, 'route', 30)).body.Code).toBe('0');
    expect((await record(token, missionId, 'plane', 30)).body.Code).toBe(REFUSAL.timeNotElapsed);
    // Two minutes pass: still no more than one record holds (what the app gathers between two sends).
    pass(120);
    expect((await record(token, missionId, 'route', 90)).body.Code).toBe(REFUSAL.timeNotElapsed);
    expect((await record(token, missionId, 'route', 60)).body.Code).toBe('0');
    const preRecord = await list(
      await call<PreRecord>('/api/Prepare/GetPreRecord', { missionId }, { token }),
    );
    expect(preRecord.steps.find((s) => s.stepId === 'route')?.spentSeconds).toBe(100);
  });

  it('counts a step up to its own maximum', async () => {
    const token = (await login('cabin')).token;
    const { missionId } = await firstMission(token);
    await declare(token, missionId, true);
    await readAllNotices(token, missionId);
    const steps = await list(await call<PrepareStep[]>('/api/prepare/getprestep', { missionId }, { token }));
    expect(steps.find((s) => s.stepId === 'weather')?.maxSeconds).toBe(600);
    await spend(token, missionId, 'weather', 10);
    pass(30);
    expect((await record(token, missionId, 'weather', 30)).body.Code).toBe(REFUSAL.stepMaxReached);
    const preRecord = await list(
      await call<PreRecord>('/api/Prepare/GetPreRecord', { missionId }, { token }),
    );
    expect(preRecord.spentMinutes).toBe(10);
  });
});

describe('finishing means prepared', () => {
  it('needs fit declared, the notices read, every step worked on, the exam passed and 30 minutes (pilot)', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    const finish = async () => (await call('/api/Prepare/FinishPreRecord', { missionId }, { token })).body;
    expect((await finish()).Code).toBe(REFUSAL.notDeclared);
    await declare(token, missionId, true);
    expect((await finish()).Code).toBe(REFUSAL.unreadNotices);
    await readAllNotices(token, missionId);
    await spend(token, missionId, 'notice', 1);
    await spend(token, missionId, 'route', 6);
    await spend(token, missionId, 'plane', 6);
    const open = await finish();
    expect(open.Code).toBe(REFUSAL.stepsOpen);
    expect(open.Message).toBe('以下准备步骤尚未进行：机场资料、气象资料、风险评估');
    await spend(token, missionId, 'airport', 6);
    await spend(token, missionId, 'weather', 6);
    await spend(token, missionId, 'risk', 4);
    expect((await finish()).Code).toBe(REFUSAL.examNotPassed);
    await takeExam(token, missionId, 7);
    expect((await finish()).Code).toBe(REFUSAL.examNotPassed);
    await takeExam(token, missionId, 9);
    expect(await finish()).toMatchObject({
      Code: REFUSAL.minutes,
      Message: '在线准备需达到 30 分钟才能完成',
    });
    await spend(token, missionId, 'exam', 1);
    const done = await list(await call<PreRecord>('/api/Prepare/FinishPreRecord', { missionId }, { token }));
    expect(done).toMatchObject({ finished: true, spentMinutes: 30 });
    const mission = await missionOf(token, missionId);
    expect(mission).toMatchObject({ prepareState: 2, prepareGate: { state: 'finished' } });
    expect((await record(token, missionId, 'route', 0)).body.Code).toBe(REFUSAL.finished);
  });

  it('takes its bound from the crew category (cabin: 20 minutes)', async () => {
    const token = (await login('cabin')).token;
    const { missionId } = await firstMission(token);
    await declare(token, missionId, true);
    await readAllNotices(token, missionId);
    await takeExam(token, missionId, 12);
    await spend(token, missionId, 'cabin', 10);
    await spend(token, missionId, 'weather', 9);
    expect((await call('/api/Prepare/FinishPreRecord', { missionId }, { token })).body.Code).toBe(
      REFUSAL.minutes,
    );
    await spend(token, missionId, 'notice', 1);
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

describe('the rest of the briefing', () => {
  it('answers the contacts, crew control and aviation medicine first', async () => {
    const token = (await login('pilot')).token;
    const { missionId } = await firstMission(token);
    const contacts = await list(
      await call<DocTeleNo[]>('/api/prepare/getdocteleno', { missionId }, { token }),
    );
    expect(contacts.slice(0, 2).map((c) => c.kind)).toEqual(['crewControl', 'medical']);
    expect(contacts.every((c) => /^[\d-]+|^400/.test(c.phone))).toBe(true);
  });

  it('answers the mission’s flight plan, its fuel adding up and its weights within the limits', async () => {
    const token = (await login('pilot')).token;
    const mission = await firstMission(token);
    const [plan] = await list(
      await call<FlightPlan[]>(
        '/flightservice/CompInfo/GetAllFlightPlan',
        {
          missionId: mission.missionId,
        },
        { token },
      ),
    );
    const { fuel } = plan!;
    expect(plan).toMatchObject({ flightNo: mission.flightNo, registration: mission.registration });
    expect(fuel.taxi + fuel.trip + fuel.contingency + fuel.alternate + fuel.finalReserve + fuel.extra).toBe(
      fuel.block,
    );
    expect(plan!.takeoffWeight).toBeLessThanOrEqual(plan!.limits.maxTakeoffWeight);
    expect(plan!.landingWeight).toBeLessThanOrEqual(plan!.limits.maxLandingWeight);
    expect(plan!.alternates.length).toBeGreaterThan(0);
    expect(Date.parse(plan!.times.takeoff)).toBeGreaterThan(Date.parse(plan!.times.offBlock));
  });

  it('answers the pre-flight conditions and who of the crew has what open, from their own records', async () => {
    const pilot = (await login('pilot')).token;
    const cabin = (await login('cabin')).token;
    const { missionId } = await firstMission(pilot);
    await declare(cabin, missionId, true);
    const [conditions] = await list(
      await call<PreCondition[]>(
        '/flightservice/CompInfo/GetAllPreCondit',
        {
          missionId,
        },
        { token: pilot },
      ),
    );
    expect(conditions!.items.map((i) => i.kind)).toEqual([
      'report',
      'briefing',
      'release',
      'aircraft',
      'boarding',
    ]);
    expect(conditions!.meetingPlace).toMatch(/准备室/);
    const crew = await list(
      await call<PreConditionCrew[]>('/api/CompInfo/PreConditonCrewList', { missionId }, { token: pilot }),
    );
    const purser = crew.find((c) => c.duty === 'purser')!;
    expect(purser).toMatchObject({ declared: true, prepareState: 1 });
    expect(purser.openSteps).not.toContain('health');
    expect(crew.find((c) => c.isMe)).toMatchObject({ declared: false, prepareState: 0 });
    expect(crew.find((c) => c.isMe)?.openSteps).toContain('health');
  });
});
