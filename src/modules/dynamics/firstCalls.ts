import { startEarly } from '@/api/earlyCalls';
import { hasSession } from '@/stores/session';
import { useCrewStore } from '@/stores/crew';
import { readFollowedList } from '@/stores/follows';
import { fetchFollowedFlights } from './api';

/** The key the dynamics home takes its first followed-flights read by, per follow change. */
export const followedEarlyKey = (focusChange: number) => `dynamics.followed#${focusChange}`;

/** The followed flights, made the store's list of followed flights. */
export const readFollowed = (signal?: AbortSignal) =>
  readFollowedList(() => fetchFollowedFlights({ signal }));

/** Route loader of /dynamics: the followed flights are asked for while the page's code loads and runs. */
export function startFirstReads(): void {
  if (!hasSession()) return; // the guard sends this visit to login
  const change = useCrewStore.getState().focusChange;
  startEarly(followedEarlyKey(change), () => readFollowed());
}
