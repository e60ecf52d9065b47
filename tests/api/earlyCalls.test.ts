import { renderHook, waitFor } from '@testing-library/react';
import { clearEarlyCalls, EARLY_CALL_TTL_MS, startEarly, takeEarly } from '@/api/earlyCalls';
import { useRequest } from '@/api/useRequest';
import { useSessionStore } from '@/stores/session';

describe('reads started early by a route loader', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearEarlyCalls();
  });

  it('hands a started call to the first taker only, and starts it once', async () => {
    const call = vi.fn(async () => 'answer');
    startEarly('k', call);
    startEarly('k', call); // a second start while the first is waiting is the same call
    expect(call).toHaveBeenCalledTimes(1);
    await expect(takeEarly('k')).resolves.toBe('answer');
    expect(takeEarly('k')).toBeUndefined();
  });

  it('does not start a taken call again within its time (the cold start and the loader both start it)', async () => {
    vi.useFakeTimers();
    const call = vi.fn(async () => 'answer');
    startEarly('k', call);
    await expect(takeEarly('k')).resolves.toBe('answer');
    startEarly('k', call); // the route's loader, after the screen took the cold start's call
    expect(call).toHaveBeenCalledTimes(1);
    expect(takeEarly('k')).toBeUndefined(); // the screen asks itself on a later visit
    vi.advanceTimersByTime(EARLY_CALL_TTL_MS + 1);
    startEarly('k', call);
    expect(call).toHaveBeenCalledTimes(2);
    await expect(takeEarly('k')).resolves.toBe('answer');
  });

  it('forgets a call nobody took in time, and a call of another session', async () => {
    vi.useFakeTimers();
    startEarly('late', async () => 'stale');
    vi.advanceTimersByTime(EARLY_CALL_TTL_MS + 1);
    expect(takeEarly('late')).toBeUndefined();

    useSessionStore.setState({ token: 'first' });
    startEarly('mine', async () => 'first user');
    useSessionStore.setState({ token: 'second' });
    expect(takeEarly('mine')).toBeUndefined();
  });

  it('keeps a failure for the taker instead of an unhandled rejection', async () => {
    startEarly('failing', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0)); // an unhandled rejection would surface here
    await expect(takeEarly('failing')).rejects.toThrow('offline');
  });

  it('useRequest takes the started call on its first run and asks itself on a reload', async () => {
    startEarly('reads', async () => 'from the loader');
    const fetcher = vi.fn(async () => 'from the page');
    const { result } = renderHook(() => useRequest(fetcher, [], { early: 'reads' }));
    await waitFor(() => expect(result.current.data).toBe('from the loader'));
    expect(fetcher).not.toHaveBeenCalled();
    await result.current.reload();
    await waitFor(() => expect(result.current.data).toBe('from the page'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('useRequest asks itself when nothing was started', async () => {
    const fetcher = vi.fn(async () => 'from the page');
    const { result } = renderHook(() => useRequest(fetcher, [], { early: 'never started' }));
    await waitFor(() => expect(result.current.data).toBe('from the page'));
  });
});
