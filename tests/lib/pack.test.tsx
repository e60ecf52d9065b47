import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { missionCard } from '../support/missions';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';
import { api } from '@/api/client';
import type { FlightMission } from '@/api/schema/prepare';
import type { RouteData } from '@/api/schema/compinfo';
import { packDue, packOf, packStale, REFRESH_AFTER_MS, savePack, STALE_AFTER_MS } from '@/api/packs';
import { startDataLayer, stopDataLayer } from '@/api/sessionData';
import { downloadPack, refreshDuePacks } from '@/modules/prepare/pack';
import { paths } from '@/lib/paths';
import { useSessionStore } from '@/stores/session';
import { renderApp, signIn } from '../support/app';
import { missionToPrepare } from '../support/departure';
import { recordRequests } from '../support/requests';

const at = (path: string, missionId: string) => `${path}?missionId=${encodeURIComponent(missionId)}`;

async function firstMission(): Promise<FlightMission> {
  const list = await api.read<FlightMission[]>('/api/FlightMission/GetFlightMission', {});
  // A mission still to prepare (today's first may have left: the tests run at any hour).
  return missionToPrepare(list) ?? list[0]!;
}

/** The built-in backend's files, as bytes (jsdom has no server for /mock-files/). */
function files() {
  mockServer.use(http.get(/\/mock-files\//, () => new HttpResponse(new Uint8Array(2048), { status: 200 })));
}

/** The app at this address (the offline mark compares it with the browser's address). */
function open(path: string) {
  window.history.replaceState(null, '', path);
  return renderApp(path);
}

/** No network at all from now on. */
function offline() {
  mockServer.use(http.all(/.*/, () => HttpResponse.error()));
}

/** What the preparation of a mission reads: one of each kind must be in the pack. */
const EXPECTED = [
  '/api/FlightMission/GetFlightMission',
  '/api/FlightMission/GetFlightMissionDetail',
  '/api/prepare/getprestep',
  '/api/Prepare/GetPreRecord',
  '/api/prepare/GetBodyHealthInfo',
  '/api/prepare/GetNoticeNewListDetail',
  '/api/flightdata/getsafetynotice',
  '/api/flightdata/getoperatlist',
  '/flightservice/Prepare/GetPrepareFlight',
  '/api/prepare/GetPreExamRecord',
  '/api/prepare/getdocteleno',
  '/flightservice/CompInfo/GetAllPreCondit',
  '/api/CompInfo/PreConditonCrewList',
  '/flightservice/CompInfo/GetAllFlightPlan',
  '/api/FlightMission/GetFlightMissionDetailPerson',
  '/api/CompInfo/PrepareCrewInfo',
  '/api/prepare/getroutefeature',
  '/api/CompInfo/GetRouteCharactList',
  '/api/prepare/getrouteinfo',
  '/api/CompInfo/GetTNavAirwayList',
  '/api/prepare/getplaneinfo',
  '/api/prepare/getplaneinfostatus',
  '/FlightService.svc/PostMelInfoList',
  '/api/CompInfo/GetAllMEL',
  '/api/prepare/getairportinfo',
  '/api/CompInfo/GetAllAirportDoc',
  '/api/airportinfo/getriskfactor',
  '/api/flightdata/getnotaminfo',
  '/api/flightdata/getWeatherInfo',
  '/api/flightdata/getrisklist',
  '/api/flightdata/getriskinfo',
  '/api/flightdata/riskreport',
];

describe('the preparation pack', () => {
  beforeEach(() => files());

  it('fetches everything the preparation reads, charts included, and records its size and time', async () => {
    await signIn('pilot');
    const mission = await firstMission();
    const requests = recordRequests();
    const before = Date.now();
    const info = await downloadPack(mission.missionId);
    requests.stop();
    for (const path of EXPECTED) expect(requests.sent, path).toContain(path);
    expect(requests.sent.some((path) => path.startsWith('/mock-files/'))).toBe(true);
    // Opening a notice marks it read: the pack never does.
    expect(requests.sent).not.toContain('/api/flightdata/getsafetynoticeinfo');
    expect(requests.sent).not.toContain('/api/flightdata/getoperatinfo');
    // Asking for the exam starts an attempt: the pack never does (it is handed in online only).
    expect(requests.sent).not.toContain('/api/flightdata/getexamlist');
    // A pilot's pack holds no cabin-only reads.
    expect(requests.sent).not.toContain('/api/StewardSecurity/getVIP');
    expect(info).toMatchObject({ missionId: mission.missionId, missing: 0 });
    expect(info!.reads).toBeGreaterThanOrEqual(EXPECTED.length);
    expect(info!.files).toBeGreaterThan(0);
    // Real files (each chart and document its own, a kilobyte or more), not empty answers.
    expect(info!.bytes).toBeGreaterThan(info!.files * 1024);
    expect(info!.at).toBeGreaterThanOrEqual(before);
    expect(packOf(mission.missionId)).toEqual(info);
  });

  it('a cabin crew member’s pack holds the cabin screens too', async () => {
    await signIn('cabin');
    const mission = await firstMission();
    const requests = recordRequests();
    await downloadPack(mission.missionId);
    requests.stop();
    for (const path of ['/api/StewardSecurity/getVIP', '/api/StewardSecurity/getmessage'])
      expect(requests.sent).toContain(path);
  });

  it('with the pack and no network, the mission’s preparation screens read with their "as of" mark', async () => {
    await signIn('pilot');
    const mission = await firstMission();
    await downloadPack(mission.missionId);
    offline();

    open(at(paths.prepare.flightMission, mission.missionId));
    // The first open of the screen loads its code (slow on a cold test run).
    expect(
      await screen.findByRole('heading', { name: new RegExp(mission.flightNo) }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByText(/^当前离线，显示的是 \d\d:\d\d 的数据$/)).toBeVisible();
    // The pack says what is on the phone: when, how old, how big.
    const pack = screen.getByRole('region', { name: '离线资料' });
    expect(within(pack).getByText(/^已于 \d\d:\d\d 下载（刚刚）· \d+ KB$/)).toBeVisible();
    expect(within(pack).getByRole('button', { name: '重新下载' })).toBeEnabled();
  });

  it('reads the route data screen offline (a read that depends on another)', async () => {
    await signIn('pilot');
    const mission = await firstMission();
    const route = await api.read<RouteData>('/api/prepare/getrouteinfo', { missionId: mission.missionId });
    await downloadPack(mission.missionId);
    offline();
    open(at(paths.prepare.routeData, mission.missionId));
    expect(
      await screen.findByText(`${route.fromName} → ${route.toName}`, undefined, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByText(/^当前离线/)).toBeVisible();
  });

  it('without a pack, the same screen offline shows the error, not made-up data', async () => {
    await signIn('pilot');
    const mission = await firstMission();
    offline();
    renderApp(at(paths.prepare.routeData, mission.missionId));
    // Each section that could not be read says so with its own retry.
    const retries = await screen.findAllByRole('button', { name: '重试' }, { timeout: 8000 });
    for (const retry of retries) expect(retry).toBeVisible();
  });

  it('downloads from the task list, in English, and shows the download on the button', async () => {
    const user = userEvent.setup();
    await signIn('pilot');
    const { i18n } = await import('@/i18n');
    await i18n.changeLanguage('en-us');
    try {
      const mission = await firstMission();
      renderApp(paths.prepare.task);
      const list = await screen.findByRole('list', { name: 'My flight missions' }, { timeout: 8000 });
      const card = await missionCard(list, mission.missionId, 8000);
      const pack = within(card).getByRole('region', { name: 'Offline pack' });
      expect(within(pack).getByText('Not downloaded: this preparation cannot be read offline')).toBeVisible();
      await user.click(within(pack).getByRole('button', { name: 'Download for offline' }));
      expect(await within(pack).findByText(/^Downloaded \d\d:\d\d \(just now\) · \d+ KB$/)).toBeVisible();
      expect(within(pack).getByRole('button', { name: 'Download again' })).toBeEnabled();
    } finally {
      await i18n.changeLanguage('zh-cn');
    }
  });

  it('the refresh rule: due after an hour, stale after three; due packs download again with the network', async () => {
    const now = Date.now();
    const info = { missionId: 'm', at: now, bytes: 1, reads: 1, files: 0, missing: 0 };
    expect(packDue(info, now + REFRESH_AFTER_MS - 1)).toBe(false);
    expect(packDue(info, now + REFRESH_AFTER_MS)).toBe(true);
    expect(packStale(info, now + STALE_AFTER_MS - 1)).toBe(false);
    expect(packStale(info, now + STALE_AFTER_MS)).toBe(true);

    await signIn('pilot');
    const mission = await firstMission();
    savePack({ ...info, missionId: mission.missionId, at: now - REFRESH_AFTER_MS - 1 });
    await refreshDuePacks();
    expect(packOf(mission.missionId)!.at).toBeGreaterThanOrEqual(now);
  });

  it('everything goes at logout', async () => {
    await startDataLayer();
    try {
      await signIn('pilot');
      const mission = await firstMission();
      await downloadPack(mission.missionId);
      expect(packOf(mission.missionId)).toBeDefined();
      await vi.waitFor(async () =>
        expect((await indexedDB.databases()).map((db) => db.name)).toContain('crew-data'),
      );
      useSessionStore.getState().logout();
      // No pack record, no kept answer, no queue: not even an empty database.
      await vi.waitFor(async () => expect(await indexedDB.databases()).toEqual([]));
      expect(packOf(mission.missionId)).toBeUndefined();
    } finally {
      stopDataLayer();
    }
  });
});
