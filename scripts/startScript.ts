/**
 * What index.html's inline scripts (the first screen's preloads, vite.config.ts; the login frame,
 * scripts/loginFrame.ts) both decide before the app's code has arrived: the address's path and whether
 * a session is stored. One source for both, so that they cannot come to different answers. The storage
 * key is the app's own (src/lib/storage.ts, which has no imports and no side effects to run here).
 */
import { STORAGE_KEYS } from '../src/lib/storage';

/** A string as a JavaScript literal that is safe inside an inline <script> (no `</script>` in it). */
export const jsString = (text: string): string => JSON.stringify(text).replace(/</g, '\\u003c');

/**
 * JavaScript source to put at the top of an inline script's function. It declares `path` (the address's
 * path in lower case, without a trailing slash; '/' for the root, as the route table matches it) and
 * `signedIn` (an auth entry is stored; unreadable storage counts as none, as the app reads it).
 */
export function startPrelude(): string {
  return [
    "var path=location.pathname.toLowerCase().replace(/\\/+$/,'')||'/',signedIn=false;",
    `try{signedIn=!!localStorage.getItem(${jsString(STORAGE_KEYS.auth)})}catch(e){}`,
  ].join('');
}
