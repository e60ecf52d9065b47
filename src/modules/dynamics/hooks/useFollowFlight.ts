import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toResult } from '@/api/errors';
import { useCrewStore } from '@/stores/crew';
import { showToast } from '@/stores/feedback';
import { setFlightAttention } from '../api';

/**
 * Following is kept in the crew store (focusFlights), so the list, the details and the home pages all
 * show the same state. A change shows at once and is rolled back, with a toast, when the server says no.
 */
const inFlight = new Map<string, Promise<unknown>>();
/** When the user last changed a flight here: a server answer asked for earlier must not undo it. */
const changedAt = new Map<string, number>();

/** Resolves when every follow change sent so far has been answered (so a list read after it is current). */
export async function followWritesSettled(): Promise<void> {
  await Promise.all([...inFlight.values()]);
}

/**
 * Brings the store in line with what the server just said about these flights. Called with network
 * answers only (never cached ones), skipping flights the user changed after the request was sent.
 */
export function syncFollowed(flights: Array<{ id: string; followed: boolean }>, requestedAt: number): void {
  const store = useCrewStore.getState();
  const next = new Set(store.focusFlights);
  let changed = false;
  for (const flight of flights) {
    if (inFlight.has(flight.id) || (changedAt.get(flight.id) ?? 0) > requestedAt) continue;
    if (flight.followed !== next.has(flight.id)) {
      if (flight.followed) next.add(flight.id);
      else next.delete(flight.id);
      changed = true;
    }
  }
  // Not a user change: focusChange (what other screens refresh on) stays as it is.
  if (changed) store.setFocusFlights([...next]);
}

/** The server's complete list of followed flights (attentionflight) replaces the store's, with the same care. */
export function replaceFollowed(ids: string[], requestedAt: number): void {
  const store = useCrewStore.getState();
  const recent = (id: string) => inFlight.has(id) || (changedAt.get(id) ?? 0) > requestedAt;
  const next = new Set(ids.filter((id) => !recent(id)));
  for (const id of store.focusFlights) if (recent(id)) next.add(id);
  const same = next.size === store.focusFlights.length && store.focusFlights.every((id) => next.has(id));
  if (!same) store.setFocusFlights([...next]);
}

export function useFollowFlight(flightId: string, flightNo: string) {
  const { t } = useTranslation('dynamics');
  const followed = useCrewStore((s) => s.focusFlights.includes(flightId));
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (inFlight.has(flightId)) return;
    const { focusFlights, setFollowed } = useCrewStore.getState();
    const follow = !focusFlights.includes(flightId);
    const write = toResult(setFlightAttention({ flightId, follow }));
    inFlight.set(flightId, write);
    changedAt.set(flightId, Date.now());
    setFollowed(flightId, follow);
    setBusy(true);
    const result = await write;
    inFlight.delete(flightId);
    setBusy(false);
    if (!result.ok) {
      useCrewStore.getState().setFollowed(flightId, !follow);
      const key = follow ? 'follow.followFailed' : 'follow.unfollowFailed';
      showToast(t(key, { flightNo, message: result.error.message }));
      return;
    }
    if (result.data.followed !== follow) useCrewStore.getState().setFollowed(flightId, result.data.followed);
  };

  return { followed, busy, toggle };
}
