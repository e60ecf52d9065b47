import { clearEarlyCalls, takeEarly } from '@/api/earlyCalls';
import { setBackendReady } from '@/app/backendReady';
import { FIRST_READS, startColdStartReads } from '@/app/coldStart';
import { signIn } from '../support/app';
import { recordRequests } from '../support/requests';

/** Lets started imports and calls get going. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("a cold start's first reads (app/coldStart)", () => {
  afterEach(() => clearEarlyCalls());

  it('knows the screens whose reads can start before the app renders, whatever the case or trailing slash', () => {
    expect(Object.keys(FIRST_READS).sort()).toEqual(
      ['/', '/dynamics', '/home', '/prepare', '/prepare/status', '/prepare/task'].sort(),
    );
  });

  it('starts the address’s reads only once calls may go out, and the screen takes them', async () => {
    await signIn('pilot');
    const requests = recordRequests();
    try {
      startColdStartReads('/Prepare/Task/');
      await settle();
      // Before the backend is ready (mock mode: the worker starting), nothing has gone out.
      expect(requests.sent.filter((path) => /FlightMission|PrepareFlight/i.test(path))).toEqual([]);
      setBackendReady();
      await vi.waitFor(() => expect(requests.sent.some((path) => /GetPrepareFlight/i.test(path))).toBe(true));
      const notStarted = () => Promise.reject(new Error('the cold start did not start it'));
      await expect(takeEarly('prepare.prepareFlights', notStarted)).resolves.toEqual(expect.any(Array));
    } finally {
      requests.stop();
    }
  });

  it('starts nothing for a screen without first reads', async () => {
    await signIn('pilot');
    setBackendReady();
    const requests = recordRequests();
    try {
      startColdStartReads('/me');
      startColdStartReads('/login');
      await settle();
      expect(requests.sent).toEqual([]);
    } finally {
      requests.stop();
    }
  });
});
