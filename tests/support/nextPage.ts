/**
 * For the paged lists' tests that a screen is not drawn again while its next page is on its way: a read
 * whose first page answers at once and whose second waits for the test, and the wait itself.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A page read (`queryFn`) answering page 1 at once and page 2 when the test calls `arrive`. */
export function secondPageHeld<P>(pageOf: (pageIndex: number) => P) {
  let answer: (page: P) => void = () => undefined;
  const read = vi.fn(({ pageParam }: { pageParam: number }) =>
    pageParam === 1 ? Promise.resolve(pageOf(1)) : new Promise<P>((resolve) => (answer = resolve)),
  );
  return { read, arrive: () => act(() => answer(pageOf(2))) };
}

/**
 * Taps "load more" and waits until TanStack Query's notice of the fetch (batched to the next task) has
 * gone out; the second page is still on its way after.
 */
export async function askForNextPage(read: ReturnType<typeof vi.fn>): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
  expect(read).toHaveBeenCalledTimes(2);
  await act(() => new Promise((done) => setTimeout(done, 20)));
}
