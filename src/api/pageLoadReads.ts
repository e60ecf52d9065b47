/**
 * index.html's page-load script (built on its own and inlined by scripts/pageReads.ts, never imported
 * by the app): on a signed-in start it sends the first reads of the screen the address opens on, so
 * they are on their way while the app's code downloads. The client takes them (src/api/pageReads.ts).
 * On a repeat visit it sends none: the first screen is drawn from the kept answers (api/keptFirst.ts).
 */
import { beijingDay } from '@/lib/beijing';
import { normalisePath } from '@/lib/normalisePath';
import { readJson, STORAGE_KEYS } from '@/lib/storage';
import { firstScreenReads } from './firstReads';
import { sendPageReads, startKeptFirst } from './pageReads';

const token = readJson<string>('session', STORAGE_KEYS.token);
// Without a stored session the guard sends the visit to login, which reads nothing.
if (token && readJson('local', STORAGE_KEYS.auth)) {
  const reads = firstScreenReads(normalisePath(location.pathname), beijingDay());
  // A page the service worker answered is a repeat visit: its first screen comes from the kept answers.
  if (reads.length > 0 && navigator.serviceWorker?.controller) startKeptFirst();
  else if (reads.length > 0) sendPageReads(reads, token);
}
