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
import { findPreflightExam } from '@mocks/db/preflight';
import { call, list, login } from '../support/backend';

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
  it('8 correct answers pass, fewer fail, a passed exam cannot be retaken, records follow', async () => {
    const { token } = await login('pilot');
    const exams = list(await call<PreflightExam[]>('/api/flightdata/getexamlist', {}, { token }));
    expect(exams.length).toBeGreaterThan(0);
    const exam = exams[0] as PreflightExam;
    expect(exam.questions.length).toBeGreaterThanOrEqual(10);
    expect(new Set(exam.questions.map((q) => q.type))).toEqual(new Set(['single', 'multiple', 'judge']));
    expect(JSON.stringify(exam)).not.toContain('answer');
    const bank = findPreflightExam(exam.id)?.questions ?? [];
    const answers = (rightCount: number) =>
      Object.fromEntries(
        bank.map((q, i) => [
          q.id,
          i < rightCount ? q.answer : ['D', 'Z'].filter((k) => !q.answer.includes(k)),
        ]),
      );

    const failed = list(
      await call<ExamResult>(
        '/api/flightdata/submitexam',
        { examId: exam.id, answers: answers(7) },
        { token },
      ),
    );
    expect(failed).toMatchObject({ correct: 7, passed: false });
    expect(failed.message).toContain('未通过');
    const status = list(
      await call<PreflightExam[]>('/api/flightdata/getexamlist', { examId: exam.id }, { token }),
    );
    expect(status[0]).toMatchObject({ status: 'failed', attempts: 1, lastCorrect: 7 });

    const passed = list(
      await call<ExamResult>(
        '/api/flightdata/submitexam',
        { examId: exam.id, answers: answers(8), duration: 300 },
        { token },
      ),
    );
    expect(passed).toMatchObject({ correct: 8, passed: true });
    const retake = await call(
      '/api/flightdata/submitexam',
      { examId: exam.id, answers: answers(12) },
      { token },
    );
    expect(retake.body).toMatchObject({ Code: '2001', Message: '您已通过该考试，无需再次答题' });

    const records = list(await call<Page<ExamRecord>>('/api/flightdata/getrecordexamlist', {}, { token }));
    expect(records.items[0]).toMatchObject({ examId: exam.id, correct: 8, passed: true, duration: 300 });
    expect(records.items[1]).toMatchObject({ examId: exam.id, correct: 7, passed: false });
  });

  it('cabin crew get the cabin exams', async () => {
    const { token } = await login('cabin');
    const exams = list(await call<PreflightExam[]>('/api/flightdata/getexamlist', {}, { token }));
    expect(exams.every((e) => e.title.includes('客舱'))).toBe(true);
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
    const risks = list(await call<RiskListResult>('/api/flightdata/getrisklist', {}, { token }));
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
