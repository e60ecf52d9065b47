import { allAircraftQuery, allAirportsQuery, allRouteCharacteristicsQuery } from '@/api/compinfo';
import { FLIGHT_LIST_PATH, flightPagesQuery } from '@/api/dynamics';
import { afterFirstPicture, firstScreenCommitted, holdRefreshesUntilFirstPicture } from '@/api/firstPicture';
import { queryClient } from '@/api/queryClient';
import { signIn } from '../support/app';
import { recordRequests } from '../support/requests';

const AIRPORTS = '/flightservice/CompInfo/GetAllAirport';
const AIRCRAFT = '/flightservice/CompInfo/GetAllAircraft';
const ROUTES = '/flightservice/CompInfo/GetAllRouteCharact';

/** The browser's largest-paint reports, which jsdom lacks: `paintAt(time)` reports one painted then. */
function largestPaints() {
  type Report = (entries: { getEntries: () => PerformanceEntry[] }) => void;
  const observers = new Set<Report>();
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly report: Report) {}
      observe() {
        observers.add(this.report);
      }
      disconnect() {
        observers.delete(this.report);
      }
    },
  );
  return {
    paintAt(startTime: number) {
      const entry = { entryType: 'largest-contentful-paint', startTime } as PerformanceEntry;
      for (const report of [...observers]) report({ getEntries: () => [entry] });
    },
  };
}

describe('a start draws what the phone kept before asking for it again (api/firstPicture)', () => {
  afterEach(() => {
    firstScreenCommitted(performance.now());
    vi.unstubAllGlobals();
  });

  it('goes once the browser reports a paint after the first commit, not one from before it', async () => {
    await signIn('pilot');
    await queryClient.fetchQuery(allAirportsQuery());
    const paints = largestPaints();
    holdRefreshesUntilFirstPicture();
    const { sent, stop } = recordRequests();
    try {
      const refresh = queryClient.fetchQuery({ ...allAirportsQuery(), staleTime: 0 });
      const committedAt = performance.now();
      firstScreenCommitted(committedAt);
      // The boot frame, painted before the app's screen was committed (a release goes in a later task).
      paints.paintAt(committedAt - 1);
      await new Promise((next) => setTimeout(next, 0));
      await queryClient.fetchQuery(allRouteCharacteristicsQuery());
      expect(sent).toEqual([ROUTES]);
      paints.paintAt(committedAt + 1);
      await refresh;
      expect(sent).toEqual([ROUTES, AIRPORTS]);
    } finally {
      stop();
    }
  });

  it('a kept answer is asked again once the first screen is drawn; a missing one at once', async () => {
    await signIn('pilot');
    const kept = await queryClient.fetchQuery(allAirportsQuery());
    holdRefreshesUntilFirstPicture();
    const { sent, stop } = recordRequests();
    try {
      const refresh = queryClient.fetchQuery({ ...allAirportsQuery(), staleTime: 0 });
      // Nothing to show yet: the screen waits for this answer, so it is not held.
      await queryClient.fetchQuery(allAircraftQuery());
      expect(sent).toEqual([AIRCRAFT]);
      firstScreenCommitted(performance.now());
      expect(await refresh).toEqual(kept);
      expect(sent).toEqual([AIRCRAFT, AIRPORTS]);
    } finally {
      stop();
    }
  });

  it('holds a paged list shown from the phone the same way, and nothing once the picture is drawn', async () => {
    await signIn('pilot');
    const options = flightPagesQuery({ dayKey: 'today', filter: 'all' });
    await queryClient.fetchInfiniteQuery(options);
    holdRefreshesUntilFirstPicture();
    const { sent, stop } = recordRequests();
    try {
      let refreshed = false;
      const refresh = queryClient
        .fetchInfiniteQuery({ ...options, staleTime: 0 })
        .then(() => (refreshed = true));
      await queryClient.fetchQuery(allAircraftQuery());
      expect(refreshed).toBe(false);
      expect(sent).not.toContain(FLIGHT_LIST_PATH);
      firstScreenCommitted(performance.now());
      await refresh;
      expect(sent.filter((path) => path === FLIGHT_LIST_PATH)).toHaveLength(1);
      // Released: a later refresh goes at once, as does the stored session's check.
      await afterFirstPicture();
      await queryClient.fetchQuery({ ...allAirportsQuery(), staleTime: 0 });
      expect(sent.at(-1)).toBe(AIRPORTS);
    } finally {
      stop();
    }
  });
});
