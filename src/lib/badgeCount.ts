/** The number a count badge shows: the count, or "99+" past 99 (a badge has room for three characters). */
export const badgeCount = (count: number): string => (count > 99 ? '99+' : String(count));
