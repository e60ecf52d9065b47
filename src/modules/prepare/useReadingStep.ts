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
  return useStepSuspension(step).suspended;
}

/** The same, and whether the steps could not be read (then only the backend knows: it refuses). */
export function useStepSuspension(step: PrepareStepKey): { suspended: boolean | null; failed: boolean } {
  const missionId = useMissionId();
  const steps = useCachedRequest(
    missionId ? `prepare-steps#${missionId}` : null,
    (signal) => fetchPrepareSteps(missionId, { signal }),
    { revalidate: true },
  );
  if (!steps.data) return { suspended: null, failed: Boolean(steps.error) && !steps.loading };
  return {
    suspended: steps.data.find((candidate) => candidate.stepId === step)?.suspended ?? false,
    failed: false,
  };
}
