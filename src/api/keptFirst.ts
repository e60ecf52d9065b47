/**
 * A repeat visit's first screen, drawn from the answers kept on the phone (lib/keptReads) while the
 * fresh ones come (docs/offline.md, "A repeat visit draws what it kept first").
 *
 * On such a start (index.html's page-load script decides it: the service worker answered the page, see
 * api/pageReads `startKeptFirst`) each `useRequest` run of the first screen makes a kept pass before its
 * fresh one (api/keptPass): its fetcher runs with a signal that has the client answer every read from
 * the kept copy instead of the network, so the module's own transforms apply to a kept answer as to a
 * fresh one. The screen says the data is of HH:mm and being updated.
 *
 * Reads that would go to the network wait until the kept passes have been drawn (the gate), at most
 * KEPT_FIRST_MAX_MS after the app's code started: on a phone the connection to the backend, which the
 * page opens meanwhile, is not ready much sooner, and the screen is on the phone at once instead of one
 * connection and one round trip later. This part is what the client needs at start-up; the passes'
 * own code loads with the screens (api/keptPass).
 */
import { keptFirstStarted } from './pageReads';

/** The longest the network waits for the kept first screen (a slow phone, a kept pass that hangs). */
export const KEPT_FIRST_MAX_MS = 1000;

export interface KeptPass {
  /** Reads answered from the kept copy. */
  hits: number;
  /** Reads with no kept copy (or not reads at all): the pass's result is not shown. */
  misses: number;
}

/** The signals of kept passes (api/keptPass), by which the client knows a call is one. */
export const keptPasses = new WeakMap<AbortSignal, KeptPass>();

let open = true;
let release: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();
/** Which phase it is: a hold of an earlier one (tests begin several) never opens this one. */
let phase = 0;
let cap: ReturnType<typeof setTimeout> | undefined;

/** Ends the phase `of` (the current one by default): the reads held go. */
export function endKeptFirst(of = phase): void {
  if (open || of !== phase) return;
  open = true;
  clearTimeout(cap);
  release();
}

/** Begins the kept-first phase (at start-up when the page-load script chose it; tests directly). */
export function beginKeptFirst(maxMs = KEPT_FIRST_MAX_MS): void {
  clearTimeout(cap);
  open = false;
  phase += 1;
  gate = new Promise<void>((resolve) => (release = resolve));
  cap = setTimeout(endKeptFirst, maxMs);
}

/** Whether a read started now makes a kept pass first. */
export const inKeptFirstPhase = (): boolean => !open;

/** The phase now (api/keptPass counts its holds per phase). */
export const keptFirstPhase = (): number => phase;

/** What a network read waits for during the phase; undefined once it is over. */
export const networkGate = (): Promise<void> | undefined => (open ? undefined : gate);

/** The kept pass a call belongs to, if its signal is one (the client answers it from the kept copy). */
export const keptPassOf = (signal: AbortSignal | undefined): KeptPass | undefined =>
  signal ? keptPasses.get(signal) : undefined;

if (typeof window !== 'undefined' && keptFirstStarted()) beginKeptFirst();
