import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { noticeTypesQuery } from '@/api/flightdata';
import { useSessionStore } from '@/stores/session';

/** Puts the server's unread total into the session store, where every screen reads it. */
export function setUnreadCount(count: number): void {
  useSessionStore.getState().setUserInfo({ unreadCount: Math.max(0, count) });
}

/**
 * The unread message count of `userInfo.unreadCount`, from the message types (prefetched by the home's
 * loader; the last count seen, kept on the phone, until the server's). Reading a message lowers it
 * through the same store, so every screen follows.
 */
export function useUnreadCount(): { count: number; refresh: () => Promise<void> } {
  const count = useSessionStore((s) => s.userInfo.unreadCount);
  const types = useQuery(noticeTypesQuery());
  const total = types.data?.unreadTotal;
  useEffect(() => {
    if (total !== undefined) setUnreadCount(total);
  }, [total, types.dataUpdatedAt]);
  const { refetch } = types;
  const refresh = useCallback(async () => void (await refetch()), [refetch]);
  return { count, refresh };
}
