/*
 * The preparation's writes that change where a mission stands, and what they refresh. The calls are
 * declared in src/api (prepare.ts; the queued ones in writes.ts); this file only says which answers of
 * the query cache each one makes old.
 */
import { queryClient } from '@/api/queryClient';
import {
  missionCountQuery,
  missionDetailQuery,
  prepareFlightsQuery,
  prepareStepsQuery,
  preRecordQuery,
} from '@/api/prepare';
import type { StepRecordRequest, UpdateHealthRequest } from '@/api/schema/prepare';
import { sendOrQueue } from '@/api/writes';

/** The path of a declared read: its key's first part, which `invalidateQueries` matches on. */
const pathOf = (options: { queryKey: readonly unknown[] }) => options.queryKey[0] as string;

/**
 * The reads of where the user's missions stand: the steps with their states and gates, the mission's
 * detail (its gate), the minutes and finish, the task list and its counts. Every write of the
 * preparation changes some of them; the screens showing them ask again (those not shown, when next
 * shown).
 */
const STATE_READS = [
  pathOf(prepareStepsQuery('')),
  pathOf(missionDetailQuery('')),
  pathOf(preRecordQuery('')),
  pathOf(prepareFlightsQuery()),
  pathOf(missionCountQuery()),
];

/**
 * Marks the preparation's state reads old and asks again for those a screen shows (`'none'`: only
 * marks them, and every screen asks again as it opens).
 */
export const refreshMissionState = (refetchType: 'active' | 'none' = 'active'): Promise<unknown> =>
  Promise.all(STATE_READS.map((path) => queryClient.invalidateQueries({ queryKey: [path], refetchType })));

/**
 * The step record (time read on a step), queued when the network is gone (api/writes) and sent in order
 * once it is back; `sent: false` means it waits in the queue. Once answered, the steps' states follow
 * it: a screen left sends its last record as the next one (the preparation home) opens, whose reads
 * are then asked again with the record counted (a read already on its way is replaced).
 */
export function recordStepTimeOrQueue(request: StepRecordRequest) {
  const write = sendOrQueue('stepRecord', request);
  // Accepted or refused (the gate moved meanwhile): what the backend has now is read again. Queued:
  // nothing changed on the backend yet.
  void write.then(
    (outcome) => outcome.sent && refreshMissionState(),
    () => refreshMissionState(),
  );
  return write;
}

/** The fitness declaration, queued when the network is gone (api/writes); `sent: false` means it waits. */
export const declareHealthOrQueue = (request: UpdateHealthRequest) => sendOrQueue('health', request);
