import { useSessionStore } from '@/stores/session';

/**
 * What a 401 means for navigation is the app's to decide (back to login, keeping where the user was);
 * the client only reports it. Apart from the client so the start-up bundle can set the handler without
 * loading the client itself: the client comes with the first screen that calls.
 */
let unauthorizedHandler: (() => void) | null = null;
/** The token of a session a 401 ended before the app had set its handler (a cold start's first reads). */
let unhandledUnauthorized: string | null = null;

export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
  const missed = unhandledUnauthorized;
  unhandledUnauthorized = null;
  if (handler && missed !== null && useSessionStore.getState().token === missed) handler();
}

/** A call made with `token` was answered 401. Only the session that made it ends. */
export function reportUnauthorized(token: string | null): void {
  // A late 401 of a call sent under an earlier session's token (or before signing in) must not sign out
  // the session the user has just started.
  if (useSessionStore.getState().token !== token) return;
  if (unauthorizedHandler) unauthorizedHandler();
  else unhandledUnauthorized = token;
}
