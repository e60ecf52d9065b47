/**
 * Writes that may wait for the network: the step record, the fitness declaration and the crew log
 * entry (docs/offline.md says why these three). Each is a mutation with defaults registered here by its
 * key, so that one made before the app was closed is resumed by the next start (the persisted queue,
 * api/persist.ts, holds its key and variables; the function comes from these defaults):
 *
 * - `networkMode: 'online'`: with no network it pauses at once instead of failing (the client tells the
 *   query layer what it saw of the network, api/queryClient `networkSeen`), and TanStack Query resumes
 *   it when the network is back (`resumePausedMutations`, on the online event and any answer).
 * - `scope`: one queue, sent in the order the records were made, one at a time.
 * - `retry`: a failure of the network (or a time-out, or a 401) is not an answer: it waits and goes
 *   again; the backend's refusal is one: the record is marked refused with the backend's reason.
 * - the record is sent only under its own user's session: signed out (a relaunch has no token, a 401
 *   ended the session) it waits until that user signs in again.
 */
import { MutationObserver, type Mutation } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session';
import { isApiError } from './errors';
import { queryClient } from './queryClient';
import { recordStepTime, declareHealth, healthQuery, MISSION_STATE_READS } from './prepare';
import { crewLogFlightsQuery, crewLogPfQuery, crewLogQuery, saveCrewLog } from './crewlog';
import type { StepRecordRequest, UpdateHealthRequest } from './schema/prepare';
import type { CrewLogInput } from './schema/crewlog';

/** What each kind of queued write sends. */
const SENDS = {
  stepRecord: (input: StepRecordRequest) => recordStepTime(input),
  health: (input: UpdateHealthRequest) => declareHealth(input),
  crewLog: (input: CrewLogInput) => saveCrewLog(input),
};

/**
 * The reads each kind changes on the backend (by path), asked again once it is answered, accepted or
 * refused (the gate may have moved meanwhile): at once on the screen that made it, or minutes later for
 * a record that waited, whose screens would otherwise keep what they read before it was sent.
 */
const CHANGES: Record<keyof typeof SENDS, readonly string[]> = {
  stepRecord: MISSION_STATE_READS,
  health: [...MISSION_STATE_READS, healthQuery('').queryKey[0]],
  crewLog: [crewLogFlightsQuery({}), crewLogPfQuery({}), crewLogQuery('')].map((read) => read.queryKey[0]),
};
export type QueuedWriteKind = keyof typeof SENDS;
type InputOf<K extends QueuedWriteKind> = Parameters<(typeof SENDS)[K]>[0];
type AnswerOf<K extends QueuedWriteKind> = Awaited<ReturnType<(typeof SENDS)[K]>>;

/** A queued write's variables: whose it is (their id and name), when it was made, and what it sends. */
export interface QueuedWrite<K extends QueuedWriteKind = QueuedWriteKind> {
  owner: string;
  /** Kept with the record: after a 401 or another user's sign-in, the phone names whose it is. */
  ownerName?: string;
  queuedAt: number;
  input: InputOf<K>;
}

export const QUEUE_SCOPE = 'queued-writes';
export const writeKey = (kind: QueuedWriteKind) => ['write', kind] as const;
export const isQueuedWrite = (mutation: Mutation): boolean => mutation.options.mutationKey?.[0] === 'write';
export const kindOf = (mutation: Mutation) => mutation.options.mutationKey?.[1] as QueuedWriteKind;

/** Resolves once `owner` is signed in with a token in this tab (at once when that is so already). */
function signedInAs(owner: string): Promise<void> {
  const ready = () => {
    const { auth, token } = useSessionStore.getState();
    return auth?.userId === owner && token !== null;
  };
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useSessionStore.subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });
}

/** No answer (the network, a time-out) or a session to renew: the record waits and goes again. */
export const waitsForNetwork = (error: unknown): boolean =>
  isApiError(error) &&
  (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'unauthorized');

for (const kind of Object.keys(SENDS) as QueuedWriteKind[]) {
  queryClient.setMutationDefaults(writeKey(kind), {
    mutationFn: async (variables: unknown) => {
      const { owner, input } = variables as QueuedWrite;
      await signedInAs(owner);
      return (SENDS[kind] as (input: unknown) => Promise<unknown>)(input);
    },
    networkMode: 'online',
    scope: { id: QUEUE_SCOPE },
    retry: (_count, error) => waitsForNetwork(error),
    // The first retry at once: it pauses right away when the network is gone; then 2 s, 4 s… 30 s.
    retryDelay: (count) => (count === 0 ? 0 : Math.min(1000 * 2 ** count, 30_000)),
    // Sent and refused records stay listed (the queue bar) until the user clears them.
    gcTime: Number.POSITIVE_INFINITY,
    // Not awaited: the write's answer (and the next record of the queue) does not wait for the reads.
    onSettled: () => {
      for (const path of CHANGES[kind]) void queryClient.invalidateQueries({ queryKey: [path] });
    },
  });
}

export type QueuedOutcome<T> = { sent: true; data: T } | { sent: false };

/**
 * Saves the queue on the phone now, resolving once it is written (set by api/persist while a user's
 * data is kept; nothing to save otherwise). Set from there: the persister reads this module.
 */
let saveQueueNow: () => Promise<unknown> = () => Promise.resolve();
export function setQueueSaver(save: (() => Promise<unknown>) | null): void {
  saveQueueNow = save ?? (() => Promise.resolve());
}

/**
 * Sends a write that may wait: the backend's answer when the network is there (a refusal rejects, the
 * screen explains it and keeps what was typed), `{ sent: false }` once it waits in the queue (no
 * network, or earlier records still waiting: the order holds) and the queue holding it is written on
 * the phone: the screen then says it is saved, and a user who closes the app at once must find it.
 */
export function sendOrQueue<K extends QueuedWriteKind>(
  kind: K,
  input: InputOf<K>,
): Promise<QueuedOutcome<AnswerOf<K>>> {
  const auth = useSessionStore.getState().auth;
  if (!auth) return Promise.reject(new Error('nobody is signed in to queue for'));
  const owner = auth.userId;
  const observer = new MutationObserver<unknown, unknown, QueuedWrite>(queryClient, {
    mutationKey: writeKey(kind),
  });
  const variables: QueuedWrite = { owner, ownerName: auth.name, queuedAt: Date.now(), input };
  let queued = false;
  // A write answered on its first try (accepted or refused) was never in the queue: the screen shows
  // the outcome, and the queue bar, which lists what waited, does not.
  const leaveCache = () => {
    if (queued) return;
    const cache = queryClient.getMutationCache();
    const mutation = cache.getAll().find((m) => m.state.variables === variables);
    if (mutation) cache.remove(mutation);
  };
  return new Promise((resolve, reject) => {
    const stop = observer.subscribe((result) => {
      if (!result.isPaused) return;
      queued = true;
      stop();
      // A save that fails leaves the record in memory; the persister's own saves try again.
      void saveQueueNow()
        .catch(() => undefined)
        .then(() => resolve({ sent: false }));
    });
    observer
      .mutate(variables)
      .then(
        (data) => {
          leaveCache();
          resolve({ sent: true, data: data as AnswerOf<K> });
        },
        (error: unknown) => {
          leaveCache();
          reject(error);
        },
      )
      .finally(stop);
  });
}

/** The records of the signed-in user that wait to be sent (what a logout or another sign-in drops). */
export const unsent = (): Mutation[] =>
  queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation) => isQueuedWrite(mutation) && mutation.state.status === 'pending');

export const unsentCount = (): number => unsent().length;

/** The name a user's waiting records were made under (kept with each, `ownerName`). */
export const ownerNameOf = (records: { state: { variables?: unknown } }[]): string | undefined =>
  (records[0]?.state.variables as QueuedWrite | undefined)?.ownerName;
