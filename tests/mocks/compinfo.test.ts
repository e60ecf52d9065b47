import { describe, expect, it } from 'vitest';
import type {
  AircraftDetail,
  AirportInfo,
  ExamAttempt,
  ExamHistory,
  ExamSummary,
  NavAirwayLeg,
  Question,
  TestType,
  VideoTraining,
} from '@/api/schema/compinfo';
import { findQuestion } from '@mocks/db/questionbank';
import { call, list, login } from '../support/backend';

/** Answers the first `right` questions correctly and the rest wrongly. */
function sheet(attempt: ExamAttempt, right: number) {
  return attempt.questions.map((q, i) => {
    const answer = findQuestion(q.questionId)?.answer ?? [];
    const wrong = q.kind === 'judge' ? [answer[0] === 'A' ? 'B' : 'A'] : ['Z'];
    return { questionId: q.questionId, answer: i < right ? answer : wrong };
  });
}

async function openExam(token: string, examId: string): Promise<ExamAttempt> {
  return list(await call<ExamAttempt>('/api/CompInfo/AddExams', { examId }, { token }));
}

describe('exams', () => {
  it('have at least 10 questions each, handed out without answers', async () => {
    const token = (await login('pilot')).token;
    const exams = await list(await call<ExamSummary[]>('/api/CompInfo/GetAllExam', {}, { token }));
    expect(exams.length).toBeGreaterThan(3);
    for (const exam of exams) expect(exam.questionCount).toBeGreaterThanOrEqual(10);
    const attempt = await openExam(token, 'EX2401');
    expect(attempt.questions.length).toBe(12);
    expect(attempt.questions[0]).not.toHaveProperty('answer');
    expect(new Set(attempt.questions.map((q) => q.kind)).size).toBeGreaterThan(1);
  });

  it('fail at 7 correct, pass at 8, and a passed exam cannot be retaken', async () => {
    const token = (await login('pilot')).token;
    const first = await openExam(token, 'EX2401');
    const failed = await list(
      await call<ExamAttempt>(
        '/api/CompInfo/AddExams',
        {
          examId: 'EX2401',
          attemptId: first.attemptId,
          answers: sheet(first, 7),
        },
        { token },
      ),
    );
    expect(failed.result).toMatchObject({ correctCount: 7, passed: false });

    const second = await openExam(token, 'EX2401');
    expect(second.attemptId).not.toBe(first.attemptId);
    const passed = await list(
      await call<ExamAttempt>(
        '/api/CompInfo/AddExams',
        {
          examId: 'EX2401',
          attemptId: second.attemptId,
          answers: sheet(second, 8),
        },
        { token },
      ),
    );
    expect(passed.result).toMatchObject({ correctCount: 8, passed: true });

    const retake = await call('/api/CompInfo/AddExams', { examId: 'EX2401' }, { token });
    expect(retake.body.Code).not.toBe('0');
    expect(retake.body.Message).toBe('您已通过该考试，无需再次答题');

    const summary = (await list(await call<ExamSummary[]>('/api/CompInfo/GetAllExam', {}, { token }))).find(
      (e) => e.examId === 'EX2401',
    );
    expect(summary).toMatchObject({ passed: true, state: 2, attempts: 2, bestCorrect: 8 });
    const history = await list(
      await call<ExamHistory[]>(
        '/api/CompInfo/GetAllExamDetailed',
        {
          examId: 'EX2401',
        },
        { token },
      ),
    );
    expect(history[0]?.items.filter((i) => i.correct)).toHaveLength(8);
    expect(history[0]?.items[0]).toHaveProperty('explanation');
  });

  it('names the candidate in the exam title and refuses an exam not yet open', async () => {
    const token = (await login('cabin')).token;
    const title = await list(
      await call<{ candidateName: string; passCount: number }>(
        '/api/CompInfo/GetExamTitle',
        {
          examId: 'EX2405',
        },
        { token },
      ),
    );
    expect(title).toMatchObject({ candidateName: '李雪', passCount: 8 });
    const early = await call('/api/CompInfo/AddExams', { examId: 'EX2408' }, { token });
    expect(early.body.Message).toContain('考试尚未开始');
  });
});

describe('question bank', () => {
  it('holds 200+ questions of the three kinds with answers and explanations', async () => {
    const token = (await login('pilot')).token;
    const types = await list(
      await call<TestType[]>('/flightservice/CompInfo/GetTestTypeList', {}, { token, method: 'GET' }),
    );
    expect(types.reduce((n, t) => n + t.questionCount, 0)).toBeGreaterThanOrEqual(200);
    const all = await list(
      await call<Question[]>('/flightservice/CompInfo/GetTestQuestionPreview', {}, { token }),
    );
    expect(new Set(all.map((q) => q.kind))).toEqual(new Set(['single', 'multiple', 'judge']));
    expect(all.every((q) => q.answer.length > 0 && q.explanation)).toBe(true);
    const page = await list(
      await call<Question[]>(
        '/flightservice/CompInfo/GetTestQuestionTrain',
        { typeId: 'T02', pageSize: 5, pageIndex: 2 },
        { token, method: 'GET' },
      ),
    );
    expect(page).toHaveLength(5);
    expect(page.every((q) => q.typeId === 'T02')).toBe(true);
  });
});

describe('company information', () => {
  it('answers airports with their documents, aircraft with deferred defects and route legs', async () => {
    const token = (await login('pilot')).token;
    const airports = await list(
      await call<AirportInfo[]>('/flightservice/CompInfo/GetAllAirport', {}, { token }),
    );
    expect(airports.length).toBeGreaterThanOrEqual(40);
    const docs = await list(
      await call<Array<{ fileUrl: string }>>(
        '/api/CompInfo/GetAllAirportDoc',
        {
          airportCode: 'PEK',
        },
        { token },
      ),
    );
    expect(docs.length).toBe(airports.find((a) => a.code3 === 'PEK')?.docCount);
    expect(docs[0]?.fileUrl).toMatch(/\.pdf$/);

    const fleet = await list(
      await call<Array<{ registration: string; deferredCount: number }>>(
        '/flightservice/CompInfo/GetAllAircraft',
        {},
        { token },
      ),
    );
    const withDefects = fleet.find((a) => a.deferredCount > 0);
    const detail = await list(
      await call<AircraftDetail>(
        '/flightservice/CompInfo/GetAircraftDetail',
        {
          registration: withDefects?.registration,
        },
        { token },
      ),
    );
    expect(detail.deferredDefects.filter((d) => d.state === 'deferred')).toHaveLength(
      withDefects?.deferredCount ?? -1,
    );

    const legs = await list(
      await call<NavAirwayLeg[]>(
        '/api/CompInfo/GetTNavAirwayList',
        {
          from: 'PEK',
          to: 'CTU',
        },
        { token },
      ),
    );
    expect(legs.length).toBeGreaterThan(2);
    expect(legs[0]).toMatchObject({ coordinateSystem: 'WGS-84' });
    expect(legs[0]?.callSign).toBeTruthy();
  });

  it('ships videos with posters that stream from the company server', async () => {
    const token = (await login('cabin')).token;
    const training = await list(
      await call<VideoTraining>('/flightservice/CompInfo/GetVideoTraining', {}, { token }),
    );
    expect(training.courses.length).toBeGreaterThan(0);
    expect(training.videos.every((v) => v.poster.startsWith('/mock-files/posters/') && v.streaming)).toBe(
      true,
    );
    const ids = new Set(training.videos.map((v) => v.videoId));
    expect(training.courses.every((c) => c.videoIds.every((id) => ids.has(id)))).toBe(true);
  });

  it('lists the crew of a mission for the preconditions', async () => {
    const token = (await login('pilot')).token;
    const [pre] = await list(
      await call<Array<{ missionId: string; crewCount: number }>>(
        '/flightservice/CompInfo/GetAllPreCondit',
        {},
        { token },
      ),
    );
    const crew = await list(
      await call<unknown[]>(
        '/api/CompInfo/PreConditonCrewList',
        {
          missionId: pre?.missionId,
        },
        { token },
      ),
    );
    expect(crew).toHaveLength(pre?.crewCount ?? -1);
  });
});
