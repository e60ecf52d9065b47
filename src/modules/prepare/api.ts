import { api } from '@/api/client';
import type { PrepareStep, StepRecord, StepRecordRequest } from '@/api/schema/prepare';

/** One typed function per call this module makes. Reads go through `api.read` (retried once). */
export type Options = { signal?: AbortSignal };

// ---------- Missions, preparation records, fitness, notices, exam (the preparation flow) ----------

/** The steps of a mission's preparation, in the backend's order, with their state and why one is blocked. */
export const fetchPrepareSteps = (missionId: string, options?: Options) =>
  api.read<PrepareStep[]>('/api/prepare/getprestep', { missionId }, { ...options, hideGlobalError: true });

/** Adds the seconds of one visit to a step (and with state 2 completes it). A write: never retried. */
export const recordStepTime = (request: StepRecordRequest) =>
  api.post<StepRecord>('/api/Prepare/AddOrUpdateStepRecord', { ...request }, { hideGlobalError: true });

// ---------- Reading steps: route, aircraft, MEL, airports, NOTAMs, weather, risk, cabin ----------
