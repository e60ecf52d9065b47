import { startEarly } from '@/api/earlyCalls';
import { hasSession } from '@/stores/session';
import { useCrewStore } from '@/stores/crew';
import { getLatestNews, getMissionCount, getMissions, getTodayFlightCounts } from './api';
import { refreshUnreadCount, UNREAD_EARLY_KEY } from './useUnreadCount';
import { followedEarlyKey, readFollowedFlights } from './useFollowedFlights';
import { beijingDay } from '@/lib/beijing';

/**
 * The landing page's reads, each with the key the page takes it by. One definition serves the route
 * loader, which starts them before the page has rendered (the landing page's largest content, the
 * followed flights and the missions, waits on them), and the page, which asks itself on a reload.
 */
export const homeReads = {
  count: { key: 'home.count', read: (signal?: AbortSignal) => getMissionCount(signal) },
  missions: {
    key: (day: string) => `home.missions#${day}`,
    read: (day: string, signal?: AbortSignal) => getMissions(day, signal),
  },
  summary: { key: 'home.summary', read: (signal?: AbortSignal) => getTodayFlightCounts(signal) },
  news: {
    key: 'home.news',
    read: (signal?: AbortSignal) => getLatestNews(signal),
  },
};

/** Route loader of / and /home: the first reads start while the page's code loads and runs. */
export function startFirstReads(): void {
  if (!hasSession()) return; // the guard sends this visit to login
  const today = beijingDay();
  startEarly(UNREAD_EARLY_KEY, () => refreshUnreadCount());
  startEarly(homeReads.count.key, () => homeReads.count.read());
  startEarly(homeReads.missions.key(today), () => homeReads.missions.read(today));
  startEarly(followedEarlyKey(useCrewStore.getState().focusChange), () => readFollowedFlights());
  startEarly(homeReads.summary.key, () => homeReads.summary.read());
  startEarly(homeReads.news.key, () => homeReads.news.read());
}
