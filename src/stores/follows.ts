import { useCrewStore } from './crew';

/**
 * Following a flight is kept in the crew store (focusFlights), so the dynamics list and details and
 * the home page show the same state. This module keeps that state honest while writes and reads
 * cross on a slow network: a server answer asked for before the user's last change must not undo it.
 */
const inFlight = new Map<string, Promise<unknown>>();
/** When the user last changed a flight: answers asked for earlier skip it. */
const changedAt = new Map<string, number>();

export const isFollowWritePending = (flightId: string): boolean => inFlight.has(flightId);

/** Runs a follow or unfollow write for a flight and remembers it while it is on its way. */
export async function trackFollowWrite<R>(flightId: string, write: () => Promise<R>): Promise<R> {
  const pending = write();
  inFlight.set(flightId, pending);
  changedAt.set(flightId, Date.now());
  try {
    return await pending;
  } finally {
    if (inFlight.get(flightId) === pending) inFlight.delete(flightId);
  }
}

/** Resolves when every follow change sent so far has been answered (so a list read after it is current). */
export async function followWritesSettled(): Promise<void> {
  await Promise.allSettled([...inFlight.values()]);
}

const recent = (id: string, requestedAt: number) =>
  inFlight.has(id) || (changedAt.get(id) ?? 0) > requestedAt;

/**
 * Brings the store in line with what the server just said about these flights, skipping flights the
 * user changed after the request was sent. Not a user change: focusChange stays as it is.
 */
export function syncFollowed(flights: Array<{ id: string; followed: boolean }>, requestedAt: number): void {
  const store = useCrewStore.getState();
  const next = new Set(store.focusFlights);
  let changed = false;
  for (const flight of flights) {
    if (recent(flight.id, requestedAt)) continue;
    if (flight.followed !== next.has(flight.id)) {
      if (flight.followed) next.add(flight.id);
      else next.delete(flight.id);
      changed = true;
    }
  }
  if (changed) store.setFocusFlights([...next]);
}

/** The server's complete list of followed flights (attentionflight) replaces the store's, with the same care. */
export function replaceFollowed(ids: string[], requestedAt: number): void {
  const store = useCrewStore.getState();
  const next = new Set(ids.filter((id) => !recent(id, requestedAt)));
  for (const id of store.focusFlights) if (recent(id, requestedAt)) next.add(id);
  const same = next.size === store.focusFlights.length && store.focusFlights.every((id) => next.has(id));
  if (!same) store.setFocusFlights([...next]);
}

/**
 * Reads the server's list of followed flights once every follow change on its way has been answered
 * (so the answer is current), and makes it the store's list. Every screen that lists followed flights
 * reads them this way.
 */
export async function readFollowedList<T extends { id: string }>(read: () => Promise<T[]>): Promise<T[]> {
  await followWritesSettled();
  const requestedAt = Date.now();
  const flights = await read();
  replaceFollowed(
    flights.map((flight) => flight.id),
    requestedAt,
  );
  return flights;
}

export function resetFollowTracking(): void {
  inFlight.clear();
  changedAt.clear();
}
