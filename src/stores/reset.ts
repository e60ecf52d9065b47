import { resetSessionStore } from './session';
import { resetUiStore } from './ui';
import { resetCrewStore } from './crew';
import { resetPrefsStore } from './prefs';

/** Back to the state of a fresh start (used by tests after each case, with web storage cleared). */
export function resetStores(): void {
  resetSessionStore();
  resetUiStore();
  resetCrewStore();
  resetPrefsStore();
}
