import type { PrepareNotice } from '@/api/schema/prepare';

/** The first must-read notice not read yet: where "moving on" leads while one is unread (§5). */
export const firstUnread = (notices: PrepareNotice[] | null | undefined) =>
  notices?.find((n) => n.mustRead && !n.read);
