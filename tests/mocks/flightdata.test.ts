import { describe, expect, it } from 'vitest';
import type {
  ExamRecord,
  ExamResult,
  MessageDetail,
  MessagePage,
  NoticeTypeResult,
  Page,
  PreflightExam,
  ReadMessageResult,
  RiskDetail,
  RiskListResult,
  RiskReport,
  SafetyNotice,
  SafetyNoticeDetail,
  Schedule,
  Announcement,
  AirportNotams,
  AirportWeatherReport,
} from '@/api/schema/flightdata';
import type { FlightMission, PrepareNotice } from '@/api/schema/prepare';
import { findPoolQuestion } from '@mocks/db/preflight';
import { call, list, login } from '../support/backend';

const listOf = async <T>(token: string, path: string, body: Record<string, unknown> = {}) =>
  list(await call<T>(path, body, { token }));

/** The mission's must-read notices come before its exam and its risk feedback (§5). */
async function readNotices(token: string, missionId: string) {
  const notices = await listOf<PrepareNotice[]>(token, '/api/prepare/GetNoticeNewListDetail', { missionId });
  for (const n of notices.filter((x) => x.mustRead && !x.read))
    await listOf(token, '/api/prepare/GetNoticeNewListDetail', { missionId, noticeId: n.noticeId });
}

describe('messages', () => {
  it('reading a message lowers the unread count everywhere; opening it does not', async () => {
    const { token } = await login();
    const types = list(await call<NoticeTypeResult>('/api/flightdata/GetNoticeType', {}, { token }));
    expect(types.unreadTotal).toBeGreaterThan(0);
    const unread = list(
      await call<MessagePage>('/api/flightdata/getmessagelist', { readType: 1, pageSize: 50 }, { token }),
    );
    expect(unread.total).toBe(types.unreadTotal);
    expect(unread.items.every((m) => !m.read)).toBe(true);
    const target = unread.items[0];
    const detail = list(
      await call<MessageDetail>('/api/flightdata/getmessage', { id: target?.id }, { token }),
    );
    expect(detail.content).toContain('<p>');
    expect(detail.read).toBe(false);
    const read = list(
      await call<ReadMessageResult>('/api/flightdata/ReadMessage', { id: target?.id }, { token }),
    );
    expect(read.unreadCount).toBe(types.unreadTotal - 1);
    const typesAfter = list(await call<NoticeTypeResult>('/api/flightdata/GetNoticeType', {}, { token }));
    expect(typesAfter.unreadTotal).toBe(types.unreadTotal - 1);
    const readList = list(
      await call<MessagePage>('/api/flightdata/getmessagelist', { readType: 2, pageSize: 50 }, { token }),
    );
    expect(readList.items.map((m) => m.id)).toContain(target?.id);
    expect((await call('/api/flightdata/ReadMessage', { id: 'MS9999' }, { token })).body.Code).toBe('404');
  });

  it('reads are per user', async () => {
    const pilot = await login('pilot');
    const before = list(
      await call<NoticeTypeResult>('/api/flightdata/GetNoticeType', {}, { token: pilot.token }),
    ).unreadTotal;
    const cabin = await login('cabin');
    const page = list(
      await call<MessagePage>('/api/flightdata/getmessagelist', { readType: 1 }, { token: cabin.token }),
    );
    await call('/api/flightdata/ReadMessage', { ids: page.items.map((m) => m.id) }, { token: cabin.token });
    expect(
      list(await call<NoticeTypeResult>('/api/flightdata/GetNoticeType', {}, { token: pilot.token }))
        .unreadTotal,
    ).toBe(before);
  });
});

describe('notices', () => {
  it('announcements carry real attachments; safety notices become read when opened', async () => {
    const { token } = await login();
    const page = list(await call<Page<Announcement>>('/api/flightdata/getnotice', {}, { token }));
    const withPdf = page.items.find((a) => a.attachments.some((x) => x.type === 'pdf'));
    expect(withPdf?.attachments.find((x) => x.type === 'pdf')?.url).toBe(
      '/mock-files/winter-operations-bulletin.pdf',
    );
    const one = list(
      await call<Page<Announcement>>('/api/flightdata/getnotice', { id: withPdf?.id }, { token }),
    );
    expect(one.items[0]?.content).toBeTruthy();
    const safety = list(await call<Page<SafetyNotice>>('/api/flightdata/getsafetynotice', {}, { token }));
    const unread = safety.items.find((n) => !n.read);
    list(
      await call<SafetyNoticeDetail>('/api/flightdata/getsafetynoticeinfo', { id: unread?.id }, { token }),
    );
    const after = list(await call<Page<SafetyNotice>>('/api/flightdata/getsafetynotice', {}, { token }));
    expect(after.items.find((n) => n.id === unread?.id)?.read).toBe(true);
  });

  it('NOTAMs and weather follow the flight: departure, arrival, alternate', async () => {
    const { token } = await login();
    const notams = list(await call<AirportNotams[]>('/api/flightdata/getnotaminfo', {}, { token }));
    expect(notams.map((n) => n.role)).toEqual(['departure', 'arrival', 'alternate']);
    expect(notams[0]?.notams[0]?.text).toMatch(/NOTAMN/);
    const wx = list(
      await call<AirportWeatherReport[]>('/api/flightdata/getWeatherInfo', { airport: 'ZSSS' }, { token }),
    );
    expect(wx).toHaveLength(1);
    expect(wx[0]?.metar).toContain('ZSSS');
  });
});

describe('pre-flight exams', () => {
  it('hand out the mission’s questions of the three kinds without answers, and records follow', async () => {
    const { token } = await login('pilot');
    const [mission] = (await listOf<FlightMission[]>(token, '/api/FlightMission/GetFlightMission')).filter(
      (m) => m.prepareGate.state !== 'closed',
    );
    const missionId = mission!.missionId;
    await readNotices(token, missionId);
    const [exam] = list(await call<PreflightExam[]>('/api/flightdata/getexamlist', { missionId }, { token }));
    expect(exam?.questions).toHaveLength(12);
    expect(new Set(exam?.questions.map((q) => q.type))).toEqual(new Set(['single', 'multiple', 'judge']));
    expect(JSON.stringify(exam)).not.toContain('answer');
    const answers = Object.fromEntries(
      (exam?.questions ?? []).map((q) => [q.id, findPoolQuestion(q.id)?.answer ?? []]),
    );
    const passed = list(
      await call<ExamResult>('/api/flightdata/submitexam', { missionId, answers, duration: 300 }, { token }),
    );
    expect(passed).toMatchObject({ correct: 12, passed: true, missionId });
    const records = list(await call<Page<ExamRecord>>('/api/flightdata/getrecordexamlist', {}, { token }));
    expect(records.items[0]).toMatchObject({ examId: exam?.id, correct: 12, passed: true, duration: 300 });
  });

  it('cabin crew get the cabin exam', async () => {
    const { token } = await login('cabin');
    const [mission] = (await listOf<FlightMission[]>(token, '/api/FlightMission/GetFlightMission')).filter(
      (m) => m.prepareGate.state !== 'closed',
    );
    await readNotices(token, mission!.missionId);
    const exams = list(
      await call<PreflightExam[]>(
        '/api/flightdata/getexamlist',
        { missionId: mission!.missionId },
        { token },
      ),
    );
    expect(exams.every((e) => e.title.includes('客舱'))).toBe(true);
    expect(exams[0]?.questions.every((q) => q.id.startsWith('QC'))).toBe(true);
  });
});

describe('tasks', () => {
  it("the default week runs Sunday to Saturday and holds today's real flights", async () => {
    const { token } = await login('pilot');
    const week = list(await call<Schedule>('/api/flightdata/schedulepartial', {}, { token }));
    expect(new Date(`${week.startDate}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(new Date(`${week.endDate}T00:00:00Z`).getUTCDay()).toBe(6);
    const mine = list(
      await call<{ items: Array<{ id: string }> }>(
        '/api/FlightDynamics/GetFlightDynamicsList',
        { dayKey: 'today', mine: true },
        { token },
      ),
    );
    const flightTasks = week.tasks.filter((t) => t.flightId);
    expect(flightTasks.map((t) => t.flightId)).toEqual(expect.arrayContaining(mine.items.map((f) => f.id)));
    expect(week.tasks.every((t) => [0, 1, 2].includes(t.progress))).toBe(true);
    const past = week.tasks.filter((t) => Date.parse(t.end) < Date.now() - 86_400_000);
    expect(past.every((t) => t.progress === 2 || t.title.includes('取消'))).toBe(true);
    const tooLong = await call(
      '/api/flightdata/schedulepartial',
      { startDate: '2026-01-01', endDate: '2026-03-01' },
      { token },
    );
    expect(tooLong.body.Message).toBe('查询范围不能超过 31 天');
  });
});

describe('risk', () => {
  it('feedback and reports are recorded per user', async () => {
    const { token } = await login('pilot');
    // The risks of a mission still to prepare, its notices read: the gate takes its feedback.
    const [mission] = (await listOf<FlightMission[]>(token, '/api/FlightMission/GetFlightMission')).filter(
      (m) => m.prepareGate.state !== 'closed',
    );
    await readNotices(token, mission!.missionId);
    const risks = list(
      await call<RiskListResult>('/api/flightdata/getrisklist', { flightId: mission!.missionId }, { token }),
    );
    expect(risks.items.length).toBeGreaterThan(1);
    const risk = risks.items[0];
    expect(
      (
        await call(
          '/api/flightdata/riskback',
          { riskId: risk?.id, typeId: 'RB99', content: '内容足够长了' },
          { token },
        )
      ).body.Message,
    ).toBe('请选择反馈类型');
    expect(
      (await call('/api/flightdata/riskback', { riskId: risk?.id, typeId: 'RB01', content: '短' }, { token }))
        .body.Code,
    ).not.toBe('0');
    list(
      await call(
        '/api/flightdata/riskback',
        { riskId: risk?.id, typeId: 'RB01', content: '目的地天气已好转，建议降低评级' },
        { token },
      ),
    );
    const detail = list(await call<RiskDetail>('/api/flightdata/getriskinfo', { id: risk?.id }, { token }));
    expect(detail.feedbackCount).toBe(1);
    expect(detail.feedbacks[0]).toMatchObject({ typeName: '风险评估偏高', status: '已提交' });

    const report = list(await call<RiskReport>('/api/flightdata/riskreport', { id: risk?.id }, { token }));
    expect(report.windows.map((w) => w.days)).toEqual([30, 90]);
    expect(report.reported).toBe(false);
    const confirmed = list(
      await call<RiskReport>(
        '/api/flightdata/riskreport',
        { id: risk?.id, confirm: true, note: '已阅知' },
        { token },
      ),
    );
    expect(confirmed).toMatchObject({ reported: true, note: '已阅知' });
    const listAfter = list(
      await call<RiskListResult>('/api/flightdata/getrisklist', { flightId: risks.flightId }, { token }),
    );
    expect(listAfter.items[0]).toMatchObject({ reported: true, feedbackCount: 1 });

    const cabin = await login('cabin');
    const cabinView = list(
      await call<RiskDetail>('/api/flightdata/getriskinfo', { id: risk?.id }, { token: cabin.token }),
    );
    expect(cabinView.feedbackCount).toBe(0);
  });
});
