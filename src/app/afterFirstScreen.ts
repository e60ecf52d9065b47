import { currentCallCount, onCallCount } from '@/api/callCount';

/** How long the backend must have been quiet before background work starts. */
export const QUIET_MS = 2000;
/** Background work waits at most this long after the page's load event, busy backend or not. */
export const LATEST_MS = 15_000;

/**
 * Runs `work` once the first screen is up: after the page's load event, when no backend call has been on
 * its way for QUIET_MS (a data screen's reads start after load, so the quiet time covers the gap), at
 * an idle moment. The service worker's install downloads every module's code, and the write queue and
 * the packs go to the network: on a phone's slow link they would otherwise compete with the first
 * screen's own files and answers.
 */
export function afterFirstScreen(work: () => void): void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let latest: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(quiet);
    clearTimeout(latest);
    unsubscribe();
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => work(), { timeout: 1000 });
    else setTimeout(work, 0);
  };
  const waitForQuiet = () => {
    clearTimeout(quiet);
    if (currentCallCount() === 0) quiet = setTimeout(run, QUIET_MS);
  };
  const loaded = () => {
    unsubscribe = onCallCount(waitForQuiet);
    waitForQuiet();
    latest = setTimeout(run, LATEST_MS);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}
