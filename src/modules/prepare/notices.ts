import type { NoticeCategory, PrepareNotice } from '@/api/schema/prepare';

/** The kinds of a mission's notices the app names, in the order the notice step lists them. */
export const NOTICE_CATEGORIES: readonly NoticeCategory[] = ['重要通告', '运行通告', '安全通告', '航行通告'];
/** A kind the app has a name for; any other is shown as the backend wrote it. */
export const isKnownCategory = (category: string): category is NoticeCategory =>
  (NOTICE_CATEGORIES as readonly string[]).includes(category);

/** The first must-read notice not read yet: where "moving on" leads while one is unread (§5). */
export const firstUnread = (notices: PrepareNotice[] | null | undefined) =>
  notices?.find((n) => n.mustRead && !n.read);

const LEVELS = { 一般: 'notice.level.一般', 重要: 'notice.level.重要', 紧急: 'notice.level.紧急' } as const;
/** A safety notice's level (一般, 重要, 紧急) as a translation key. */
export const levelKey = (level: string) => LEVELS[level as keyof typeof LEVELS] ?? LEVELS.一般;

/** Rows per page of a notice list; a preparation pack reads the first page with it (pack.ts). */
export const NOTICE_PAGE_SIZE = 20;
