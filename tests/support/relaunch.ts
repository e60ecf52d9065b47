import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';
import { keptRecord } from '@/api/persist';
import { queryClient } from '@/api/queryClient';
import { startDataLayer, stopDataLayer } from '@/api/sessionData';
import { resetSessionStore } from '@/stores/session';

/** No network from now on: every request fails as a phone with no signal sees it. */
export function networkGone(): void {
  mockServer.use(http.all(/.*/, () => HttpResponse.error()));
  onlineManager.setOnline(false);
}

/** The network is back. */
export function networkBack(): void {
  mockServer.resetHandlers();
  onlineManager.setOnline(true);
}

/**
 * The app is closed and opened again in a new tab: nothing in memory, no sessionStorage (the token
 * goes), localStorage and IndexedDB as they were; the data layer starts as main.tsx starts it.
 */
export async function relaunch(): Promise<void> {
  sessionStorage.clear();
  await reload();
}

/**
 * The page is loaded again in the same tab: nothing in memory, sessionStorage (the token) and the
 * phone's stores as they were; the data layer starts as main.tsx starts it.
 */
export async function reload(): Promise<void> {
  stopDataLayer();
  queryClient.clear();
  resetSessionStore();
  await startDataLayer();
}

/** Waits until the phone holds what `check` looks for under `key` (saves are throttled). */
export async function untilKept(
  key: string,
  check: (record: Awaited<ReturnType<typeof keptRecord>>) => boolean,
) {
  await vi.waitFor(async () => expect(check(await keptRecord(key))).toBe(true), { timeout: 5000 });
}
