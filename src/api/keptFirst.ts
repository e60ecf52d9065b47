/**
 * A repeat visit's first screen, drawn from the answers kept on the phone (lib/keptReads) while the
 * fresh ones come (docs/offline.md, "A repeat visit draws what it kept first").
 *
 * On such a start (index.html's page-load script decides it: the service worker answered the page, see
 * api/pageReads `startKeptFirst`) each `useRequest` run of the first screen makes a kept pass before its
 * fresh one: its fetcher runs with a signal that has the client answer every read from the kept copy
 * instead of the network (`keptPassSignal`), so the module's own transforms apply to a kept answer as
 * to a fresh one. The screen says the data is of HH:mm and being updated.
 *
 * Reads that would go to the network wait until the kept passes have been drawn (the gate), at most
 * KEPT_FIRST_MAX_MS after the app's code started: on a phone the connection to the backend, which the
 * page opens meanwhile, is not ready much sooner, and the screen is on the phone at once instead of one
 * connection and one round trip later.
 */
import { keptFirstStarted } from './pageReads';

/** The longest the network waits for the kept first screen (a slow phone, a kept pass that hangs). */
export const KEPT_FIRST_MAX_MS = 1000;

interface KeptPass {
  /** Reads answered from the kept copy. */
  hits: number;
  /** Reads with no kept copy (or not reads at all): the pass's result is not shown. */
  misses: number;
}

const passes = new WeakMap<AbortSignal, KeptPass>();

let open = true;
let release: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();
let pending = 0;
/** Which phase a hold belongs to: a hold of an earlier one (tests begin several) never opens this one. */
let phase = 0;
let cap: ReturnType<typeof setTimeout> | undefined;

function openGate(): void {
  if (open) return;
  open = true;
  clearTimeout(cap);
  release();
}

/** Begins the kept-first phase (at start-up when the page-load script chose it; tests directly). */
export function beginKeptFirst(maxMs = KEPT_FIRST_MAX_MS): void {
  clearTimeout(cap);
  open = false;
  pending = 0;
  phase += 1;
  gate = new Promise<void>((resolve) => (release = resolve));
  cap = setTimeout(openGate, maxMs);
}

/** Ends the phase now: the reads held go (tests; a sign-out). */
export function endKeptFirst(): void {
  openGate();
}

/** Whether a read started now makes a kept pass first. */
export function inKeptFirstPhase(): boolean {
  return !open;
}

/** What a network read waits for during the phase; undefined once it is over. */
export function networkGate(): Promise<void> | undefined {
  return open ? undefined : gate;
}

const nextFrame = (then: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(then) : setTimeout(then, 16);

/**
 * A kept pass begins: the network waits until `done` is called (the kept answer is committed, or
 * there is none). When no pass is left the gate opens after the next frame has been painted, with one
 * more frame for the screens a drawn pass mounts (a list's cards, each with its own read).
 */
export function holdNetwork(): () => void {
  pending += 1;
  const mine = phase;
  let finished = false;
  return () => {
    if (finished || mine !== phase) return;
    finished = true;
    pending -= 1;
    if (pending === 0) nextFrame(() => nextFrame(() => pending === 0 && mine === phase && openGate()));
  };
}

/** A signal for a kept pass, aborted with the run's own. */
export function keptPassSignal(signal: AbortSignal): AbortSignal {
  const controller = new AbortController();
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', () => controller.abort(), { once: true });
  passes.set(controller.signal, { hits: 0, misses: 0 });
  return controller.signal;
}

/** The kept pass a call belongs to, if its signal is one (the client answers it from the kept copy). */
export function keptPassOf(signal: AbortSignal | undefined): KeptPass | undefined {
  return signal ? passes.get(signal) : undefined;
}

/** Whether every read of the pass was answered from the kept copy (and there was at least one). */
export function keptPassComplete(signal: AbortSignal): boolean {
  const pass = passes.get(signal);
  return pass !== undefined && pass.hits > 0 && pass.misses === 0;
}

if (typeof window !== 'undefined' && keptFirstStarted()) beginKeptFirst();
