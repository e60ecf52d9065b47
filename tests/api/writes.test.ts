import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from '@/api/queryClient';
import { healthQuery, prepareStepsQuery } from '@/api/prepare';
import { queueKey } from '@/api/persist';
import { startDataLayer } from '@/api/sessionData';
import { sendOrQueue } from '@/api/writes';
import { api } from '@/api/client';
import type { CrewLogFlight } from '@/api/schema/crewlog';
import type { FlightMission } from '@/api/schema/prepare';
import { mockServer } from '@mocks/node';
import { signIn } from '../support/app';
import { crewLogEntry } from '../support/crewLog';
import { leavesSoon } from '../support/departure';
import { networkBack, networkGone, relaunch, untilKept } from '../support/relaunch';

/** A flight of the user's crew log and a mission of theirs, as the backend knows them. */
async function realTargets() {
  const flights = await api.read<CrewLogFlight[]>('/api/CrewLog/GetFltSchCrewLogList', {});
  const missions = await api.read<FlightMission[]>('/api/FlightMission/GetFlightMission', {});
  // Only a flight that has landed can be logged.
  const flown = flights.find((flight) => flight.flown)!;
  // A declaration for a mission that has left is refused (its preparation is closed), so take one that
  // is still ahead whatever the hour.
  const ahead = missions.find((mission) => !leavesSoon(mission))!;
  return { flightId: flown.flightId, missionId: ahead.missionId };
}

/**
 * The writes the backend receives, in order, with what they carried (`seen`), and when each one's
 * sending started and its answer came (`steps`): one at a time shows as start, end, start, end.
 */
function recordWrites() {
  const seen: string[] = [];
  const steps: string[] = [];
  const what = async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path !== '/api/CrewLog/AddNewOrUpdCLog' && path !== '/api/health/updatehealth') return undefined;
    const body = (await request.clone().json()) as { remarks?: string; missionId?: string };
    return body.remarks ?? `health ${body.missionId}`;
  };
  const writes = new Set<string>();
  const started = async ({ request, requestId }: { request: Request; requestId: string }) => {
    const name = await what(request);
    if (name === undefined) return;
    writes.add(requestId);
    seen.push(name);
    steps.push('start');
  };
  const answered = ({ requestId }: { requestId: string }) => {
    if (writes.has(requestId)) steps.push('end');
  };
  mockServer.events.on('request:start', started);
  mockServer.events.on('response:mocked', answered);
  return {
    seen,
    steps,
    stop: () => {
      mockServer.events.removeListener('request:start', started);
      mockServer.events.removeListener('response:mocked', answered);
    },
  };
}

describe('records made offline (api/writes)', () => {
  it('wait, survive closing the app, and are sent in order, each once, when the same user signs in again', async () => {
    await startDataLayer();
    const { auth } = await signIn('pilot');
    const { flightId, missionId } = await realTargets();
    networkGone();
    expect(await sendOrQueue('crewLog', crewLogEntry(flightId, 'first'))).toEqual({ sent: false });
    expect(await sendOrQueue('health', { missionId, fit: true })).toEqual({ sent: false });
    expect(await sendOrQueue('crewLog', crewLogEntry(flightId, 'third'))).toEqual({ sent: false });
    await untilKept(queueKey(auth.userId), (record) => record?.clientState.mutations.length === 3);

    // Closed and opened again: signed out (no token), the network back. Nothing may be sent yet.
    const writes = recordWrites();
    try {
      await relaunch();
      networkBack();
      // What the online event does: the records resume, and wait for their user's session.
      void queryClient.resumePausedMutations();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(writes.seen).toEqual([]);

      await signIn('pilot');
      await vi.waitFor(() => expect(writes.seen).toHaveLength(3), { timeout: 5000 });
      expect(writes.seen).toEqual(['first', `health ${missionId}`, 'third']);
      // One at a time: each record leaves once the one before it was answered.
      await vi.waitFor(() => expect(writes.steps).toEqual(['start', 'end', 'start', 'end', 'start', 'end']));
      await vi.waitFor(() =>
        expect(
          queryClient
            .getMutationCache()
            .getAll()
            .every((m) => m.state.status === 'success'),
        ).toBe(true),
      );
      await untilKept(queueKey(auth.userId), (record) => record?.clientState.mutations.length === 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(writes.seen).toHaveLength(3);
    } finally {
      writes.stop();
    }
  });

  it('a record that waited makes the screens on show read again what it changed, once it is sent', async () => {
    await signIn('pilot');
    const { missionId } = await realTargets();
    // Two screens on show, read before the record: the declaration, and the mission's steps.
    const health = new QueryObserver(queryClient, healthQuery(missionId));
    const steps = new QueryObserver(queryClient, prepareStepsQuery(missionId));
    const stops = [health, steps].map((observer) => observer.subscribe(() => undefined));
    const healthStep = () => steps.getCurrentResult().data?.find((step) => step.stepId === 'health')?.state;
    try {
      await vi.waitFor(() => expect(health.getCurrentResult().data).toMatchObject({ declared: false }));
      await vi.waitFor(() => expect(healthStep()).toBe(0));

      networkGone();
      expect(await sendOrQueue('health', { missionId, fit: true })).toEqual({ sent: false });
      networkBack();
      // Back online, the screens ask again at once, before the record has gone: only its answer can
      // bring them what it changed.
      void queryClient.resumePausedMutations();
      await vi.waitFor(() =>
        expect(health.getCurrentResult().data).toMatchObject({ declared: true, fit: true }),
      );
      await vi.waitFor(() => expect(healthStep()).toBe(2));
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('with the network there, a write is sent at once', async () => {
    await signIn('pilot');
    const { flightId } = await realTargets();
    const sent = await sendOrQueue('crewLog', crewLogEntry(flightId, 'online'));
    expect(sent).toMatchObject({ sent: true, data: { remarks: 'online' } });
  });
});
