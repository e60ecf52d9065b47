import { useSessionStore } from '@/stores/session';
import { allPacks, packDue } from '@/api/packs';

/**
 * Started once the first screen is up (main.tsx): the refresh of preparation packs past their age
 * (api/packs REFRESH_AFTER_MS) at start and whenever the network comes back. The preparation code loads
 * only when one of the user's packs is due. (Records made offline are resumed by the query layer
 * itself: api/writes.)
 */
export async function startOfflineWork(): Promise<void> {
  const refresh = async () => {
    const { auth, token } = useSessionStore.getState();
    if (!auth || !token || navigator.onLine === false) return;
    if (!allPacks().some((info) => packDue(info))) return;
    const { refreshDuePacks } = await import('@/modules/prepare/pack');
    await refreshDuePacks();
  };
  window.addEventListener('online', () => void refresh());
  await refresh();
}
