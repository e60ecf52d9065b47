import { redirect, type LoaderFunction } from 'react-router-dom';
import { i18n } from '@/i18n';
import type { Auth } from '@/api/schema/auth';
import { isPilot, useSessionStore } from '@/stores/session';
import { showToast } from '@/stores/feedback';
import { accessOf, moduleOf, paths, type Access } from '@/lib/paths';

/** Whether a signed-in user of this crew type may open a screen of this access. */
export function mayOpen(access: Access, auth: Auth | null | undefined): boolean {
  if (access === 'cabin') return !isPilot(auth);
  if (access === 'pilot') return isPilot(auth);
  return true;
}

/** For entries, tiles and buttons: whether the signed-in user may open the screen a link leads to. */
export function useMayOpen(): (to: string) => boolean {
  const auth = useSessionStore((s) => s.auth);
  return (to: string) => mayOpen(accessOf(to), auth);
}

/**
 * Screens of one crew type check it before anything of theirs loads. Cabin-only screens (VIP guests,
 * special service, rank and security messages) send pilots back to prepare; pilot-only screens
 * (simulator schedule, PF/PM, QAR events) send cabin crew to the home of their module.
 */
export function requireAccess(access: 'cabin' | 'pilot'): LoaderFunction {
  return ({ request }) => {
    if (mayOpen(access, useSessionStore.getState().auth)) return null;
    showToast(i18n.t(access === 'cabin' ? 'cabinOnly' : 'pilotOnly'));
    throw redirect(access === 'cabin' ? paths.prepare.entry : `/${moduleOf(new URL(request.url).pathname)}`);
  };
}

/** §2: going to /prepare sends pilots (F) to /prepare/task and others to /prepare/status. */
export const prepareEntry: LoaderFunction = () => {
  throw redirect(isPilot(useSessionStore.getState().auth) ? paths.prepare.task : paths.prepare.status);
};
