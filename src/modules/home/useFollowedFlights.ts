import { useRequest } from '@/api/useRequest';
import { useCrewStore } from '@/stores/crew';
import { followWritesSettled, replaceFollowed } from '@/stores/follows';
import { getFollowedFlights } from './api';

/** The key a route loader starts the read under (`startEarly`), per follow change. */
export const followedEarlyKey = (focusChange: number) => `home.followed#${focusChange}`;

/**
 * Reads the followed flights once the follow writes on their way have been answered, and makes the
 * answer the store's list of followed flights, which the dynamics screens show.
 */
export async function readFollowedFlights(signal?: AbortSignal) {
  await followWritesSettled();
  const requestedAt = Date.now();
  const flights = await getFollowedFlights(signal);
  replaceFollowed(
    flights.map((flight) => flight.id),
    requestedAt,
  );
  return flights;
}

/** The user's followed flights (attentionflight), read again whenever a follow changes anywhere. */
export function useFollowedFlights() {
  const focusChange = useCrewStore((s) => s.focusChange);
  return useRequest((signal) => readFollowedFlights(signal), [focusChange], {
    early: followedEarlyKey(focusChange),
  });
}
