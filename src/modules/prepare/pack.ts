/**
 * The preparation pack of one mission: everything its preparation screens read, fetched in one go while
 * the network is there, so that the whole preparation reads offline. Each read goes through the same
 * function, with the same inputs, as the screen that shows it: the answers become kept reads
 * (lib/keptReads) under exactly the keys the screens ask for. Chart files go to Cache Storage
 * (lib/packs FILE_CACHE), which the service worker answers from offline. The record of the pack (when,
 * size, how many reads and files) is kept per user (lib/packs); all of it goes at sign-out and logout.
 *
 * Not in the pack: opening a notice marks it read on the backend, so notice bodies are not fetched
 * ahead (the lists are); the exam (asking for it starts an attempt, and it is handed in online only);
 * the duty schedule and the news are not the mission's.
 */
import { create } from 'zustand';
import { useSessionStore } from '@/stores/session';
import { getPack, keepFile, listPacks, packDue, savePack, type PackInfo } from '@/lib/packs';
import * as api from './api';
import { NOTICE_PAGE_SIZE } from './notices';

export type { PackInfo };

export interface PackState {
  info?: PackInfo;
  /** While downloading: reads and files done of those known so far. */
  progress?: { done: number; total: number };
  /** The last download failed as a whole (no network). */
  failed?: boolean;
}

interface PackStore {
  packs: Record<string, PackState>;
  set: (missionId: string, state: PackState) => void;
}

/** The packs of the signed-in user as the screens show them. */
export const usePackStore = create<PackStore>()((set) => ({
  packs: {},
  set: (missionId, state) => set((s) => ({ packs: { ...s.packs, [missionId]: state } })),
}));

// Another user (or nobody) is signed in: what the screens showed of the last user's packs goes.
useSessionStore.subscribe((state, previous) => {
  if (state.auth?.userId !== previous.auth?.userId) usePackStore.setState({ packs: {} });
});

const owner = () => useSessionStore.getState().auth?.userId ?? null;
const bytesOf = (value: unknown) => new Blob([JSON.stringify(value) ?? '']).size;

/** Everything one pack fetches, in the order the reads depend on each other. */
async function fetchEverything(
  missionId: string,
  cabin: boolean,
  track: <T>(read: Promise<T>) => Promise<T | undefined>,
  file: (url: string) => Promise<void>,
  signal: AbortSignal,
) {
  const o = { signal };
  // The task list and the home of the mission, the flow (steps, records, fitness, notices, exam), crew.
  const [features, route, plane, own, airports, risks] = await Promise.all([
    track(api.fetchRouteFeatures(missionId, o)),
    track(api.fetchRouteInfo(missionId, o)),
    track(api.fetchPlaneInfo(missionId, o)),
    track(api.fetchMelList({ flightId: missionId, state: 'deferred' }, o)),
    track(api.fetchMissionAirports(missionId, o)),
    track(api.fetchRiskList(missionId, o)),
    track(api.fetchMissions(o)),
    track(api.fetchPrepareFlights(o)),
    track(api.fetchMissionCount(o)),
    track(api.fetchMissionDetail(missionId, o)),
    track(api.fetchPrepareSteps(missionId, o)),
    track(api.fetchPreRecord(missionId, o)),
    track(api.fetchHealth(missionId, o)),
    track(api.fetchMissionNotices(missionId, o)),
    track(api.fetchSafetyNotices(1, NOTICE_PAGE_SIZE, o)),
    track(api.fetchOperationNotices(1, NOTICE_PAGE_SIZE, o)),
    track(api.fetchExamRecords(missionId, o)),
    track(api.fetchContacts(missionId, o)),
    track(api.fetchPreConditions(missionId, o)),
    track(api.fetchCrewPreparation(missionId, o)),
    track(api.fetchFlightPlan(missionId, o)),
    track(api.fetchMissionCrew(missionId, o)),
    track(api.fetchMissionCrewInfo(missionId, o)),
    track(api.fetchPlaneStatus(missionId, o)),
    track(api.fetchNotams(missionId, o)),
    track(api.fetchWeather(missionId, o)),
    track(api.fetchRiskFeedbackTypes(o)),
    ...(cabin
      ? [
          track(api.fetchVips(missionId, o)),
          track(api.fetchSpecialService(missionId, o)),
          track(api.fetchCabinRank(missionId, o)),
          track(api.fetchCabinMessages(missionId, o)),
        ]
      : []),
  ]);

  // What the screens read next with what the first answers said (the same inputs as the screens).
  const first = features?.[0];
  const type = own?.aircraft.type;
  const registration = plane?.registration ?? own?.aircraft.registration;
  const codes = [...new Set((airports ?? []).map((airport) => airport.code3.toUpperCase()))];
  const firstRisk = risks?.items[0]?.id;
  const [charts] = await Promise.all([
    Promise.all(codes.map((code) => track(api.fetchAirportCharts(code, o)))),
    ...codes.map((code) => track(api.fetchAirportRiskFactors(code, o))),
    first ? track(api.fetchRouteCharacteristics({ from: first.to, to: first.from }, o)) : undefined,
    route?.id ? track(api.fetchAirwayLegs({ routeId: route.id }, o)) : undefined,
    type ? track(api.fetchAllMel({ aircraftType: type }, o)) : undefined,
    ...(registration
      ? (['deferred', 'fixed', 'all'] as const).map((state) =>
          track(api.fetchMelList({ registration, state }, o)),
        )
      : []),
    firstRisk ? track(api.fetchRiskReport(firstRisk, o)) : undefined,
    ...(risks?.items ?? []).map((risk) => track(api.fetchRiskDetail(risk.id, o))),
  ]);

  // The chart files themselves (pictures and PDFs, both shown inside the app).
  const urls = [...new Set(charts.flatMap((docs) => (docs ?? []).map((doc) => doc.fileUrl)))];
  await Promise.all(urls.map(file));
}

const running = new Map<string, Promise<PackInfo | undefined>>();

/**
 * Downloads (or refreshes) the pack of one mission for the signed-in user. One download per mission at
 * a time. Resolves with the pack's record; with no network at all nothing is recorded.
 */
export function downloadPack(missionId: string): Promise<PackInfo | undefined> {
  const existing = running.get(missionId);
  if (existing) return existing;
  const task = (async () => {
    const user = owner();
    if (!user) return undefined;
    const store = usePackStore.getState();
    const before = store.packs[missionId]?.info;
    const controller = new AbortController();
    // The user changed (sign-out, another sign-in): this download stops and records nothing.
    const unsubscribe = useSessionStore.subscribe((s) => {
      if (s.auth?.userId !== user) controller.abort();
    });
    let done = 0;
    let total = 0;
    let bytes = 0;
    let reads = 0;
    let files = 0;
    let missing = 0;
    const report = () => usePackStore.getState().set(missionId, { info: before, progress: { done, total } });
    const track = async <T>(read: Promise<T>): Promise<T | undefined> => {
      total += 1;
      report();
      try {
        const data = await read;
        bytes += bytesOf(data);
        reads += 1;
        return data;
      } catch {
        missing += 1;
        return undefined;
      } finally {
        done += 1;
        report();
      }
    };
    const file = async (url: string) => {
      total += 1;
      report();
      try {
        bytes += await keepFile(url, controller.signal);
        files += 1;
      } catch {
        missing += 1;
      } finally {
        done += 1;
        report();
      }
    };
    try {
      report();
      const cabin = useSessionStore.getState().auth?.type !== 'F';
      await fetchEverything(missionId, cabin, track, file, controller.signal);
      if (owner() !== user || controller.signal.aborted) return undefined;
      if (reads === 0) {
        // Nothing came: no network. The pack there before (if any) stays as it was.
        usePackStore.getState().set(missionId, { info: before, failed: true });
        return before;
      }
      const info: PackInfo = { owner: user, missionId, at: Date.now(), bytes, reads, files, missing };
      await savePack(info);
      usePackStore.getState().set(missionId, { info });
      return info;
    } finally {
      unsubscribe();
      running.delete(missionId);
    }
  })();
  running.set(missionId, task);
  return task;
}

/** The record of the mission's pack into the store (on opening a screen that shows it). */
export async function loadPack(missionId: string): Promise<PackInfo | undefined> {
  const user = owner();
  if (!user) return undefined;
  const info = await getPack(user, missionId);
  if (owner() === user && !running.has(missionId)) usePackStore.getState().set(missionId, { info });
  return info;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The refresh rule: with the network there, every pack of the user older than an hour (REFRESH_AFTER_MS)
 * is downloaded again — at app start and when the network comes back (app/offlineWork), and on opening
 * the preparation home or the task list (PackControl).
 */
export async function refreshDuePacks(): Promise<void> {
  const user = owner();
  if (!user || !online()) return;
  const due = (await listPacks(user)).filter((info) => packDue(info));
  for (const info of due) await downloadPack(info.missionId);
}
