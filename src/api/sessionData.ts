/**
 * The data layer follows the session store (stores never import the data layer; docs/offline.md,
 * "Who the data on the phone belongs to"):
 *
 * - a start with a stored user restores that user's kept answers and queue before the first render,
 *   with a token or without (opened again signed out: read-only, nothing is deleted);
 * - the same user signing in again: the queue is sent, the answers refreshed;
 * - another user signing in (the login screen warned about unsent records first): everything of the
 *   previous user goes, in memory and on the phone;
 * - a logout or sign-out (the screen warned too): everything goes, the database itself;
 * - a 401: the kept answers, packs and viewed files go; the queue stays for the same user's next sign-in.
 */
import { i18n } from '@/i18n';
import './i18n';
import { showConfirm } from '@/stores/feedback';
import { useSessionStore } from '@/stores/session';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { closeKept, dropAnswers, dropKept, keptQueues, keptUser, openKept, type KeptQueue } from './persist';
import { holdRefreshesUntilFirstPicture } from './firstPicture';
import { dropFiles } from './packs';
import { queryClient } from './queryClient';
import { ownerNameOf, unsent, unsentCount } from './writes';

let work: Promise<void> = Promise.resolve();
/** One change at a time, in the order the session changed. */
const then = (step: () => Promise<void>) => (work = work.then(step, step));

/**
 * What each preparation last showed its crew member (`prepareSeen`, keyed `userId|missionId`, the
 * changes since the last look): only `except`'s entries stay.
 */
function forgetPreparationsSeen(except?: string): void {
  const seen = readJson<Record<string, unknown>>('local', STORAGE_KEYS.prepareSeen);
  if (!seen) return;
  const kept = Object.entries(seen).filter(([key]) => except !== undefined && key.startsWith(`${except}|`));
  if (kept.length === 0) removeKey('local', STORAGE_KEYS.prepareSeen);
  else writeJson('local', STORAGE_KEYS.prepareSeen, Object.fromEntries(kept));
}

/** The in-memory part happens at once (a screen's next read is the new user's); the phone's after. */
async function switchTo(userId: string): Promise<void> {
  forgetPreparationsSeen(userId);
  await Promise.all([dropKept(userId), dropFiles()]);
  await openKept(userId);
  void queryClient.resumePausedMutations();
}

async function dropEverything(): Promise<void> {
  forgetPreparationsSeen();
  await Promise.all([dropKept(), dropFiles()]);
}

async function afterUnauthorized(userId: string): Promise<void> {
  forgetPreparationsSeen();
  await Promise.all([dropAnswers(userId), dropFiles()]);
}

let following: (() => void) | null = null;

/**
 * App start (main.tsx): the stored user's data is in the cache before the first render. With
 * `holdRefreshes` (the app's own start, not a test's), what is restored is asked for again only once
 * the first screen is on show (api/firstPicture).
 */
export async function startDataLayer({ holdRefreshes = false } = {}): Promise<void> {
  following ??= useSessionStore.subscribe((state, previous) => {
    const user = state.auth?.userId ?? null;
    if (user && user !== keptUser()) {
      closeKept();
      queryClient.clear();
      void then(() => switchTo(user));
    } else if (user && state.token && !previous.token) {
      // The same user signed in again (after a relaunch or a 401): what waited goes, answers refresh.
      void then(async () => {
        await queryClient.resumePausedMutations();
        await queryClient.invalidateQueries();
      });
    } else if (!user && previous.auth) {
      const before = previous.auth.userId;
      if (state.ended === 'expired') {
        // The answers go (the save that follows writes an empty cache); the queue stays.
        queryClient.getQueryCache().clear();
        void then(() => afterUnauthorized(before));
      } else {
        closeKept();
        queryClient.clear();
        void then(dropEverything);
      }
    }
  });
  const stored = useSessionStore.getState().auth?.userId;
  if (!stored) return;
  if (holdRefreshes) holdRefreshesUntilFirstPicture();
  await then(() => openKept(stored));
  // Started signed in (a reload): what waited, a write on its way when the page went among them, goes
  // now. Nothing else would send it while the network stays up, and later writes of its scope would
  // wait behind it. Signed out (a relaunch), it waits for the same user's sign-in.
  if (useSessionStore.getState().token) void queryClient.resumePausedMutations();
}

/**
 * The records made offline that a sign-in as `userId` would drop: those of anyone else kept on the
 * phone (the login screen says how many, and lets the user cancel).
 */
export async function unsentOfOthers(userId: string): Promise<({ userId: string } & KeptQueue)[]> {
  await work;
  const kept = await keptQueues();
  // The user whose queue is in memory may have records not saved yet: memory counts.
  const inMemory = keptUser();
  if (inMemory && inMemory !== userId) {
    const waiting = unsent();
    kept[inMemory] = {
      count: Math.max(kept[inMemory]?.count ?? 0, waiting.length),
      name: kept[inMemory]?.name ?? ownerNameOf(waiting),
    };
  }
  return Object.entries(kept)
    .filter(([owner, queue]) => owner !== userId && queue.count > 0)
    .map(([owner, queue]) => ({ userId: owner, ...queue }));
}

/** Tests: back to a fresh start (nothing followed, nothing kept open). */
export function stopDataLayer(): void {
  following?.();
  following = null;
  closeKept();
}

/**
 * Before a logout or sign-out: says how many records made offline it would drop, and lets the user
 * cancel (true: go on).
 */
export async function confirmDropOnLogout(): Promise<boolean> {
  const count = unsentCount();
  if (count === 0) return true;
  return showConfirm({
    title: i18n.t('data:unsent.title'),
    content: i18n.t('data:unsent.logout', { count }),
    confirmText: i18n.t('data:unsent.continueLogout'),
  });
}

/**
 * Before another user's sign-in is stored: says how many records made offline of whom it would drop,
 * and lets the user cancel (true: go on). Nothing to drop: nothing asked.
 */
export async function confirmDropOnSignIn(userId: string): Promise<boolean> {
  const others = await unsentOfOthers(userId);
  if (others.length === 0) return true;
  // Named as they signed in when the records were made (the session may be gone since: a 401).
  const stored = useSessionStore.getState().auth;
  const name = others
    .map((other) => other.name ?? (stored?.userId === other.userId ? stored.name : other.userId))
    .join('、');
  const count = others.reduce((sum, other) => sum + other.count, 0);
  return showConfirm({
    title: i18n.t('data:unsent.title'),
    content: i18n.t('data:unsent.otherUser', { count, name }),
    confirmText: i18n.t('data:unsent.continueSignIn'),
  });
}
