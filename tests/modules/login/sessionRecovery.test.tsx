import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { setFault } from '@mocks/node';
import { App } from '@/app/App';
import { routerOptions, routes } from '@/app/router';
import { useSessionStore } from '@/stores/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { signIn } from '../../support/app';

function startApp(path: string) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  render(<App router={router} />);
  return router;
}

describe('session on app start', () => {
  it('keeps a session the backend confirms', async () => {
    await signIn('pilot');
    const router = startApp('/me/setup');
    expect(await screen.findByRole('heading', { name: '当前账号' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/me/setup');
  });

  it('sends a stored auth entry without this tab\u2019s token to login when online, keeping the wanted page and the user', async () => {
    await signIn('pilot');
    sessionStorage.clear();
    useSessionStore.setState({ token: null, identifyCode: null });
    const router = startApp('/me/setup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fme%2Fsetup');
    // Signed out, not forgotten: the user's kept data waits for their next sign-in (docs/offline.md).
    expect(localStorage.getItem(STORAGE_KEYS.auth)).not.toBeNull();
  });

  it('logs out and goes to login when the backend no longer knows the session (401)', async () => {
    await signIn('cabin');
    setFault('/api/Default/GetAuth', 'http401');
    const router = startApp('/me/setup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
