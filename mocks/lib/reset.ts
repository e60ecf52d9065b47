import { clearFault } from './faults';
import { resetSessions } from '../db/sessions';

/** Each data module registers how to go back to its seeded state; tests reset after every case. */
const resetters: Array<() => void> = [];

export function onReset(reset: () => void): void {
  resetters.push(reset);
}

export function resetMockBackend(): void {
  clearFault();
  resetSessions();
  for (const reset of resetters) reset();
}
