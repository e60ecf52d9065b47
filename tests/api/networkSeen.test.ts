import { onlineManager } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import { networkSeen } from '@/api/queryClient';

afterEach(() => {
  networkSeen(true);
  vi.useRealTimers();
});

/**
 * Marked offline by failed calls while the browser says online, the app looks again by itself after
 * 5 s (then 10, 20, 30 s): no "online" event comes for a network the browser never saw go.
 */
describe('the network seen by the calls (networkSeen)', () => {
  it('looks again 5 s after reads failed together, however many failed', async () => {
    vi.useFakeTimers();
    for (let i = 0; i < 6; i += 1) networkSeen(false);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(onlineManager.isOnline()).toBe(true);

    // The look found no network again: the next one waits longer.
    networkSeen(false);
    await vi.advanceTimersByTimeAsync(9_900);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(onlineManager.isOnline()).toBe(true);

    // An answer starts the steps again.
    networkSeen(true);
    networkSeen(false);
    await vi.advanceTimersByTimeAsync(5_100);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
