/*
 * The preparation's writes that change where a mission stands. The calls are declared in src/api
 * (prepare.ts; the queued ones in writes.ts, which also reads again what a queued write changed once it
 * is answered); the others refresh the mission's state reads here.
 */
import { queryClient } from '@/api/queryClient';
import { MISSION_STATE_READS } from '@/api/prepare';
import type { StepRecordRequest, UpdateHealthRequest } from '@/api/schema/prepare';
import { sendOrQueue } from '@/api/writes';

/**
 * Marks the preparation's state reads (api/prepare MISSION_STATE_READS) old and asks again for those a
 * screen shows (`'none'`: only marks them, and every screen asks again as it opens).
 */
export const refreshMissionState = (refetchType: 'active' | 'none' = 'active'): Promise<unknown> =>
  Promise.all(
    MISSION_STATE_READS.map((path) => queryClient.invalidateQueries({ queryKey: [path], refetchType })),
  );

/**
 * The step record (time read on a step), queued when the network is gone (api/writes) and sent in order
 * once it is back; `sent: false` means it waits in the queue. Once answered, accepted or refused, the
 * steps' states follow it (api/writes asks the mission's state reads again): a screen left sends its
 * last record as the next one (the preparation home) opens, whose reads are then asked again with the
 * record counted (a read already on its way is replaced).
 */
export const recordStepTimeOrQueue = (request: StepRecordRequest) => sendOrQueue('stepRecord', request);

/** The fitness declaration, queued when the network is gone (api/writes); `sent: false` means it waits. */
export const declareHealthOrQueue = (request: UpdateHealthRequest) => sendOrQueue('health', request);
