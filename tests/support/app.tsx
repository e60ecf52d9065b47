import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routerOptions, routes } from '@/app/router';
import { passwordLogin } from '@/api/auth';
import type { LoginResult } from '@/api/schema/auth';
import { useSessionStore } from '@/stores/session';

/** The demo accounts of the built-in backend. */
export const ACCOUNTS = {
  pilot: { userName: 'pilot', password: 'pilot1234' },
  cabin: { userName: 'cabin', password: 'cabin1234' },
} as const;

/** Signs in through the real mock login call and stores the session as the login screen does. */
export async function signIn(who: keyof typeof ACCOUNTS = 'pilot'): Promise<LoginResult> {
  const { userName, password } = ACCOUNTS[who];
  const result = await passwordLogin(userName, password);
  useSessionStore
    .getState()
    .login({ auth: result.auth, token: result.token, identifyCode: result.identifyCode });
  return result;
}

/** The real route table in a memory router, opened at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
