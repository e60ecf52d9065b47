import { useCachedRequest } from '@/api/useCachedRequest';
import type { PrepareStepKey } from '@/api/schema/prepare';
import { fetchPrepareSteps } from './api';
import { useMissionId } from './mission';

/**
 * Whether this mission's step is suspended (a "not fit" declaration): the same answer StepPage reads
 * (one shared request), so a screen can leave out its data-entry actions while suspended. null: not
 * known yet.
 */
export function useStepSuspended(step: PrepareStepKey): boolean | null {
  const missionId = useMissionId();
  const steps = useCachedRequest(
    missionId ? `prepare-steps#${missionId}` : null,
    (signal) => fetchPrepareSteps(missionId, { signal }),
    { revalidate: true },
  );
  if (!steps.data) return null;
  return steps.data.find((candidate) => candidate.stepId === step)?.suspended ?? false;
}
