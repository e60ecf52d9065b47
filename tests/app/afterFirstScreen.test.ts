import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countCall } from '@/api/callCount';
import { afterFirstScreen, LATEST_MS, QUIET_MS } from '@/app/afterFirstScreen';

describe('afterFirstScreen: background work waits for the first screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs once the backend has been quiet for QUIET_MS after load', () => {
    const work = vi.fn();
    afterFirstScreen(work);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers(); // the idle moment
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("waits while the first screen's reads are on their way, and counts the quiet time from the last", () => {
    const work = vi.fn();
    afterFirstScreen(work);
    vi.advanceTimersByTime(QUIET_MS / 2);
    countCall(1); // the screen's reads leave after load
    countCall(1);
    vi.advanceTimersByTime(QUIET_MS * 2);
    countCall(-1);
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(work).not.toHaveBeenCalled();
    countCall(-1);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
    // Later calls start nothing again.
    countCall(1);
    countCall(-1);
    vi.advanceTimersByTime(LATEST_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not wait for ever behind a call that never ends', () => {
    const work = vi.fn();
    afterFirstScreen(work);
    countCall(1);
    vi.advanceTimersByTime(LATEST_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
    countCall(-1);
  });

  it('starts counting only at the load event', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const work = vi.fn();
    afterFirstScreen(work);
    vi.advanceTimersByTime(LATEST_MS * 2);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(QUIET_MS);
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
