import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/router';
import { api } from '@/api/client';
import type { LoginResult } from '@/api/schema/auth';
import type { FlightListItem, FlightListRequest, FlightListResult } from '@/api/schema/dynamics';
import { clearResponseCache } from '@/api/responseCache';
import { useSessionStore } from '@/stores/session';

// Lazy pages compile on first use and the whole suite runs in parallel: give async queries room.
configure({ asyncUtilTimeout: 5000 });

export const ACCOUNTS = {
  pilot: { userName: 'pilot', password: 'pilot1234' },
  cabin: { userName: 'cabin', password: 'cabin1234' },
} as const;

/** Signs in through the real mock login call and stores the session as the login screen does. */
export async function signIn(who: keyof typeof ACCOUNTS = 'pilot'): Promise<LoginResult> {
  clearResponseCache();
  const result = await api.post<LoginResult>('/mobile/login', { ...ACCOUNTS[who] }, { form: true });
  useSessionStore
    .getState()
    .login({ auth: result.auth, token: result.token, identifyCode: result.identifyCode });
  return result;
}

/** The real route table in a memory router, opened at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** What the backend says, asked directly: the expectations come from the data, not from constants. */
export const serverList = (request: FlightListRequest) =>
  api.read<FlightListResult>('/api/FlightDynamics/GetFlightDynamicsList', { ...request });
export const serverFollowed = () => api.read<FlightListItem[]>('/api/flightdata/attentionflight', {});
