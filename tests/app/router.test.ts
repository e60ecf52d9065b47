import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import { allRoutes, routerOptions, routes } from '@/app/router';
import { allScreens, screens } from '@/lib/paths';
import type { RouteHandle } from '@/shell/routing';
import { useSessionStore } from '@/stores/session';
import type { Auth } from '@/api/schema/auth';
import { specScreens } from '../support/spec';

const pilot: Auth = {
  userId: 'p',
  userName: 'pilot',
  name: '张伟',
  type: 'F',
  post: '机长',
  department: '',
  phone: '',
  avatar: '',
};
const cabin: Auth = { ...pilot, userId: 'c', userName: 'cabin', name: '李娜', type: 'C', post: '乘务长' };

async function landAt(path: string) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  // A module's route table is imported on its first navigation (transformed on first use here).
  const loaded = { timeout: 5000 };
  await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'), loaded);
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), loaded);
  const where = `${router.state.location.pathname}${router.state.location.search}`;
  router.dispose();
  return where;
}

describe('the access guard (§2)', () => {
  it('without a session sends protected screens to login, keeping where the user wanted to go', async () => {
    expect(await landAt('/home')).toBe('/login?redirect=%2Fhome');
    expect(await landAt('/dynamics/details?flightId=F1')).toBe(
      '/login?redirect=%2Fdynamics%2Fdetails%3FflightId%3DF1',
    );
    expect(await landAt('/')).toBe('/login');
    expect(await landAt('/Prepare/Health')).toBe('/login?redirect=%2FPrepare%2FHealth');
  });

  it('without a session the public screens open', async () => {
    for (const path of ['/login', '/login/forget', '/login/reset', '/baseComponents', '/basecomponent']) {
      expect(await landAt(path)).toBe(path);
    }
  });

  it('with a stored auth entry navigation proceeds', async () => {
    useSessionStore.setState({ auth: cabin });
    expect(await landAt('/me/about')).toBe('/me/about');
  });

  it('sends pilots from /prepare to /prepare/task and others to /prepare/status', async () => {
    useSessionStore.setState({ auth: pilot });
    expect(await landAt('/prepare')).toBe('/prepare/task');
    expect(await landAt('/Prepare')).toBe('/prepare/task');
    useSessionStore.setState({ auth: cabin });
    expect(await landAt('/prepare')).toBe('/prepare/status');
  });

  it('keeps cabin-crew-only screens from pilots', async () => {
    useSessionStore.setState({ auth: pilot });
    expect(await landAt('/Prepare/VIPInformation')).toBe('/prepare/task');
    useSessionStore.setState({ auth: cabin });
    expect(await landAt('/Prepare/VIPInformation')).toBe('/Prepare/VIPInformation');
  });

  it('keeps pilot-only screens from cabin crew, who land on the home of the module', async () => {
    useSessionStore.setState({ auth: cabin });
    expect(await landAt('/study/schedule')).toBe('/study');
    expect(await landAt('/me/query')).toBe('/me');
    expect(await landAt('/Me/CrewLogPF')).toBe('/me');
    useSessionStore.setState({ auth: pilot });
    for (const path of ['/study/schedule', '/me/query', '/me/crewlogpf'])
      expect(await landAt(path)).toBe(path);
  });

  it('sends unknown paths to /', async () => {
    useSessionStore.setState({ auth: cabin });
    expect(await landAt('/no/such/screen')).toBe('/');
  });

  it('runs again on later navigations (a session that ends mid-visit is noticed)', async () => {
    useSessionStore.setState({ auth: cabin });
    const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: ['/me/about'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    useSessionStore.setState({ auth: null });
    await router.navigate('/me/license');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/login');
    router.dispose();
  });
});

describe('the route table', () => {
  const table = specScreens().map((screen) => screen.path);
  let every: Awaited<ReturnType<typeof allRoutes>> = [];
  beforeAll(async () => {
    every = await allRoutes();
  });

  it('declares every screen of routes.tsv', () => {
    expect(table.length).toBe(110);
    const missing = table.filter((path) => {
      const concrete = path.replace(/:id|:source/g, '42');
      const matches = matchRoutes(every, concrete);
      const leaf = matches?.[matches.length - 1]?.route;
      return !leaf || leaf.path === '*';
    });
    expect(missing).toEqual([]);
  });

  it('gives every screen of routes.tsv the access the spec gives it, and declares no screen it lacks', () => {
    const spec = specScreens();
    const declared = allScreens.map((screen) => [screen.path, screen.access]);
    expect(declared.filter(([path]) => path !== screens.showcase.alias.path)).toEqual(
      spec.map((screen) => [screen.path, screen.access]),
    );
    for (const screen of spec) {
      const leaf = matchRoutes(every, screen.path.replace(/:id|:source/g, '42'))?.at(-1)?.route;
      expect((leaf?.handle as RouteHandle | undefined)?.access, screen.path).toBe(screen.access);
    }
  });

  it('matches paths case-insensitively', () => {
    for (const path of ['/prepare/health', '/PREPARE/HEALTH', '/Dynamics/ListPage', '/basecomponents']) {
      const leaf = matchRoutes(every, path)?.at(-1)?.route;
      expect(leaf?.path).not.toBe('*');
    }
  });
});

describe('module route tables', () => {
  it('start with login and home only, and each module joins on its first navigation', async () => {
    useSessionStore.setState({ auth: cabin });
    const leafOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
    expect(leafOf('/prepare/health')).toBe('*');
    expect(leafOf('/home/task')).not.toBe('*');
    expect(await landAt('/prepare/health')).toBe('/prepare/health');
    expect(await landAt('/Dynamics/ListPage?day=today')).toBe('/Dynamics/ListPage?day=today');
    expect(await landAt('/study/airport')).toBe('/study/airport');
    expect(await landAt('/basecomponent')).toBe('/basecomponent');
  });
});
