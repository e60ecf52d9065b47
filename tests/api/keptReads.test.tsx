import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mockServer } from '@mocks/node';
import { api } from '@/api/client';
import { isApiError } from '@/api/errors';
import { clearKeptReads, keptRead } from '@/lib/keptReads';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { Page } from '@/shell/Page';
import { testAuth } from '../support/auth';

const PATH = '/api/test/kept';
let online = true;
const answers = () =>
  mockServer.use(
    http.post(PATH, () =>
      online ? HttpResponse.json({ Code: '0', Message: '', List: { n: 7 } }) : HttpResponse.error(),
    ),
  );

describe('reads kept for offline use', () => {
  beforeEach(async () => {
    online = true;
    answers();
    await clearKeptReads();
  });

  it('with no network a read the user has seen answers its last data, marked with its time', async () => {
    useSessionStore.getState().login({ auth: testAuth('u1'), token: 't1' });
    await api.read(PATH, { id: 1 }, { hideGlobalError: true });
    await vi.waitFor(async () => expect(await keptRead('u1', `POST ${PATH} {"id":1}`)).toBeDefined());
    online = false;
    await expect(api.read(PATH, { id: 1 }, { hideGlobalError: true })).resolves.toEqual({ n: 7 });
    expect(useUiStore.getState().offlineAsOf?.at).toBeGreaterThan(0);
    // A read never seen, and any write, still fail as before.
    const unseen = await api.read(PATH, { id: 2 }, { hideGlobalError: true }).catch((e: unknown) => e);
    expect(isApiError(unseen) && unseen.kind).toBe('network');
    const write = await api.post(PATH, { id: 1 }, { hideGlobalError: true }).catch((e: unknown) => e);
    expect(isApiError(write) && write.kind).toBe('network');
  });

  it('keeps nothing for another user, and nothing after sign-out', async () => {
    useSessionStore.getState().login({ auth: testAuth('u1'), token: 't1' });
    await api.read(PATH, { id: 1 }, { hideGlobalError: true });
    await vi.waitFor(async () => expect(await keptRead('u1', `POST ${PATH} {"id":1}`)).toBeDefined());
    useSessionStore.getState().login({ auth: testAuth('u2'), token: 't2' });
    await vi.waitFor(async () => expect(await keptRead('u1', `POST ${PATH} {"id":1}`)).toBeUndefined());
    online = false;
    const other = await api.read(PATH, { id: 1 }, { hideGlobalError: true }).catch((e: unknown) => e);
    expect(isApiError(other)).toBe(true);

    online = true;
    await api.read(PATH, { id: 3 }, { hideGlobalError: true });
    await vi.waitFor(async () => expect(await keptRead('u2', `POST ${PATH} {"id":3}`)).toBeDefined());
    useSessionStore.getState().signOut();
    await vi.waitFor(async () => expect(await keptRead('u2', `POST ${PATH} {"id":3}`)).toBeUndefined());
  });

  it('the screen says it is offline and since when', async () => {
    const router = createMemoryRouter([{ path: '/x', element: <Page header={{ title: 'x' }}>body</Page> }], {
      initialEntries: ['/x'],
    });
    window.history.replaceState(null, '', '/x');
    render(<RouterProvider router={router} />);
    const at = new Date();
    at.setHours(9, 5);
    act(() => useUiStore.getState().setOfflineAsOf({ at: at.getTime(), where: '/x' }));
    expect(screen.getByRole('status')).toHaveTextContent('当前离线，显示的是 09:05 的数据');
  });
});
