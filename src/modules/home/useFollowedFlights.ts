import { useRequest } from '@/api/useRequest';
import { useCrewStore } from '@/stores/crew';
import { followWritesSettled, replaceFollowed } from '@/stores/follows';
import { getFollowedFlights } from './api';

/**
 * The user's followed flights (attentionflight), read again whenever a follow changes anywhere
 * (the crew store's focusChange), once the follow writes on their way have been answered. The answer
 * becomes the store's list of followed flights, which the dynamics screens show.
 */
export function useFollowedFlights() {
  const focusChange = useCrewStore((s) => s.focusChange);
  return useRequest(
    async (signal) => {
      await followWritesSettled();
      const requestedAt = Date.now();
      const flights = await getFollowedFlights(signal);
      replaceFollowed(
        flights.map((flight) => flight.id),
        requestedAt,
      );
      return flights;
    },
    [focusChange],
  );
}
