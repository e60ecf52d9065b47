import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A start that restores a user's kept answers (api/sessionData) draws its first screen from them, then
 * asks for them again. Those refreshes, and the stored session's check, leave once that screen is on
 * show: sent during the first render, their requests and answers take the phone's main thread from the
 * first picture, which needs none of them. A read with nothing to show never waits: the screen waits
 * for its answer.
 *
 * Held by the data layer's start, released after the app's first commit (app/App.tsx); tests that
 * render a screen alone never hold anything. This file loads with the data layer, not at start-up.
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
 * The app's first screen was committed at `committedAt`: released once the browser reports it on
 * screen (a largest-paint entry after the commit: the frame is presented, not only painted on the main
 * thread, which an idle moment alone could not tell), at the next idle moment; a second after the commit
 * where no report comes (a browser without it, a screen no larger than the boot frame, a tap first).
 */
export function firstScreenCommitted(committedAt: number): void {
  if (!held) return;
  const go = () => {
    shown?.disconnect();
    clearTimeout(noReport);
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => release(), { timeout: 500 });
    else setTimeout(() => release(), 0);
  };
  const noReport = setTimeout(go, 1000);
  const shown = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')
    ? new PerformanceObserver((entries) => {
        if (entries.getEntries().some((entry) => entry.startTime >= committedAt)) go();
      })
    : undefined;
  shown?.observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Resolves at once, or once the first screen is on show while a start holds refreshes. */
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
