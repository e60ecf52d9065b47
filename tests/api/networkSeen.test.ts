import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import { networkSeen, queryClient } from '@/api/queryClient';

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

  it('a look of its own leaves a failed read with nothing to show on its error; a call that then reaches the network, or the browser’s "online", asks it again', async () => {
    vi.useFakeTimers();
    queryClient.mount();
    let asked = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['/look/again/failing'],
      queryFn: () => {
        asked += 1;
        return Promise.reject(new Error('no network'));
      },
    });
    const stop = observer.subscribe(() => undefined);
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(observer.getCurrentResult().status).toBe('error');
      networkSeen(false);

      // The app looks again: the screen keeps its error and its retry (asked again, it would show loading).
      await vi.advanceTimersByTimeAsync(5_100);
      expect(onlineManager.isOnline()).toBe(true);
      expect(asked).toBe(1);
      expect(observer.getCurrentResult().status).toBe('error');

      // Another call reaches the network after that look: the read is asked again.
      networkSeen(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(asked).toBe(2);

      // The browser saw the network go and come back: the read is asked again.
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(asked).toBe(3);
    } finally {
      stop();
      queryClient.unmount();
      queryClient.removeQueries({ queryKey: ['/look/again/failing'] });
    }
  });
});
