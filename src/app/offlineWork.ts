import { useSessionStore } from '@/stores/session';

/**
 * Started once the first screen is up (main.tsx), loaded apart from the start-up bundle: the write queue
 * (records made offline are listed and sent), and the refresh of preparation packs past their age
 * (lib/packs REFRESH_AFTER_MS) at start and whenever the network comes back. The preparation code loads
 * only when one of the user's packs is due.
 */
export async function startOfflineWork(): Promise<void> {
  const refresh = async () => {
    const user = useSessionStore.getState().auth?.userId;
    if (!user || navigator.onLine === false) return;
    const { listPacks, packDue } = await import('@/lib/packs');
    if (!(await listPacks(user)).some((info) => packDue(info))) return;
    const { refreshDuePacks } = await import('@/modules/prepare/pack');
    await refreshDuePacks();
  };
  window.addEventListener('online', () => void refresh());
  const { startWriteQueue } = await import('@/lib/writeQueue');
  await startWriteQueue();
  await refresh();
}
