import { screen, waitFor, within } from '@testing-library/react';
import { hashKey } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { setFault } from '@mocks/node';
import { onUnauthorized } from '@/api/unauthorized';
import { followedFlightsQuery } from '@/api/flightdata';
import { packOf, savePack } from '@/api/packs';
import { missionDetailQuery } from '@/api/prepare';
import { answersKey, keptQueues, keptRecord, queueKey } from '@/api/persist';
import { queryClient } from '@/api/queryClient';
import { startDataLayer, stopDataLayer, unsentOfOthers } from '@/api/sessionData';
import { sendOrQueue } from '@/api/writes';
import { api } from '@/api/client';
import type { CrewLogFlight, CrewLogInput } from '@/api/schema/crewlog';
import { useSessionStore } from '@/stores/session';
import { renderApp, signIn } from '../support/app';
import { crewLogEntry } from '../support/crewLog';
import { recordRequests } from '../support/requests';
import { mockServer } from '@mocks/node';
import { onlineManager } from '@tanstack/react-query';
import { networkBack, networkGone, relaunch, reload, untilKept } from '../support/relaunch';

const followed = followedFlightsQuery();
const hasAnswers = (record: Awaited<ReturnType<typeof keptRecord>>) =>
  (record?.clientState.queries.length ?? 0) > 0;

async function landedFlightEntry(remarks: string): Promise<CrewLogInput> {
  const flights = await api.read<CrewLogFlight[]>('/api/CrewLog/GetFltSchCrewLogList', {});
  // Only a flight that has landed can be logged.
  const flight = flights.find((item) => item.flown);
  return crewLogEntry(flight!.flightId, remarks);
}

/** Two crew log entries written with no network, kept on the phone. */
async function twoRecordsOffline(userId: string) {
  const entries = [await landedFlightEntry('one'), await landedFlightEntry('two')];
  networkGone();
  for (const entry of entries) expect(await sendOrQueue('crewLog', entry)).toEqual({ sent: false });
  await untilKept(queueKey(userId), (record) => record?.clientState.mutations.length === 2);
}

describe('who the data on the phone belongs to (api/sessionData)', () => {
  it('opened again with no network: read-only on the kept answers, marked, and nothing is sent', async () => {
    await startDataLayer();
    const { auth } = await signIn('pilot');
    const flights = await queryClient.fetchQuery(followed);
    await untilKept(answersKey(auth.userId), hasAnswers);

    await relaunch();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { sent, stop } = recordRequests();
    try {
      renderApp('/dynamics');
      const section = (await screen.findByRole('heading', { name: /我关注的航班/ })).closest('section')!;
      expect(await within(section).findByText(flights[0]!.flightNo)).toBeInTheDocument();
      expect(await screen.findByText(/已退出登录，当前离线：显示的是 .* 保存的数据/)).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sent).toEqual([]);
      expect(useSessionStore.getState().auth?.userId).toBe(auth.userId);
    } finally {
      stop();
      online.mockRestore();
    }
  });

  it('opened again with no network: a detail screen (the mission home) shows its kept answer too, marked', async () => {
    await startDataLayer();
    const { auth } = await signIn('pilot');
    const [mission] = await api.read<Array<{ missionId: string; flightNo: string }>>(
      '/api/FlightMission/GetFlightMission',
      {},
    );
    const address = `/Prepare/FlightMission?missionId=${encodeURIComponent(mission!.missionId)}`;
    const title = { level: 2, name: new RegExp(mission!.flightNo) };
    const first = renderApp(address);
    expect(await screen.findByRole('heading', title)).toBeInTheDocument();
    // This mission's detail itself (the crew list, GetFlightMissionDetailPerson, may be kept first).
    const detailHash = hashKey(missionDetailQuery(mission!.missionId).queryKey);
    await untilKept(answersKey(auth.userId), (record) =>
      (record?.clientState.queries ?? []).some((query) => query.queryHash === detailHash),
    );
    first.unmount();

    await relaunch();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { sent, stop } = recordRequests();
    try {
      renderApp(address);
      expect(await screen.findByRole('heading', title)).toBeInTheDocument();
      expect(await screen.findByText(/已退出登录，当前离线：显示的是 .* 保存的数据/)).toBeInTheDocument();
      expect(sent).toEqual([]);
    } finally {
      stop();
      online.mockRestore();
    }
  });

  it('another user signing in is told how many unsent records that drops; cancel keeps them, going on drops everything', async () => {
    await startDataLayer();
    const { auth: pilot } = await signIn('pilot');
    await queryClient.fetchQuery(followed);
    await twoRecordsOffline(pilot.userId);
    await relaunch();
    networkBack();

    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const signInAsCabin = async () => {
      const name = await screen.findByLabelText('用户名或手机号');
      await user.clear(name);
      await user.type(name, 'cabin');
      await user.clear(screen.getByLabelText('密码'));
      await user.type(screen.getByLabelText('密码'), 'cabin1234');
      await user.click(screen.getByRole('button', { name: '登录' }));
      return screen.findByRole('dialog');
    };

    const warning = await signInAsCabin();
    expect(warning).toHaveTextContent(`${pilot.name} 的 2 条未发送的记录`);
    await user.click(within(warning).getByRole('button', { name: '取消' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().auth?.userId).toBe(pilot.userId);
    expect(await keptQueues()).toEqual({ [pilot.userId]: { count: 2, name: pilot.name } });

    await user.click(within(await signInAsCabin()).getByRole('button', { name: '删除并登录' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    await vi.waitFor(async () => expect(await keptRecord(queueKey(pilot.userId))).toBeUndefined());
    expect(await keptRecord(answersKey(pilot.userId))).toBeUndefined();
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  });

  it('loaded again signed in, with the network up, sends what waited at once, each record once', async () => {
    await startDataLayer();
    const { auth } = await signIn('pilot');
    await twoRecordsOffline(auth.userId);
    // The page goes (the records leave memory with it) and the network is there when it comes back:
    // no return of the network, the one thing that resumed the queue before, happens after the start.
    stopDataLayer();
    queryClient.clear();
    mockServer.resetHandlers();
    onlineManager.setOnline(true);
    const { sent, stop } = recordRequests();
    try {
      await reload();
      await vi.waitFor(() =>
        expect(sent.filter((path) => path === '/api/CrewLog/AddNewOrUpdCLog')).toHaveLength(2),
      );
      await untilKept(queueKey(auth.userId), (record) => record?.clientState.mutations.length === 0);
      expect(sent.filter((path) => path === '/api/CrewLog/AddNewOrUpdCLog')).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('a 401 drops the kept answers, packs and files but keeps the queue, sent once the same user signs in', async () => {
    onUnauthorized(() => useSessionStore.getState().expire());
    try {
      await startDataLayer();
      const { auth } = await signIn('pilot');
      await queryClient.fetchQuery(followed);
      savePack({ missionId: 'm1', at: Date.now(), bytes: 1, reads: 1, files: 0, missing: 0 });
      await twoRecordsOffline(auth.userId);
      await untilKept(answersKey(auth.userId), hasAnswers);
      networkBack();

      setFault('/api/flightdata/attentionflight', 'http401');
      // The read that got the 401 is dropped with the answers (cancelled), like every other.
      await expect(queryClient.fetchQuery({ ...followed, staleTime: 0 })).rejects.toBeDefined();
      expect(useSessionStore.getState().auth).toBeNull();
      await vi.waitFor(async () => expect(await keptRecord(answersKey(auth.userId))).toBeUndefined());
      expect(queryClient.getQueryData(followed.queryKey)).toBeUndefined();
      expect(packOf('m1')).toBeUndefined();
      expect(await keptQueues()).toEqual({ [auth.userId]: { count: 2, name: auth.name } });
      // Signed out by the 401, the phone still names whose records they are (another user's sign-in).
      expect(await unsentOfOthers('another-user')).toEqual([
        { userId: auth.userId, count: 2, name: auth.name },
      ]);

      // Closed and opened again before signing in: the records are still on the phone.
      await relaunch();
      const { sent, stop } = recordRequests();
      try {
        await signIn('pilot');
        await vi.waitFor(() =>
          expect(sent.filter((path) => path === '/api/CrewLog/AddNewOrUpdCLog')).toHaveLength(2),
        );
        await untilKept(queueKey(auth.userId), (record) => record?.clientState.mutations.length === 0);
      } finally {
        stop();
      }
    } finally {
      onUnauthorized(null);
    }
  });

  it('once a 401 has ended the session, a screen on its way out sends nothing more', async () => {
    onUnauthorized(() => useSessionStore.getState().expire());
    try {
      await startDataLayer();
      const { auth } = await signIn('pilot');
      setFault('/api/flightdata/attentionflight', 'http401');
      await expect(queryClient.fetchQuery({ ...followed, staleTime: 0 })).rejects.toBeDefined();
      expect(useSessionStore.getState().ended).toBe('expired');
      // The data layer's work after the 401 is done (it would otherwise run into the next test).
      await vi.waitFor(async () => expect(await keptRecord(answersKey(auth.userId))).toBeUndefined());
      // A screen still mounted reads again (its query was dropped with the answers): with no token it
      // would only get a 401.
      const { sent, stop } = recordRequests();
      try {
        await expect(api.read('/api/PersonnalCenter/LoginInfo', {})).rejects.toMatchObject({
          kind: 'signedOut',
        });
        expect(sent).toEqual([]);
      } finally {
        stop();
      }
    } finally {
      onUnauthorized(null);
    }
  });
});
