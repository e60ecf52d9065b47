import { useQuery } from '@tanstack/react-query';
import { noticeTypesQuery } from './flightdata';
import { queryClient } from './queryClient';
import type { NoticeTypeResult } from './schema/flightdata';

/**
 * The unread message count every screen shows: the message types' answer (prefetched by the home's
 * loader; the last one kept on the phone until the server's). Reading a message changes that answer
 * (`setUnreadTotal`), so every screen follows.
 */
export function useUnreadCount(): number {
  const types = useQuery(noticeTypesQuery());
  return Math.max(0, types.data?.unreadTotal ?? 0);
}

/** The server's new unread total (a message was read), put where every screen reads it. */
export function setUnreadTotal(total: number): void {
  queryClient.setQueryData<NoticeTypeResult>(noticeTypesQuery().queryKey, (types) =>
    types ? { ...types, unreadTotal: Math.max(0, total) } : types,
  );
}
