import { render } from '@testing-library/react';
import { http } from 'msw';
import { mockServer } from '@mocks/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routerOptions, routes } from '@/app/router';
import type { LoginResult } from '@/api/schema/auth';
import { useSessionStore } from '@/stores/session';
import { passwordLogin } from '@/api/auth';

export { ACCOUNTS } from './backend';

/**
 * Signs in with the login screen's own call (through the app's client, which it loads as a real sign-in
 * does) and stores the session as the screen does: a demo account by its name, or any user and password.
 * (`backend.ts`'s `login` is the same call from outside the app, for tests of the backend itself.)
 */
export async function signIn(userName = 'pilot', password = `${userName}1234`): Promise<LoginResult> {
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

/** Every value in both web storages, for "nothing secret is left" checks. */
export function allStoredText(): string {
  const dump = (store: Storage) =>
    Array.from({ length: store.length }, (_, i) => store.key(i))
      .map((key) => `${key}=${key === null ? '' : store.getItem(key)}`)
      .join('\n');
  return `${dump(localStorage)}\n${dump(sessionStorage)}`;
}

/**
 * Holds every call matching `path` (msw's pattern: a star for any origin, then the call's path) until
 * the returned function is called; then the built-in backend answers them (a handler that returns
 * nothing hands the request on).
 */
export function holdAnswer(path: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  mockServer.use(
    http.all(path, async () => {
      await held;
    }),
  );
  return release;
}
