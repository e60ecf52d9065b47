import { setupWorker } from 'msw/browser';
import { setRequestTimeout } from '@/api/client';
import { queryClient } from '@/api/queryClient';
import { closeKept, dropAnswers, keptUser } from '@/api/persist';
import { handlers } from './handlers';
import { clearFault, listFaults, parseFaultSpec, setFault, type Fault, type FaultKind } from './lib/faults';
import { configureMock } from './lib/settings';
import { hostileMode, type HostileMode } from './lib/hostile';
import { resetMockBackend } from './lib/reset';
import { enablePersistence, saveMockState } from './db/persist';
import { endSuspension } from './db/preparation';

/**
 * Starts the built-in backend inside the browser (npm run mock). Faults can be switched on with
 * ?mockFault=/api/Home/GetNewsList:http500 in the address, or from the console via window.crewMock;
 * ?mockHostile=1 fills every text field with script-injection payloads and every address field with a
 * hostile address (`text` or `addresses` for one half; lib/hostile.ts). ?mockVolume=n and ?mockListLength=n
 * lengthen the flight list and the news, safety notices and crew log (lib/settings.ts).
 */
export async function startMockWorker(options: { delay: number }): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const volume = Number(params.get('mockVolume'));
  const listLength = Number(params.get('mockListLength'));
  configureMock({
    delay: options.delay,
    hostile: hostileMode(params.get('mockHostile')),
    ...(volume > 0 ? { volume } : {}),
    ...(listLength > 0 ? { listLength } : {}),
  });
  // Browser tests try the time-out on every screen without waiting the client's 60 s each time.
  setRequestTimeout(Number(params.get('mockClientTimeout')) || null);
  for (const [path, fault] of parseFaultSpec(params.get('mockFault') ?? '')) setFault(path, fault);

  const crewMock = crewMockSwitches();
  (window as unknown as { crewMock: typeof crewMock }).crewMock = crewMock;

  // msw asks the browser to update its worker at every start and does not wait for the answer; now and
  // then Chromium turns that update down ("Not found") while the same worker goes on answering. It is
  // the built-in backend's housekeeping, not the app's: kept out of the app's unhandled-error report
  // (main.tsx registers its listener after this one).
  window.addEventListener('unhandledrejection', (event) => {
    if (/Failed to update a ServiceWorker.*mockServiceWorker\.js/.test(String(event.reason)))
      event.preventDefault();
  });

  // Reloading the page keeps sessions, follows, reads... (sessionStorage key crew-mock-db).
  enablePersistence();
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

/** The built-in backend's switches, as `window.crewMock` in the page (the console, the browser tests). */
function crewMockSwitches() {
  return {
    fault: (path: string, kind: FaultKind, extra?: Omit<Fault, 'kind'>) => setFault(path, { kind, ...extra }),
    clear: (path?: string) => clearFault(path),
    faults: () => listFaults(),
    reset: () => resetMockBackend(),
    volume: (flightsPerDay: number) => configureMock({ volume: flightsPerDay }),
    /** The news, safety notices and crew log serve at least this many entries (0: the seed). */
    listLength: (entries: number) => configureMock({ listLength: entries }),
    hostile: (mode: HostileMode) => configureMock({ hostile: mode }),
    /**
     * Tests: the client's time-out from now on (null: the real one), as `?mockClientTimeout=` sets it at
     * start. The fault matrix keeps it short while a fault is on and lifts it for the retry after.
     */
    clientTimeout: (ms: number | null) => setRequestTimeout(ms),
    /**
     * Crew control ends a "not fit" suspension (what its own system does; the app cannot): every one of
     * the user's, or of one mission. Returns how many ended. `crewMock.endSuspension({ userName: 'pilot' })`.
     */
    endSuspension: (filter?: { userName?: string; missionId?: string }) => {
      const ended = endSuspension(filter);
      saveMockState();
      return ended;
    },
    /**
     * Tests: the app forgets every answer it holds and the screens on show ask again, as a first opening
     * would, under the faults switched on now. Call it once the screen before has left: a screen still
     * leaving (its exit transition) would ask again too, and its calls be taken for the new one's.
     */
    forget: () => void queryClient.resetQueries(),
    /** Tests: the answers held are marked old, so the screens on show ask again and keep them if that fails. */
    refresh: () => void queryClient.invalidateQueries(),
    /**
     * Tests, before a full load: the answers held and those kept on the phone for the next start go.
     * Saving stops first: a screen still on show asks again, and leaving the page would save its answers.
     */
    dropKept: async () => {
      const user = keptUser();
      closeKept();
      queryClient.getQueryCache().clear();
      if (user) await dropAnswers(user);
    },
  };
}

export type CrewMock = ReturnType<typeof crewMockSwitches>;
