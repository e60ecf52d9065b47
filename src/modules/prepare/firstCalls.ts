import { startEarly } from '@/api/earlyCalls';
import { hasSession } from '@/stores/session';
import { fetchMissionCount, fetchPrepareFlights } from './api';

/**
 * The task list's reads, each with the key the list takes it by. One definition serves the route loader
 * of the two entries (task list, body status), which starts them before the list has rendered, and the
 * list, which asks itself when nothing was started (a move inside the module, a retry).
 */
export const missionReads = {
  flights: {
    key: 'prepare.prepareFlights',
    read: (signal?: AbortSignal) => fetchPrepareFlights({ signal }),
  },
  count: { key: 'prepare.missionCount', read: (signal?: AbortSignal) => fetchMissionCount({ signal }) },
};

/**
 * Route loader of /prepare/task and /prepare/status: the missions with their progress and the counts
 * are asked for while the list's code loads and runs.
 */
export function startFirstReads(): void {
  if (!hasSession()) return; // the guard sends this visit to login
  startEarly(missionReads.count.key, () => missionReads.count.read());
  startEarly(missionReads.flights.key, () => missionReads.flights.read());
}
