import { useRequest } from '@/api/useRequest';
import { useCrewStore } from '@/stores/crew';
import { getFollowedFlights } from './api';

/**
 * The user's followed flights (attentionflight), read again whenever a follow changes anywhere
 * (the crew store's focusChange). The answer becomes the store's list of followed flights, which the
 * dynamics screens show — unless a follow changed while the answer was on its way, since the answer
 * would then undo that change.
 */
export function useFollowedFlights() {
  const focusChange = useCrewStore((s) => s.focusChange);
  return useRequest(
    async (signal) => {
      const changeAtRequest = useCrewStore.getState().focusChange;
      const flights = await getFollowedFlights(signal);
      const store = useCrewStore.getState();
      if (store.focusChange === changeAtRequest) store.setFocusFlights(flights.map((flight) => flight.id));
      return flights;
    },
    [focusChange],
  );
}
