/**
 * The preparation's state set up through the app's own client (the signed-in user's session): the
 * mission still to prepare, the notices read, a declaration, reading time spent as the app records it
 * while the backend's clock moves on (vi.setSystemTime: the built-in backend counts elapsed time), and
 * the exam answered right or wrong. Screens are then opened on that state.
 */
import { vi } from 'vitest';
import { api } from '@/api/client';
import type { ExamResult, PreflightExam } from '@/api/schema/flightdata';
import type { FlightMission, PrepareNotice } from '@/api/schema/prepare';
import { findPoolQuestion } from '@mocks/db/preflight';
import { leavesSoon } from './departure';

/** The user's missions still to prepare (today's first may have left already: tests run at any hour). */
export async function openMissions(): Promise<FlightMission[]> {
  const missions = await api.read<FlightMission[]>('/api/FlightMission/GetFlightMission', {});
  return missions.filter((m) => m.prepareGate.state === 'open' || m.prepareGate.state === 'unread');
}

/** The first mission still to prepare that does not leave soon (support/departure) (pilot and cabin crew fly it together). */
export async function firstMission(): Promise<FlightMission> {
  const mission = (await openMissions()).find((m) => !leavesSoon(m));
  if (!mission) throw new Error('no mission to prepare');
  return mission;
}

export async function readAllNotices(missionId: string): Promise<void> {
  const notices = await api.read<PrepareNotice[]>('/api/prepare/GetNoticeNewListDetail', { missionId });
  for (const n of notices.filter((x) => x.mustRead && !x.read))
    await api.read('/api/prepare/GetNoticeNewListDetail', { missionId, noticeId: n.noticeId });
}

export const declare = (missionId: string, fit: boolean) =>
  api.post('/api/health/updatehealth', { missionId, fit, ...(fit ? {} : { symptoms: ['感冒发热'] }) });

/** The mission's notices read and "fit" declared: every step can be worked on. */
export async function ready(missionId: string): Promise<void> {
  await declare(missionId, true);
  await readAllNotices(missionId);
}

/** Moves the backend's clock (and the page's Date) on; vi.useRealTimers() puts it back. */
export function pass(seconds: number): void {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

/** Reads a step for `minutes` as the app records it: 30 s pass, a record of 30 s. */
export async function spend(missionId: string, stepId: string, minutes: number): Promise<void> {
  await api.read('/api/Prepare/GetPreRecord', { missionId }); // the preparation is open from here
  for (let i = 0; i < minutes * 2; i += 1) {
    pass(30);
    await api.post('/api/Prepare/AddOrUpdateStepRecord', { missionId, stepId, spentSeconds: 30 });
  }
}

/** The answer keys of an exam's questions with exactly `right` of them right. */
export function answersOf(exam: PreflightExam, right: number): Record<string, string[]> {
  return Object.fromEntries(
    exam.questions.map((q, i) => {
      const answer = findPoolQuestion(q.id)?.answer ?? [];
      const wrong = q.options.map((o) => o.key).find((k) => !answer.includes(k)) ?? 'Z';
      return [q.id, i < right ? answer : [wrong]];
    }),
  );
}

export async function startExam(missionId: string): Promise<PreflightExam> {
  const [exam] = await api.read<PreflightExam[]>('/api/flightdata/getexamlist', { missionId });
  if (!exam) throw new Error('no exam');
  return exam;
}

export async function takeExam(missionId: string, right: number): Promise<ExamResult> {
  const exam = await startExam(missionId);
  return api.post<ExamResult>('/api/flightdata/submitexam', { missionId, answers: answersOf(exam, right) });
}
