/**
 * How many backend calls are on their way (api/client counts them). A module of its own so that the
 * start-up code (app/afterFirstScreen) can follow it without loading the client.
 */
let callsInFlight = 0;
const listeners = new Set<(count: number) => void>();

export function countCall(step: 1 | -1): void {
  callsInFlight += step;
  for (const listener of listeners) listener(callsInFlight);
}

export const currentCallCount = (): number => callsInFlight;

/** Told whenever the number of calls on their way changes. Returns the unsubscribe. */
export function onCallCount(listener: (count: number) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
