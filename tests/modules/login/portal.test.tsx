/**
 * Signing in through the company's portal (§7 ValiSsoToken) cannot be forged: a return is exchanged
 * only with the state this tab kept when it left for the portal, the token leaves the address before
 * the exchange, and a signed-in session is replaced only when the user says so.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer } from '@mocks/node';
import { useSessionStore } from '@/stores/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { beginPortalLogin, externalLoginUrl } from '@/modules/login/portal';
import { renderApp, signIn } from '../../support/app';
import { countRequests } from '../../support/requests';

const PORTAL = 'https://sso.example.com/auth';
const DEMO_TOKEN = 'sso-demo-pilot-2024';

/** Leaves for the portal as /login does: the state is kept in this tab, and carried in the way back. */
function leaveForPortal(wanted = '/me/setup'): string {
  const here = new URL(`http://localhost/login?redirect=${encodeURIComponent(wanted)}`);
  const target = new URL(externalLoginUrl(PORTAL, here, beginPortalLogin) ?? '');
  const back = new URL(target.searchParams.get('redirect') ?? '');
  return back.searchParams.get('state') ?? '';
}

/** The address the portal sends the browser back to, with its one-time token. */
const returnPath = (state: string | null, token = DEMO_TOKEN) =>
  `/login?redirect=%2Fme%2Fsetup&ssoToken=${token}${state === null ? '' : `&state=${state}`}`;

describe('login through the company portal', () => {
  it('keeps a new state in this tab for each trip to the portal', () => {
    const first = leaveForPortal();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.ssoState) ?? 'null')).toBe(first);
    expect(leaveForPortal()).not.toBe(first);
  });

  it('signs in with a return that carries the state, after taking the token out of the address', async () => {
    const state = leaveForPortal();
    const { router } = renderApp(returnPath(state));
    // Where the app's address stood when the exchange left (it leaves from an effect, after this).
    const addressAtExchange: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/FlightService.svc/ValiSsoToken')
        addressAtExchange.push(`${router.state.location.pathname}${router.state.location.search}`);
    };
    mockServer.events.on('request:start', listener);
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/setup'));
    mockServer.events.removeListener('request:start', listener);
    expect(useSessionStore.getState().auth?.userName).toBe('pilot');
    expect(addressAtExchange).toEqual(['/login?redirect=%2Fme%2Fsetup']);
    // The state was used: it is gone from the tab.
    expect(sessionStorage.getItem(STORAGE_KEYS.ssoState)).toBeNull();
  });

  it('turns down a return without the state this tab kept, and exchanges nothing', async () => {
    for (const [kept, carried] of [
      [false, null], // a link someone sent: this tab never left for the portal
      [false, 'abc'], // a state made up by whoever made the link
      [true, 'another-tabs-state'], // this tab left, but the link is not its own return
      [true, null],
    ] as const) {
      if (kept) leaveForPortal();
      const exchanges = countRequests('/FlightService.svc/ValiSsoToken');
      const view = renderApp(returnPath(carried));
      expect(await screen.findByRole('alert')).toHaveTextContent('这个登录链接不是从本页发起的');
      expect(view.router.state.location.search).toBe('?redirect=%2Fme%2Fsetup');
      expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
      expect(exchanges.count).toBe(0);
      expect(useSessionStore.getState().auth).toBeNull();
      exchanges.stop();
      view.unmount();
    }
  });

  it('uses a state once: the same return a second time is turned down', async () => {
    const state = leaveForPortal();
    const first = renderApp(returnPath(state));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/me/setup'));
    first.unmount();
    useSessionStore.getState().logout();
    const exchanges = countRequests('/FlightService.svc/ValiSsoToken');
    renderApp(returnPath(state));
    expect(await screen.findByRole('alert')).toHaveTextContent('这个登录链接不是从本页发起的');
    expect(exchanges.count).toBe(0);
    exchanges.stop();
  });

  it('explains a token the backend turns down and shows the form', async () => {
    const state = leaveForPortal();
    const { router } = renderApp(returnPath(state, 'forged'));
    expect(await screen.findByRole('alert')).toHaveTextContent('单点登录令牌无效或已过期');
    expect(router.state.location.search).toBe('?redirect=%2Fme%2Fsetup');
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(useSessionStore.getState().auth).toBeNull();
  });

  it('asks before replacing the session of whoever is signed in, and keeps it when told to', async () => {
    await signIn('cabin');
    const u = userEvent.setup();
    const exchanges = countRequests('/FlightService.svc/ValiSsoToken');
    const kept = renderApp(returnPath(leaveForPortal()));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('切换账号？');
    expect(exchanges.count).toBe(0);
    await u.click(within(ask).getByRole('button', { name: /继续使用/ }));
    await waitFor(() => expect(kept.router.state.location.pathname).toBe('/me/setup'));
    expect(useSessionStore.getState().auth?.userName).toBe('cabin');
    expect(exchanges.count).toBe(0);
    kept.unmount();

    const replaced = renderApp(returnPath(leaveForPortal()));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '切换账号' }));
    await waitFor(() => expect(useSessionStore.getState().auth?.userName).toBe('pilot'));
    await waitFor(() => expect(replaced.router.state.location.pathname).toBe('/me/setup'));
    expect(exchanges.count).toBe(1);
    exchanges.stop();
  });
});
