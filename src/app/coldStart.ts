import { normalisePath, screens } from '@/lib/paths';
import { backendReady } from './backendReady';

type FirstReads = () => Promise<{ startFirstReads: () => void }>;

const homeReads: FirstReads = () => import('@/modules/home/firstCalls');
const prepareReads: FirstReads = () => import('@/modules/prepare/firstCalls');

/** The screens whose first reads can leave before the app has rendered, by path (as normalisePath gives it). */
export const FIRST_READS: Record<string, FirstReads> = {
  [normalisePath(screens.home.root.path)]: homeReads,
  [normalisePath(screens.home.home.path)]: homeReads,
  [normalisePath(screens.dynamics.home.path)]: () => import('@/modules/dynamics/firstCalls'),
  [normalisePath(screens.prepare.entry.path)]: prepareReads,
  [normalisePath(screens.prepare.task.path)]: prepareReads,
  [normalisePath(screens.prepare.status.path)]: prepareReads,
};

/**
 * A cold start's first reads. index.html's inline script imports this module together with the
 * entry, so the reads of the address the app opens on leave as soon as the client's code has run,
 * before React's first render, the router's set-up and the route's loader (which starts the same reads
 * again on later visits; api/earlyCalls keeps one call per key). The imports above are the screens'
 * own `firstCalls.ts`, so there is one definition of each screen's first reads.
 */
export function startColdStartReads(pathname: string): void {
  const load = FIRST_READS[normalisePath(pathname)];
  if (!load) return;
  void Promise.all([load(), backendReady])
    .then(([reads]) => reads.startFirstReads())
    .catch(() => undefined); // the route's loader tries again
}

startColdStartReads(window.location.pathname);
