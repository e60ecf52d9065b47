import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useMatches,
  useSearchParams,
} from 'react-router-dom';
import { AppLayout } from '@/app/AppLayout';
import { i18n } from '@/i18n';
import { useSessionStore } from '@/stores/session';
import { Page } from '@/shell/Page';

const slots = () => [...document.querySelectorAll<HTMLElement>('[data-transition]')];

function renderStage(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AppLayout />,
        children: [
          { path: 'list', element: <Page>the list</Page> },
          { path: 'detail', element: <Page>the detail</Page> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('page transitions on the stage', () => {
  const reducedMotion = window.matchMedia;
  const setMatchMedia = (value: typeof window.matchMedia) =>
    Object.defineProperty(window, 'matchMedia', { configurable: true, value });
  // These tests watch the slides, so this user does not ask for reduced motion.
  beforeEach(() => setMatchMedia((query) => ({ ...reducedMotion(query), matches: false })));
  afterEach(() => setMatchMedia(reducedMotion));

  it('slides the next screen in while the last one slides out, unusable, still showing its own page', async () => {
    const router = renderStage('/list');
    await screen.findByText('the list');
    expect(slots()).toHaveLength(1);
    expect(slots()[0]!.className).not.toMatch(/enter|exit/); // the first screen of a visit does not slide

    await act(() => router.navigate('/detail'));
    await screen.findByText('the detail');
    // The stacking comes from the transition's classes (z-index), not from the order on the stage.
    const leaving = slots().find((slot) => slot.hasAttribute('inert'));
    const entering = slots().find((slot) => !slot.hasAttribute('inert'));
    expect(slots()).toHaveLength(2);
    expect(leaving).toHaveAttribute('inert');
    expect(leaving).toHaveAttribute('aria-hidden', 'true');
    expect(leaving).toHaveTextContent('the list');
    expect(leaving!.className).toMatch(/forward-exit-active/);
    expect(entering).not.toHaveAttribute('inert');
    expect(entering!.className).toMatch(/forward-enter-active/);
    expect(entering).toHaveAttribute('data-transition', 'forward');

    await vi.waitFor(() => expect(slots()).toHaveLength(1));
    expect(slots()[0]).toHaveTextContent('the detail');
    expect(slots()[0]!.className).not.toMatch(/enter|exit/);
  });

  it('going back to a screen that is still sliding out shows it again, once', async () => {
    const errors = vi.spyOn(console, 'error');
    const router = renderStage('/list');
    await screen.findByText('the list');
    await act(() => router.navigate('/detail'));
    await act(() => router.navigate(-1)); // the same history entry (same key) while its screen still leaves
    await vi.waitFor(() => expect(slots()).toHaveLength(1));
    expect(slots()[0]).toHaveTextContent('the list');
    expect(slots()[0]).not.toHaveAttribute('inert');
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/same key/);
  });

  it('a leaving screen keeps the picture of its own address, and its page is gone at once', async () => {
    function Query() {
      const [params] = useSearchParams();
      return <Page>query {params.get('q')}</Page>;
    }
    const router = createMemoryRouter(
      [{ path: '/', element: <AppLayout />, children: [{ path: 'q', element: <Query /> }] }],
      { initialEntries: ['/q?q=first'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('query first');
    await act(() => router.navigate('/q?q=second'));
    await screen.findByText('query second');
    const leaving = slots().find((slot) => slot.hasAttribute('inert'));
    expect(leaving).toHaveTextContent('query first');
    await vi.waitFor(() => expect(slots()).toHaveLength(1));
  });

  it('keeps the screen through a replace within its path: the control used keeps the focus, the result starts at the top', async () => {
    function Filtered() {
      const [params, setParams] = useSearchParams();
      return (
        <Page>
          <button type="button" onClick={() => setParams({ day: 'tomorrow' }, { replace: true })}>
            tomorrow
          </button>
          flights of {params.get('day') ?? 'today'}
        </Page>
      );
    }
    const router = createMemoryRouter(
      [{ path: '/', element: <AppLayout />, children: [{ path: 'list', element: <Filtered /> }] }],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    const button = await screen.findByRole('button', { name: 'tomorrow' });
    const scroller = button.closest('main')!;
    scroller.scrollTop = 480;
    button.focus();
    await act(() => button.click());
    await screen.findByText(/flights of tomorrow/);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(slots()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'tomorrow' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(scroller.scrollTop).toBe(0);
    // A step to the same path that is not a replace is another screen, as before.
    await act(() => router.navigate('/list?day=after'));
    await screen.findByText(/flights of after/);
    expect(screen.getByRole('button', { name: 'tomorrow' })).not.toBe(button);
  });

  /** A list whose route keeps it for the way back (lib/paths `keptLists`), with state of its own. */
  function KeptList() {
    const [taps, setTaps] = useState(0);
    const matches = useMatches();
    return (
      <Page>
        <button type="button" onClick={() => setTaps(taps + 1)}>
          tapped {taps}
        </button>
        <p>
          at {useLocation().pathname}, route {matches[matches.length - 1]?.pathname}
        </p>
      </Page>
    );
  }
  function renderKeptStage() {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <AppLayout />,
          children: [
            { path: 'list', element: <KeptList />, handle: { keptForBack: true } },
            { path: 'detail', element: <Page>the detail</Page> },
            { path: 'other', element: <Page>another screen</Page> },
          ],
        },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('keeps a list left by a step forward, hidden with its own address, and shows that same screen on the way back', async () => {
    const router = renderKeptStage();
    await userEvent.click(await screen.findByRole('button', { name: 'tapped 0' }));
    const list = screen.getByRole('button', { name: 'tapped 1' }).closest('main')!;
    list.scrollTop = 640;

    await act(() => router.navigate('/detail'));
    await screen.findByText('the detail');
    // The list slides out itself, then stays on the stage, skipped and out of reach.
    await vi.waitFor(() => expect(slots().find((slot) => /kept/.test(slot.className))).toBeDefined());
    const kept = slots().find((slot) => /kept/.test(slot.className))!;
    expect(slots()).toHaveLength(2);
    expect(kept).toHaveAttribute('inert');
    expect(kept).toHaveAttribute('aria-hidden', 'true');
    // It renders with the address and route it had, not the next screen's.
    expect(kept).toHaveTextContent('at /list, route /list');

    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(slots()).toHaveLength(1));
    // The same screen, not one built anew: its state, its rows and its place are as the user left them.
    expect(screen.getByRole('button', { name: 'tapped 1' }).closest('main')).toBe(list);
    expect(list.scrollTop).toBe(640);
    expect(slots()[0]!.className).not.toMatch(/kept/);
    expect(slots()[0]).not.toHaveAttribute('inert');
  });

  it('gives the focus back to what had it in the list (the row opened) when the list is shown again', async () => {
    const router = renderKeptStage();
    const row = await screen.findByRole('button', { name: 'tapped 0' });
    row.focus();
    await act(() => router.navigate('/detail'));
    await screen.findByText('the detail');
    // A browser takes the focus from a screen made inert; jsdom does not, so the test does it.
    act(() => row.blur());
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate(-1));
    // Once the list has slid in.
    await vi.waitFor(() => expect(document.activeElement).toBe(row));
  });

  it('gives a new screen the focus the last one lost, on its title, unless the screen placed it itself', async () => {
    function Form() {
      return (
        <Page header={{ title: 'a form' }}>
          <input aria-label="first field" ref={(field) => field?.focus()} />
        </Page>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <AppLayout />,
          children: [
            { path: 'list', element: <Page header={{ title: 'the list' }}>rows</Page> },
            { path: 'detail', element: <Page header={{ title: 'the detail' }}>a row</Page> },
            { path: 'form', element: <Form /> },
          ],
        },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('rows');
    // The first screen of a visit: the focus is the browser's.
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/detail'));
    const title = await screen.findByRole('heading', { level: 1, name: 'the detail' });
    // Once the screen has slid in (its classes of the slide are gone then).
    await vi.waitFor(() => expect(document.activeElement).toBe(title));

    await act(() => router.navigate('/form'));
    const field = await screen.findByRole('textbox', { name: 'first field' });
    const slid = () => slots().find((slot) => slot.contains(field))!.className;
    await vi.waitFor(() => expect(slid()).not.toMatch(/enter/));
    expect(field).toHaveFocus();
  });

  it('names the screen shown in the document title, in the chosen language', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <AppLayout />,
          children: [
            {
              path: 'home',
              element: <Page>home</Page>,
              handle: { ns: 'common', titleKey: 'nav.home', access: 'crew', keptForBack: false },
            },
            {
              path: 'flights',
              element: <Page>flights</Page>,
              handle: { ns: 'common', titleKey: 'nav.dynamics', access: 'crew', keptForBack: false },
            },
          ],
        },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('home');
    expect(document.title).toBe('首页 · 机组助手');
    await act(() => router.navigate('/flights'));
    await screen.findByText('flights');
    expect(document.title).toBe('航班动态 · 机组助手');
    await act(() => i18n.changeLanguage('en-us'));
    expect(document.title).toBe('Flights · Crew Assistant');
  });

  it('builds anew a screen whose route does not keep it, and lets a kept list go once the way back no longer leads to it', async () => {
    const router = renderKeptStage();
    await userEvent.click(await screen.findByRole('button', { name: 'tapped 0' }));
    // Not a step forward from the list (a replace): nothing is kept.
    await act(() => router.navigate('/other', { replace: true }));
    await screen.findByText('another screen');
    await vi.waitFor(() => expect(slots()).toHaveLength(1));

    await act(() => router.navigate('/list'));
    await userEvent.click(await screen.findByRole('button', { name: 'tapped 0' }));
    await act(() => router.navigate('/detail'));
    await vi.waitFor(() => expect(slots()).toHaveLength(2));
    // The detail is not kept: from it, another screen replaces it and it leaves the stage.
    await act(() => router.navigate('/other'));
    await screen.findByText('another screen');
    await vi.waitFor(() => expect(slots()).toHaveLength(2));
    expect(screen.queryByText('the detail')).toBeNull();
    // Back to the list's entry in one move: the list kept is shown; the entries after it are gone.
    await act(() => router.navigate(-2));
    await vi.waitFor(() => expect(slots()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'tapped 1' })).toBeInTheDocument();
    // Kept again by a step forward, it is let go by a move back past its entry.
    await act(() => router.navigate('/detail'));
    await vi.waitFor(() => expect(slots().some((slot) => /kept/.test(slot.className))).toBe(true));
    await act(() => router.navigate(-2));
    await screen.findByText('another screen');
    await vi.waitFor(() => expect(slots()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /tapped/ })).toBeNull();
  });

  it('lets every kept list go when the session ends or another begins', async () => {
    useSessionStore.setState({ token: 'the first session' });
    const router = renderKeptStage();
    await userEvent.click(await screen.findByRole('button', { name: 'tapped 0' }));
    await act(() => router.navigate('/detail'));
    await vi.waitFor(() => expect(slots().some((slot) => /kept/.test(slot.className))).toBe(true));
    act(() => useSessionStore.setState({ token: null }));
    await vi.waitFor(() => expect(slots()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /tapped/, hidden: true })).toBeNull();
  });

  it('swaps at once for a user who prefers reduced motion', async () => {
    setMatchMedia(reducedMotion);
    const router = renderStage('/list');
    await screen.findByText('the list');
    await act(() => router.navigate('/detail'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(slots()).toHaveLength(1);
    expect(slots()[0]).toHaveTextContent('the detail');
  });
});
