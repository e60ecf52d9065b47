/**
 * The preparation pack of one mission: everything its preparation screens read, fetched in one go while
 * the network is there, so that the whole preparation reads offline. Each read is the declaration the
 * screen reads, with the same inputs: the answers go into the query cache under exactly the keys the
 * screens ask for, and are kept on the phone with every answer of the user (api/persist). Chart files
 * go to Cache Storage (api/packs FILE_CACHE), which the service worker answers from offline. The pack's
 * record (when, size, how many reads and files) is an entry of the cache too (api/packs).
 *
 * Not in the pack: opening a notice marks it read on the backend, so notice bodies are not fetched
 * ahead (the lists are); the exam (asking for it starts an attempt, and it is handed in online only);
 * the duty schedule and the news are not the mission's.
 */
import { create } from 'zustand';
import { useSessionStore } from '@/stores/session';
import { allPacks, keepFile, packDue, packOf, savePack, type PackInfo } from '@/api/packs';
import type { ReadOptions } from '@/api/read';
import { queryClient } from '@/api/queryClient';
import {
  airportRiskFactorsQuery,
  contactsQuery,
  examRecordsOfMissionQuery,
  healthQuery,
  missionAirportsQuery,
  missionCountQuery,
  missionCrewQuery,
  missionDetailQuery,
  missionNoticesQuery,
  missionsQuery,
  planeInfoQuery,
  planeStatusQuery,
  prepareFlightsQuery,
  prepareStepsQuery,
  preRecordQuery,
  routeFeaturesQuery,
  routeInfoQuery,
} from '@/api/prepare';
import {
  notamsQuery,
  operationNoticePagesQuery,
  riskFeedbackTypesQuery,
  riskQuery,
  riskReportQuery,
  risksQuery,
  safetyNoticePagesQuery,
  weatherQuery,
} from '@/api/flightdata';
import {
  airportDocsQuery,
  allMelQuery,
  crewPreparationQuery,
  flightPlanQuery,
  missionCrewInfoQuery,
  navAirwaysQuery,
  preConditionsQuery,
  routeCharacteristicsQuery,
} from '@/api/compinfo';
import { melListQuery } from '@/api/dynamics';
import { cabinMessagesQuery, cabinRankQuery, specialServiceQuery, vipsQuery } from '@/api/cabin';
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

/** Counts one read of the pack: a declared read (asked of the network now), or a fetch of its own. */
type Track = <T>(read: ReadOptions<T> | (() => Promise<T>)) => Promise<T | undefined>;

/** Everything one pack fetches, in the order the reads depend on each other. */
async function fetchEverything(
  missionId: string,
  cabin: boolean,
  track: Track,
  file: (url: string) => Promise<void>,
) {
  // The task list and the home of the mission, the flow (steps, records, fitness, notices, exam), crew.
  const [features, route, plane, own, airports, risks] = await Promise.all([
    track(routeFeaturesQuery(missionId)),
    track(routeInfoQuery(missionId)),
    track(planeInfoQuery(missionId)),
    track(melListQuery({ flightId: missionId, state: 'deferred' })),
    track(missionAirportsQuery(missionId)),
    track(risksQuery(missionId)),
    track(missionsQuery()),
    track(prepareFlightsQuery()),
    track(missionCountQuery()),
    track(missionDetailQuery(missionId)),
    track(prepareStepsQuery(missionId)),
    track(preRecordQuery(missionId)),
    track(healthQuery(missionId)),
    track(missionNoticesQuery(missionId)),
    // The paged lists: their first page, under the key of the screens' useInfiniteQuery.
    track(() =>
      queryClient.fetchInfiniteQuery({ ...safetyNoticePagesQuery(NOTICE_PAGE_SIZE), staleTime: 0 }),
    ),
    track(() =>
      queryClient.fetchInfiniteQuery({ ...operationNoticePagesQuery(NOTICE_PAGE_SIZE), staleTime: 0 }),
    ),
    track(examRecordsOfMissionQuery(missionId)),
    track(contactsQuery(missionId)),
    track(preConditionsQuery(missionId)),
    track(crewPreparationQuery(missionId)),
    track(flightPlanQuery(missionId)),
    track(missionCrewQuery(missionId)),
    track(missionCrewInfoQuery(missionId)),
    track(planeStatusQuery(missionId)),
    track(notamsQuery(missionId)),
    track(weatherQuery(missionId)),
    track(riskFeedbackTypesQuery()),
    ...(cabin
      ? [
          track(vipsQuery(missionId)),
          track(specialServiceQuery(missionId)),
          track(cabinRankQuery(missionId)),
          track(cabinMessagesQuery(missionId)),
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
    Promise.all(codes.map((code) => track(airportDocsQuery(code)))),
    ...codes.map((code) => track(airportRiskFactorsQuery(code))),
    first ? track(routeCharacteristicsQuery({ from: first.to, to: first.from })) : undefined,
    route?.id ? track(navAirwaysQuery({ routeId: route.id })) : undefined,
    type ? track(allMelQuery({ aircraftType: type })) : undefined,
    ...(registration
      ? (['deferred', 'fixed', 'all'] as const).map((state) => track(melListQuery({ registration, state })))
      : []),
    firstRisk ? track(riskReportQuery(firstRisk)) : undefined,
    ...(risks?.items ?? []).map((risk) => track(riskQuery(risk.id))),
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
    // Each read asked of the network now (a pack is as fresh as its download), its answer into the
    // cache under the key the screen asks for.
    const track: Track = async (read) => {
      total += 1;
      report();
      try {
        if (controller.signal.aborted) throw new Error('the user changed');
        const data = await (typeof read === 'function'
          ? read()
          : queryClient.fetchQuery({ ...read, staleTime: 0 }));
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
        // Read first, then added: \`bytes += await …\` would add to the total as it was before the
        // download, losing what the files downloading beside it added meanwhile.
        const size = await keepFile(url, controller.signal);
        bytes += size;
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
      await fetchEverything(missionId, cabin, track, file);
      if (owner() !== user || controller.signal.aborted) return undefined;
      if (reads === 0) {
        // Nothing came: no network. The pack there before (if any) stays as it was.
        usePackStore.getState().set(missionId, { info: before, failed: true });
        return before;
      }
      const info: PackInfo = { missionId, at: Date.now(), bytes, reads, files, missing };
      savePack(info);
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
  if (!owner()) return undefined;
  const info = packOf(missionId);
  if (!running.has(missionId)) usePackStore.getState().set(missionId, { info });
  return info;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The refresh rule: with the network there, every pack of the user older than an hour (REFRESH_AFTER_MS)
 * is downloaded again — at app start and when the network comes back (app/offlineWork), and on opening
 * the preparation home or the task list (PackControl).
 */
export async function refreshDuePacks(): Promise<void> {
  if (!owner() || !online()) return;
  const due = allPacks().filter((info) => packDue(info));
  for (const info of due) await downloadPack(info.missionId);
}
