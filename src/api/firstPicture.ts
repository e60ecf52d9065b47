import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A start with answers kept on the phone draws its first screen from them, then asks for them again.
 * Those refreshes, and the stored session's check, leave once that screen is on show and the main thread
 * has a moment: sent during the first render, their requests and answers take the phone's main thread
 * from the first picture, which needs neither. A read with nothing to show yet never waits: the screen
 * waits for its answer.
 *
 * Held only where the app starts (main.tsx), released by the app's first commit (app/App.tsx); tests that
 * render a screen alone never hold anything.
 */
let held: Promise<void> | undefined;
let release = () => {};

/** The longest a refresh waits, should the first screen never be drawn (an error at start). */
const HOLD_AT_MOST_MS = 3000;

export function holdRefreshesUntilFirstPicture(): void {
  held = new Promise<void>((resolve) => {
    const timeout = setTimeout(() => release(), HOLD_AT_MOST_MS);
    release = () => {
      clearTimeout(timeout);
      held = undefined;
      resolve();
    };
  });
}

/**
 * The first screen is committed: released once the browser reports it on screen (a largest-paint entry
 * after the commit: the frame is presented, not only painted on the main thread, which an idle moment
 * alone could not tell), at the next idle moment. A browser without that report releases after the
 * commit's frame; one that makes none (a screen no larger than the boot frame, a tap first), a second
 * after the commit.
 */
export function firstScreenCommitted(): void {
  if (!held) return;
  const committedAt = performance.now();
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => release(), { timeout: 500 });
    else setTimeout(() => release(), 0);
  };
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    requestAnimationFrame(whenIdle);
    return;
  }
  const shown = new PerformanceObserver((entries) => {
    if (!entries.getEntries().some((entry) => entry.startTime >= committedAt)) return;
    shown.disconnect();
    clearTimeout(noReport);
    whenIdle();
  });
  const noReport = setTimeout(() => {
    shown.disconnect();
    whenIdle();
  }, 1000);
  shown.observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Resolves at once, or once the first picture is drawn while a start holds refreshes. */
export function afterFirstPicture(): Promise<void> {
  return held ?? Promise.resolve();
}

/** A query's function waits here before it asks again for an answer the screen already shows. */
export async function refreshAfterFirstPicture(context: {
  client: QueryClient;
  queryKey: QueryKey;
}): Promise<void> {
  if (held && context.client.getQueryData(context.queryKey) !== undefined) await held;
}
