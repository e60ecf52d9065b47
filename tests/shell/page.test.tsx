import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router-dom';
import { Page } from '@/shell/Page';
import { useUiStore } from '@/stores/ui';
import { AppLayout } from '@/app/AppLayout';

function renderAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('header bar (§2)', () => {
  it('back goes back in history, home goes to /, more does nothing', async () => {
    const router = renderAt(
      [
        { path: '/', element: <Page header={{ title: '首页' }}>home</Page> },
        {
          path: '/a',
          element: (
            <Page header={{ title: 'A' }}>
              <Link to="/b">to b</Link>
            </Page>
          ),
        },
        {
          path: '/b',
          element: <Page header={{ title: '乙', left: ['back'], right: ['more', 'home'] }}>b</Page>,
        },
      ],
      '/a',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'to b' }));
    expect(await screen.findByRole('heading', { name: '乙' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '更多' }));
    expect(router.state.location.pathname).toBe('/b');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    await userEvent.click(await screen.findByRole('link', { name: 'to b' }));
    await userEvent.click(await screen.findByRole('button', { name: '首页' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("back on a tab's first screen (opened by its address) goes home instead of leaving the app", async () => {
    const router = renderAt(
      [
        { path: '/', element: <Page header={{ title: '首页' }}>home</Page> },
        { path: '/b', element: <Page header={{ title: '乙', left: ['back'] }}>b</Page> },
      ],
      '/b',
    );
    await userEvent.click(await screen.findByRole('button', { name: '返回' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
  });

  it('takes a custom button list and a title renderer', async () => {
    const onClick = vi.fn();
    renderAt(
      [
        {
          path: '/',
          element: (
            <Page
              header={{
                title: () => <span>自定义标题</span>,
                right: [{ key: 'save', label: '保存', text: true, onClick }],
              }}
            >
              x
            </Page>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: '自定义标题' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is hidden when the page gives no header', async () => {
    renderAt([{ path: '/', element: <Page>bare</Page> }], '/');
    expect(await screen.findByText('bare')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('footer bar (§2)', () => {
  it('shows only where the page defines one, and highlights the current path', async () => {
    renderAt(
      [
        { path: '/dynamics', element: <Page footer>list</Page> },
        { path: '/me/setup', element: <Page>no footer</Page> },
      ],
      '/dynamics',
    );
    const current = await screen.findByRole('link', { name: '航班动态' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '我的' })).not.toHaveAttribute('aria-current');
  });

  it('highlights the item a page names', async () => {
    renderAt([{ path: '/me/license', element: <Page footer="/me">licences</Page> }], '/me/license');
    expect(await screen.findByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  });

  it('is absent when the page defines none', async () => {
    renderAt([{ path: '/', element: <Page>nothing</Page> }], '/');
    await screen.findByText('nothing');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('page life', () => {
  it('hides the loading indicator when a page is created', async () => {
    useUiStore.setState({ loadingCount: 2 });
    renderAt([{ path: '/', element: <Page>fresh</Page> }], '/');
    await screen.findByText('fresh');
    expect(useUiStore.getState().loadingCount).toBe(0);
  });

  it('saves the scroll position on leaving and restores it when the page is shown again', async () => {
    const router = renderAt(
      [
        {
          path: '/',
          element: <AppLayout />,
          children: [
            { path: 'list', element: <Page>long list</Page> },
            { path: 'detail', element: <Page>detail</Page> },
          ],
        },
      ],
      '/list',
    );
    const scroller = (await screen.findByText('long list')).closest('main')!;
    scroller.scrollTop = 640;
    await act(() => router.navigate('/detail'));
    await screen.findByText('detail');
    await vi.waitFor(() => expect(screen.queryByText('long list')).toBeNull());
    await act(() => router.navigate(-1));
    const restored = (await screen.findByText('long list')).closest('main')!;
    expect(restored).not.toBe(scroller); // a new page element, not the old one kept alive
    await vi.waitFor(() => expect(restored.scrollTop).toBe(640));
  });
});
