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
import { call, list, tokenOf } from './part2-client';

/** Answers the first `right` questions correctly and the rest wrongly. */
function sheet(attempt: ExamAttempt, right: number) {
  return attempt.questions.map((q, i) => {
    const answer = findQuestion(q.questionId)?.answer ?? [];
    const wrong = q.kind === 'judge' ? [answer[0] === 'A' ? 'B' : 'A'] : ['Z'];
    return { questionId: q.questionId, answer: i < right ? answer : wrong };
  });
}

async function openExam(token: string, examId: string): Promise<ExamAttempt> {
  return list<ExamAttempt>(token, '/api/CompInfo/AddExams', { examId });
}

describe('exams', () => {
  it('have at least 10 questions each, handed out without answers', async () => {
    const token = await tokenOf('pilot');
    const exams = await list<ExamSummary[]>(token, '/api/CompInfo/GetAllExam');
    expect(exams.length).toBeGreaterThan(3);
    for (const exam of exams) expect(exam.questionCount).toBeGreaterThanOrEqual(10);
    const attempt = await openExam(token, 'EX2401');
    expect(attempt.questions.length).toBe(12);
    expect(attempt.questions[0]).not.toHaveProperty('answer');
    expect(new Set(attempt.questions.map((q) => q.kind)).size).toBeGreaterThan(1);
  });

  it('fail at 7 correct, pass at 8, and a passed exam cannot be retaken', async () => {
    const token = await tokenOf('pilot');
    const first = await openExam(token, 'EX2401');
    const failed = await list<ExamAttempt>(token, '/api/CompInfo/AddExams', {
      examId: 'EX2401',
      attemptId: first.attemptId,
      answers: sheet(first, 7),
    });
    expect(failed.result).toMatchObject({ correctCount: 7, passed: false });

    const second = await openExam(token, 'EX2401');
    expect(second.attemptId).not.toBe(first.attemptId);
    const passed = await list<ExamAttempt>(token, '/api/CompInfo/AddExams', {
      examId: 'EX2401',
      attemptId: second.attemptId,
      answers: sheet(second, 8),
    });
    expect(passed.result).toMatchObject({ correctCount: 8, passed: true });

    const retake = await call(token, '/api/CompInfo/AddExams', { examId: 'EX2401' });
    expect(retake.body.Code).not.toBe('0');
    expect(retake.body.Message).toBe('您已通过该考试，无需再次答题');

    const summary = (await list<ExamSummary[]>(token, '/api/CompInfo/GetAllExam')).find(
      (e) => e.examId === 'EX2401',
    );
    expect(summary).toMatchObject({ passed: true, state: 2, attempts: 2, bestCorrect: 8 });
    const history = await list<ExamHistory[]>(token, '/api/CompInfo/GetAllExamDetailed', {
      examId: 'EX2401',
    });
    expect(history[0]?.items.filter((i) => i.correct)).toHaveLength(8);
    expect(history[0]?.items[0]).toHaveProperty('explanation');
  });

  it('names the candidate in the exam title and refuses an exam not yet open', async () => {
    const token = await tokenOf('cabin');
    const title = await list<{ candidateName: string; passCount: number }>(
      token,
      '/api/CompInfo/GetExamTitle',
      {
        examId: 'EX2405',
      },
    );
    expect(title).toMatchObject({ candidateName: '李雪', passCount: 8 });
    const early = await call(token, '/api/CompInfo/AddExams', { examId: 'EX2408' });
    expect(early.body.Message).toContain('考试尚未开始');
  });
});

describe('question bank', () => {
  it('holds 200+ questions of the three kinds with answers and explanations', async () => {
    const token = await tokenOf('pilot');
    const types = await list<TestType[]>(token, '/flightservice/CompInfo/GetTestTypeList', {}, 'GET');
    expect(types.reduce((n, t) => n + t.questionCount, 0)).toBeGreaterThanOrEqual(200);
    const all = await list<Question[]>(token, '/flightservice/CompInfo/GetTestQuestionPreview');
    expect(new Set(all.map((q) => q.kind))).toEqual(new Set(['single', 'multiple', 'judge']));
    expect(all.every((q) => q.answer.length > 0 && q.explanation)).toBe(true);
    const page = await list<Question[]>(
      token,
      '/flightservice/CompInfo/GetTestQuestionTrain',
      { typeId: 'T02', pageSize: 5, pageIndex: 2 },
      'GET',
    );
    expect(page).toHaveLength(5);
    expect(page.every((q) => q.typeId === 'T02')).toBe(true);
  });
});

describe('company information', () => {
  it('answers airports with their documents, aircraft with deferred defects and route legs', async () => {
    const token = await tokenOf('pilot');
    const airports = await list<AirportInfo[]>(token, '/flightservice/CompInfo/GetAllAirport');
    expect(airports.length).toBeGreaterThanOrEqual(40);
    const docs = await list<Array<{ fileUrl: string }>>(token, '/api/CompInfo/GetAllAirportDoc', {
      airportCode: 'PEK',
    });
    expect(docs.length).toBe(airports.find((a) => a.code3 === 'PEK')?.docCount);
    expect(docs[0]?.fileUrl).toMatch(/\.pdf$/);

    const fleet = await list<Array<{ registration: string; deferredCount: number }>>(
      token,
      '/flightservice/CompInfo/GetAllAircraft',
    );
    const withDefects = fleet.find((a) => a.deferredCount > 0);
    const detail = await list<AircraftDetail>(token, '/flightservice/CompInfo/GetAircraftDetail', {
      registration: withDefects?.registration,
    });
    expect(detail.deferredDefects.filter((d) => d.state === 'deferred')).toHaveLength(
      withDefects?.deferredCount ?? -1,
    );

    const legs = await list<NavAirwayLeg[]>(token, '/api/CompInfo/GetTNavAirwayList', {
      from: 'PEK',
      to: 'CTU',
    });
    expect(legs.length).toBeGreaterThan(2);
    expect(legs[0]).toMatchObject({ coordinateSystem: 'WGS-84' });
    expect(legs[0]?.callSign).toBeTruthy();
  });

  it('ships videos with posters that stream from the company server', async () => {
    const token = await tokenOf('cabin');
    const training = await list<VideoTraining>(token, '/flightservice/CompInfo/GetVideoTraining');
    expect(training.courses.length).toBeGreaterThan(0);
    expect(training.videos.every((v) => v.poster.startsWith('/mock-files/posters/') && v.streaming)).toBe(
      true,
    );
    const ids = new Set(training.videos.map((v) => v.videoId));
    expect(training.courses.every((c) => c.videoIds.every((id) => ids.has(id)))).toBe(true);
  });

  it('lists the crew of a mission for the preconditions', async () => {
    const token = await tokenOf('pilot');
    const [pre] = await list<Array<{ missionId: string; crewCount: number }>>(
      token,
      '/flightservice/CompInfo/GetAllPreCondit',
    );
    const crew = await list<unknown[]>(token, '/api/CompInfo/PreConditonCrewList', {
      missionId: pre?.missionId,
    });
    expect(crew).toHaveLength(pre?.crewCount ?? -1);
  });
});
