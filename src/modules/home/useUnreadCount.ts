import { useCallback, useEffect } from 'react';
import { isCancelled } from '@/api/errors';
import { takeEarly } from '@/api/earlyCalls';
import { inKeptFirstPhase } from '@/api/keptFirst';
import { runKeptPass } from '@/api/keptPass';
import { useSessionStore } from '@/stores/session';
import { getNoticeTypes } from './api';

/** Puts the server's unread total into the session store, where every screen reads it. */
export function setUnreadCount(count: number): void {
  useSessionStore.getState().setUserInfo({ unreadCount: Math.max(0, count) });
}

/** The key a route loader starts the refresh under (`startEarly`). */
export const UNREAD_EARLY_KEY = 'home.unread';

/** Asks the server for the unread total and stores it; a failure leaves the last known count. */
export async function refreshUnreadCount(signal?: AbortSignal): Promise<void> {
  try {
    const result = await getNoticeTypes(signal);
    setUnreadCount(result.unreadTotal);
  } catch (error) {
    if (!isCancelled(error)) console.warn('[home] unread count not refreshed', error);
  }
}

/**
 * The unread message count of `userInfo.unreadCount`, refreshed from the server when the screen
 * shows. Reading a message lowers it through the same store, so every screen follows.
 */
export function useUnreadCount(): { count: number; refresh: () => Promise<void> } {
  const count = useSessionStore((s) => s.userInfo.unreadCount);
  useEffect(() => {
    const controller = new AbortController();
    let refreshed = false;
    // A repeat visit's first screen: the count the user saw last, until the server's (api/keptFirst).
    if (inKeptFirstPhase())
      void runKeptPass(getNoticeTypes, controller.signal).then(
        (kept) => kept && !refreshed && setUnreadCount(kept.value.unreadTotal),
      );
    void takeEarly<void>(UNREAD_EARLY_KEY, () => refreshUnreadCount(controller.signal)).finally(
      () => (refreshed = true),
    );
    return () => controller.abort();
  }, []);
  const refresh = useCallback(() => refreshUnreadCount(), []);
  return { count, refresh };
}
