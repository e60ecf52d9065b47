import { onlineManager, QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiError } from './errors';

/** Every failure the query layer sees is the client's typed error (api/client turns each into one). */
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/**
 * An answer younger than this is shown without asking again (coming back to a screen, a second screen
 * asking the same thing); older, it is shown at once and asked again behind it.
 */
export const FRESH_MS = 30_000;

/**
 * How long answers stay in the cache, on the phone included (api/persist.ts: its maximum age). A
 * preparation pack is downloaded the day before a flight at the latest, so three days covers the
 * rotation; unused answers leave memory after the same time (a garbage-collected answer would also
 * leave the phone at the next save).
 */
export const KEEP_MS = 3 * 24 * 60 * 60 * 1000;

/** When this visit's data layer started, by the clock answers are stamped with (`dataUpdatedAt`). */
const VISIT_STARTED_AT = Date.now();

/**
 * An answer stamped before this visit started was kept on the phone by an earlier one (api/persist.ts):
 * it may predate what the user did since, such as a declaration sent just before the app was closed.
 */
export const keptFromEarlierVisit = (dataUpdatedAt: number) => dataUpdatedAt < VISIT_STARTED_AT;

/**
 * The one query client of the app (screens through QueryClientProvider, route loaders and the pack
 * download directly).
 *
 * - `networkMode: 'offlineFirst'`: a read is always tried once, even when the browser says offline (it
 *   may not know); with no answer the screen keeps the last one it had, marked with its time.
 * - `retry: false`: the client already asks a read again once when it failed on the network, and never
 *   repeats a write (api/client); a second retry layer here would send a failing read four times.
 *   Writes that wait for the network are the exception, with their own retry (api/writes.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'offlineFirst',
      retry: false,
      staleTime: FRESH_MS,
      gcTime: KEEP_MS,
      // Back online, answers on show are asked again. A read that failed with nothing to show is left
      // with its error and retry when the app only looked again by itself (networkSeen): asked again, it
      // would turn into loading until it failed once more, every 5 to 30 s while the network is gone.
      refetchOnReconnect: (query) => query.state.data !== undefined || !onlineByLook,
    },
    mutations: { networkMode: 'offlineFirst', retry: false },
  },
});

/**
 * What the client saw of the network, told to the query layer: the browser's online flag misses a phone
 * whose network is up but reaches nothing (a captive Wi-Fi, a remote stand). A call that failed on the
 * network marks it offline (writes that may wait pause, api/writes.ts); any answer marks it online again
 * (they resume, and stale screens refresh).
 *
 * Marked offline by a failed call while the browser says it is online, the app looks again after a
 * while (5 s, then 10, 20, 30 s): the browser has no "online" event to give when it never saw the
 * network go (a time-out), or gave it while a call was still waiting, and a queued record would wait
 * for the next screen's answer. With the browser offline its own "online" event ends the wait.
 */
const LOOK_AGAIN_MS = [5_000, 10_000, 20_000, 30_000];
/** How many looks found no network since the last answer; one look waits at a time. */
let looks = 0;
let lookAgain: ReturnType<typeof setTimeout> | undefined;
/** Online only because the app looked again by itself: no call has reached the network since. */
let onlineByLook = false;
// Any loss of the network, the browser's event or a failed call, ends that: the next "online" is real.
onlineManager.subscribe((online) => {
  if (!online) onlineByLook = false;
});

export function networkSeen(reached: boolean): void {
  const foundByLook = reached && onlineByLook;
  onlineByLook = false;
  onlineManager.setOnline(reached);
  // The look found the network: the failed reads it left alone (refetchOnReconnect) are asked now.
  if (foundByLook)
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error' && query.state.data === undefined,
    });
  if (reached) {
    clearTimeout(lookAgain);
    lookAgain = undefined;
    looks = 0;
    return;
  }
  // Several reads failing together are one finding: the look already waiting stays as it is.
  if (lookAgain !== undefined || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
  lookAgain = setTimeout(
    () => {
      lookAgain = undefined;
      looks += 1;
      onlineByLook = true;
      onlineManager.setOnline(true);
    },
    LOOK_AGAIN_MS[Math.min(looks, LOOK_AGAIN_MS.length - 1)],
  );
}

/**
 * A module home's first read, started by its route loader while the page's code loads: only where the
 * cache has no answer. An answer the phone kept (a repeat visit) is drawn at once and asked again by
 * the screen's own query once mounted, so the kept screen's first paint does not wait for the network
 * code and the reads (docs/performance.md).
 */
export function prefetchMissing<T, K extends QueryKey>(options: FetchQueryOptions<T, ApiError, T, K>): void {
  if (queryClient.getQueryData(options.queryKey) === undefined) void queryClient.prefetchQuery(options);
}
