/**
 * The first screens' reads (api/firstReads.ts), sent by index.html's page-load script while the app's
 * code is still on its way (src/api/pageLoadReads.ts, inlined by scripts/pageReads.ts) and taken by the
 * client instead of asking again. On a phone's network that is one round trip less before a module home
 * has its data, and the reads no longer wait for the client's code (axios among it) to arrive and run.
 */
import type { ReadRequest } from './firstReads';
import { resolveUrl } from './url';

/** One key per request: method, path and body (the key the client keeps a read's answer under, too). */
export function readKey(method: string, path: string, body: unknown): string {
  return `${method} ${path} ${JSON.stringify(body ?? {})}`;
}

/** A read the page-load script sent: its status and body text, or null when it failed on the network. */
export interface PageRead {
  status: number;
  text: string;
}

interface SentReads {
  /** The session token the reads went with. */
  token: string;
  /** When they were sent (Date.now()). */
  at: number;
  reads: Record<string, Promise<PageRead | null>>;
}

/** Where the page-load script leaves its reads for the client. */
const SENT = '__crewPageReads';
/** Set by the page-load script on a repeat visit: the first screen is drawn from kept answers first. */
const KEPT_FIRST = '__crewKeptFirst';
type WithSent = typeof globalThis & { [SENT]?: SentReads; [KEPT_FIRST]?: boolean };

/**
 * A read the client has not taken within this time is asked for again: on a slow network the app's
 * code can take many seconds to arrive, and an answer that old is still what the page load saw.
 */
export const PAGE_READ_TTL_MS = 30_000;

/** The page-load script's part: sends the reads with the session's token. */
export function sendPageReads(requests: ReadRequest[], token: string): void {
  const reads: SentReads['reads'] = {};
  for (const request of requests) {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (request.method === 'POST') headers['Content-Type'] = 'application/json';
    reads[readKey(request.method, request.path, request.body)] = fetch(resolveUrl(request.path), {
      method: request.method,
      headers,
      body: request.method === 'POST' ? JSON.stringify(request.body) : undefined,
      credentials: 'include',
    }).then(
      async (response) => ({ status: response.status, text: await response.text() }),
      () => null,
    );
  }
  (globalThis as WithSent)[SENT] = { token, at: Date.now(), reads };
}

/**
 * The page-load script's part on a repeat visit (the service worker answers the page, and the answers
 * this user saw are kept on the phone): no reads leave with the page. The first screen is drawn from
 * the kept answers, and the fresh reads leave once it has (api/keptFirst.ts); meanwhile the connection
 * to the backend is opened, which on a phone's network takes about as long as that drawing does.
 */
export function startKeptFirst(): void {
  (globalThis as WithSent)[KEPT_FIRST] = true;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = new URL(resolveUrl('/'), location.href).origin;
  document.head.appendChild(link);
}

/** Whether the page-load script chose a kept-first start (read once by api/keptFirst.ts). */
export function keptFirstStarted(): boolean {
  return (globalThis as WithSent)[KEPT_FIRST] === true;
}

/**
 * The client's part: the answer the page-load script got for this read, once, if it was sent with
 * the same session's token not long ago; undefined when there is none to take.
 */
export function takePageRead(key: string, token: string | null): Promise<PageRead | null> | undefined {
  const sent = (globalThis as WithSent)[SENT];
  const read = sent?.reads[key];
  if (!sent || !read) return undefined;
  delete sent.reads[key];
  if (sent.token !== token || Date.now() - sent.at > PAGE_READ_TTL_MS) return undefined;
  return read;
}
