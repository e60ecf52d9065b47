/**
 * The kept passes of a repeat visit's first screen (api/keptFirst): a signal that has the client answer
 * from the kept copy, whether a pass was kept whole, and the holds that keep the network waiting until
 * the passes are drawn. Loaded with the screens that make them, not at start-up.
 */
import { endKeptFirst, keptFirstPhase, keptPasses } from './keptFirst';

let pending = 0;
let pendingPhase = -1;

const nextFrame = (then: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(then) : setTimeout(then, 16);

/**
 * A kept pass begins: the network waits until `done` is called (the kept answer is committed, or
 * there is none). When no pass is left the gate opens after the next frame has been painted, with one
 * more frame for the screens a drawn pass mounts (a list's cards, each with its own read).
 */
export function holdNetwork(): () => void {
  const phase = keptFirstPhase();
  if (pendingPhase !== phase) {
    pendingPhase = phase;
    pending = 0;
  }
  pending += 1;
  let finished = false;
  return () => {
    if (finished || pendingPhase !== phase) return;
    finished = true;
    pending -= 1;
    if (pending === 0) nextFrame(() => nextFrame(() => pending === 0 && endKeptFirst(phase)));
  };
}

/** A signal for a kept pass, aborted with the run's own. */
export function keptPassSignal(signal: AbortSignal): AbortSignal {
  const controller = new AbortController();
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', () => controller.abort(), { once: true });
  keptPasses.set(controller.signal, { hits: 0, misses: 0 });
  return controller.signal;
}

/**
 * Runs `fetch` as a kept pass of the run whose signal is `signal`: its result when every read in it was
 * kept, else undefined. The one way screens and hooks make a pass (useRequest, the unread count).
 */
export async function runKeptPass<T>(
  fetch: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
): Promise<{ value: T } | undefined> {
  const pass = keptPassSignal(signal);
  try {
    const value = await fetch(pass);
    return keptPassComplete(pass) ? { value } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether every read of the pass was answered from the kept copy (and there was at least one). */
export function keptPassComplete(signal: AbortSignal): boolean {
  const pass = keptPasses.get(signal);
  return pass !== undefined && pass.hits > 0 && pass.misses === 0;
}
