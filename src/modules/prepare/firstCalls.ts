import { startEarly } from '@/api/earlyCalls';
import { hasSession } from '@/stores/session';
import { fetchMissionCount, fetchMissionDetail, fetchMissionIds } from './api';

/**
 * The task list's reads, each with the key the list takes it by. One definition serves the route loader
 * of the two entries (task list, body status), which starts them before the list has rendered, and the
 * list, which asks itself when nothing was started (a move inside the module, a retry).
 */
export const missionReads = {
  ids: { key: 'prepare.missionIds', read: (signal?: AbortSignal) => fetchMissionIds({ signal }) },
  count: { key: 'prepare.missionCount', read: (signal?: AbortSignal) => fetchMissionCount({ signal }) },
  detail: {
    key: (missionId: string) => `prepare.missionDetail#${missionId}`,
    read: (missionId: string, signal?: AbortSignal) => fetchMissionDetail(missionId, { signal }),
  },
};

/**
 * Route loader of /prepare/task and /prepare/status: the missions are asked for while the list's code
 * loads and runs, and each mission's detail as soon as the ids are in, not after the cards are drawn.
 */
export function startFirstReads(): void {
  if (!hasSession()) return; // the guard sends this visit to login
  startEarly(missionReads.count.key, () => missionReads.count.read());
  startEarly(missionReads.ids.key, async () => {
    const ids = await missionReads.ids.read();
    for (const id of ids) startEarly(missionReads.detail.key(id), () => missionReads.detail.read(id));
    return ids;
  });
}
