import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useAddressFilters } from '@/shell/useAddressFilters';

const FILTERS = { day: '0', kind: '' };

function Filters() {
  const [filters, change] = useAddressFilters(FILTERS);
  return (
    <>
      <output>{`day ${filters.day} kind ${filters.kind}`}</output>
      <button type="button" onClick={() => change({ day: '2' })}>
        day after
      </button>
      <button type="button" onClick={() => change({ kind: 'judge' })}>
        true or false
      </button>
      <button type="button" onClick={() => change({ day: '0', kind: '' })}>
        clear
      </button>
    </>
  );
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Filters /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('filters kept in the address', () => {
  it('reads each filter from the address, its default where the address names none', () => {
    renderAt('/list?kind=single');
    expect(screen.getByRole('status')).toHaveTextContent('day 0 kind single');
  });

  it('replaces the address, leaves defaults out of it and keeps what the filters do not name', async () => {
    const router = renderAt('/list?doc=D7');
    const before = router.state.historyAction;
    await act(() => screen.getByRole('button', { name: 'day after' }).click());
    expect(router.state.location.search).toBe('?doc=D7&day=2');
    expect(screen.getByRole('status')).toHaveTextContent('day 2 kind');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(before).toBe('POP');
    await act(() => screen.getByRole('button', { name: 'clear' }).click());
    expect(router.state.location.search).toBe('?doc=D7');
  });

  it('keeps both of two choices made before the address has followed the first', async () => {
    const router = renderAt('/list');
    // Both taps in one go: the screen has not been drawn again with the first when the second comes.
    await act(() => {
      screen.getByRole('button', { name: 'day after' }).click();
      screen.getByRole('button', { name: 'true or false' }).click();
    });
    expect(router.state.location.search).toBe('?day=2&kind=judge');
    expect(screen.getByRole('status')).toHaveTextContent('day 2 kind judge');
  });
});
