import { useRequest } from '@/api/useRequest';
import { useCrewStore } from '@/stores/crew';
import { readFollowedList } from '@/stores/follows';
import { getFollowedFlights } from './api';

/** The key a route loader starts the read under (`startEarly`), per follow change. */
export const followedEarlyKey = (focusChange: number) => `home.followed#${focusChange}`;

/** The followed flights, made the store's list of followed flights (which the dynamics screens show). */
export const readFollowedFlights = (signal?: AbortSignal) =>
  readFollowedList(() => getFollowedFlights(signal));

/** The user's followed flights (attentionflight), read again whenever a follow changes anywhere. */
export function useFollowedFlights() {
  const focusChange = useCrewStore((s) => s.focusChange);
  return useRequest((signal) => readFollowedFlights(signal), [focusChange], {
    early: followedEarlyKey(focusChange),
  });
}
