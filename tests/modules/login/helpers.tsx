import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';
import { routerOptions, routes } from '@/app/router';
import { passwordLogin } from '@/api/auth';
import { useSessionStore } from '@/stores/session';

/** The real route table in a memory router, starting at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** A real session from the mock backend's login, stored as the login screen stores it. */
export async function signInAs(userName = 'pilot', password = `${userName}1234`) {
  const result = await passwordLogin(userName, password);
  useSessionStore
    .getState()
    .login({ auth: result.auth, token: result.token, identifyCode: result.identifyCode });
  return result;
}

/** Counts the requests the app makes to one path. */
export function countRequests(path: string): { readonly count: number; stop: () => void } {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  };
  mockServer.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}

/** Every value in both web storages, for "nothing secret is left" checks. */
export function allStoredText(): string {
  const dump = (store: Storage) =>
    Array.from({ length: store.length }, (_, i) => store.key(i))
      .map((key) => `${key}=${key === null ? '' : store.getItem(key)}`)
      .join('\n');
  return `${dump(localStorage)}\n${dump(sessionStorage)}`;
}

export { http, HttpResponse, mockServer };
