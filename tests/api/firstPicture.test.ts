import { allAircraftQuery, allAirportsQuery } from '@/api/compinfo';
import { FLIGHT_LIST_PATH, flightPagesQuery } from '@/api/dynamics';
import { afterFirstPicture, firstScreenCommitted, holdRefreshesUntilFirstPicture } from '@/api/firstPicture';
import { queryClient } from '@/api/queryClient';
import { signIn } from '../support/app';
import { recordRequests } from '../support/requests';

const AIRPORTS = '/flightservice/CompInfo/GetAllAirport';
const AIRCRAFT = '/flightservice/CompInfo/GetAllAircraft';

describe('a start draws what the phone kept before asking for it again (api/firstPicture)', () => {
  afterEach(() => firstScreenCommitted(performance.now()));

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
