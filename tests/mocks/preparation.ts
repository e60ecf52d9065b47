/**
 * Helpers of the preparation's backend tests: a clock the backend sees (vi.setSystemTime moves Date.now,
 * which the handlers read), reading time spent as the app spends it (a record of at most 30 s each time
 * 30 s have passed), the notices read, and the exam answered right or wrong.
 */
import { vi } from 'vitest';
import type { ExamResult, PreflightExam } from '@/api/schema/flightdata';
import type { FlightMission, PrepareNotice } from '@/api/schema/prepare';
import { findPoolQuestion } from '@mocks/db/preflight';
import { call, list } from '../support/backend';
import { leavesSoon } from '../support/departure';

let now = Date.now();

/** The backend's clock starts from the real time at each test (vi.useRealTimers in afterEach resets it). */
export function startClock(): void {
  now = Date.now();
  vi.setSystemTime(now);
}

/** Time passes, as the backend sees it. */
export function pass(seconds: number): void {
  now += seconds * 1000;
  vi.setSystemTime(now);
}

/**
 * The user's missions still to prepare, in departure order. Today's first flights may have left already
 * (the tests run at any hour, and the seed is dated from now): those are closed.
 */
export async function openMissions(token: string): Promise<FlightMission[]> {
  const missions = await list(
    await call<FlightMission[]>('/api/FlightMission/GetFlightMission', {}, { token }),
  );
  return missions.filter((m) => m.prepareGate.state === 'open' || m.prepareGate.state === 'unread');
}

/** The first mission still to prepare that does not leave soon (support/departure). */
export async function firstMission(token: string): Promise<FlightMission> {
  const mission = (await openMissions(token)).find((m) => !leavesSoon(m));
  if (!mission) throw new Error('no mission to prepare');
  return mission;
}

export async function readAllNotices(token: string, missionId: string): Promise<void> {
  const notices = await list(
    await call<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId }, { token }),
  );
  for (const n of notices.filter((x) => x.mustRead && !x.read))
    await list(
      await call('/api/prepare/GetNoticeNewListDetail', { missionId, noticeId: n.noticeId }, { token }),
    );
}

/** Reads a step for `minutes` as the app records it: 30 s pass, a record of 30 s. */
export async function spend(token: string, missionId: string, stepId: string, minutes: number) {
  for (let i = 0; i < minutes * 2; i += 1) {
    pass(30);
    await list(
      await call('/api/Prepare/AddOrUpdateStepRecord', { missionId, stepId, spentSeconds: 30 }, { token }),
    );
  }
}

/** One record as sent, whatever the backend says. */
export const record = (
  token: string,
  missionId: string,
  stepId: string,
  spentSeconds: number,
  state?: number,
) => call('/api/Prepare/AddOrUpdateStepRecord', { missionId, stepId, spentSeconds, state }, { token });

/** Starts (or resumes) the mission's exam. */
export async function startExam(token: string, missionId: string): Promise<PreflightExam> {
  const [exam] = await list(
    await call<PreflightExam[]>('/api/flightdata/getexamlist', { missionId }, { token }),
  );
  if (!exam) throw new Error('no exam');
  return exam;
}

/** The answers of an exam with exactly `right` of them right (the others a wrong key). */
export function answersOf(exam: PreflightExam, right: number): Record<string, string[]> {
  return Object.fromEntries(
    exam.questions.map((q, i) => {
      const answer = findPoolQuestion(q.id)?.answer ?? [];
      const wrong = q.options.map((o) => o.key).find((k) => !answer.includes(k)) ?? 'Z';
      return [q.id, i < right ? answer : [wrong]];
    }),
  );
}

export async function takeExam(token: string, missionId: string, right: number): Promise<ExamResult> {
  const exam = await startExam(token, missionId);
  return list(
    await call<ExamResult>(
      '/api/flightdata/submitexam',
      {
        missionId,
        answers: answersOf(exam, right),
        duration: 240,
      },
      { token },
    ),
  );
}
