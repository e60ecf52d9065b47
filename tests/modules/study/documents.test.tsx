/**
 * Back goes where the user came from (issue #26, item 6): the phone's back button while a document is
 * open closes it and stays on the document list; the next back leaves the list.
 */
import { describe, expect, it, vi } from 'vitest';

// Screens driven end to end on a shared machine: more than the default 15 s each.
vi.setConfig({ testTimeout: 40_000 });
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn } from '../../support/app';

// jsdom cannot run pdf.js: the loader answers a one-page document; the page and the viewer are real.
vi.mock('@/components/DocumentViewer/pdf', () => ({
  openDocument: () => ({
    promise: Promise.resolve({
      numPages: 1,
      getPage: () =>
        Promise.resolve({
          getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
          render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
        }),
      destroy: () => Promise.resolve(),
    }),
  }),
}));

const WAIT = { timeout: 8000 };

describe('a document opened from a list', () => {
  it('closes with the back button and leaves the user on the list; closing it goes back the same way', async () => {
    await signIn('pilot');
    const u = userEvent.setup();
    const { router } = renderApp('/study');
    await u.click(await screen.findByRole('link', { name: /^公共文件/ }, WAIT));
    const list = await screen.findByRole('list', { name: /^公共文件，共/ }, WAIT);
    await u.click(within(list).getAllByRole('button')[0]!);
    expect(await screen.findByRole('dialog', {}, WAIT)).toBeInTheDocument();

    // The phone's back button.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(router.state.location.pathname).toBe('/study/publicDocument');
    expect(await screen.findByRole('list', { name: /^公共文件，共/ }, WAIT)).toBeInTheDocument();

    // Opened again and closed with its own button: the next back leaves the list for the study home.
    await u.click(within(screen.getByRole('list', { name: /^公共文件，共/ })).getAllByRole('button')[0]!);
    await u.click(await screen.findByRole('button', { name: '关闭文件' }, WAIT));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/study'), WAIT);
  });
});
