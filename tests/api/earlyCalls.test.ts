import { renderHook, waitFor } from '@testing-library/react';
import { clearEarlyCalls, EARLY_CALL_TTL_MS, startEarly, takeEarly } from '@/api/earlyCalls';
import { useRequest } from '@/api/useRequest';
import { useSessionStore } from '@/stores/session';

/** The screen's own read, for a key nothing was started under. */
const own = () => Promise.resolve('asked by the screen');

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
    await expect(takeEarly('k', own)).resolves.toBe('answer');
    await expect(takeEarly('k', own)).resolves.toBe('asked by the screen');
  });

  it('does not start a taken call again within its time (the cold start and the loader both start it)', async () => {
    vi.useFakeTimers();
    const call = vi.fn(async () => 'answer');
    startEarly('k', call);
    await expect(takeEarly('k', own)).resolves.toBe('answer');
    startEarly('k', call); // the route's loader, after the screen took the cold start's call
    expect(call).toHaveBeenCalledTimes(1);
    await expect(takeEarly('k', own)).resolves.toBe('asked by the screen'); // a later visit asks itself
    vi.advanceTimersByTime(EARLY_CALL_TTL_MS + 1);
    startEarly('k', call);
    expect(call).toHaveBeenCalledTimes(2);
    await expect(takeEarly('k', own)).resolves.toBe('answer');
  });

  it('forgets a call nobody took in time, and a call of another session', async () => {
    vi.useFakeTimers();
    startEarly('late', async () => 'stale');
    vi.advanceTimersByTime(EARLY_CALL_TTL_MS + 1);
    await expect(takeEarly('late', own)).resolves.toBe('asked by the screen');

    useSessionStore.setState({ token: 'first' });
    startEarly('mine', async () => 'first user');
    useSessionStore.setState({ token: 'second' });
    await expect(takeEarly('mine', own)).resolves.toBe('asked by the screen');
  });

  it('does not send a read again when the loader starts it after the screen has asked', async () => {
    vi.useFakeTimers();
    const screen = vi.fn(own);
    const loader = vi.fn(async () => 'from the loader');
    await expect(takeEarly('list', screen)).resolves.toBe('asked by the screen');
    startEarly('list', loader); // the route's loader, whose code came after the screen's
    expect(loader).not.toHaveBeenCalled();
    vi.advanceTimersByTime(EARLY_CALL_TTL_MS + 1);
    startEarly('list', loader); // a later visit's loader
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure for the taker instead of an unhandled rejection', async () => {
    startEarly('failing', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0)); // an unhandled rejection would surface here
    await expect(takeEarly('failing', own)).rejects.toThrow('offline');
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
