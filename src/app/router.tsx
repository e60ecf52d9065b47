import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { RouteError } from '@/shell/RouteError';
import { moduleOf } from '@/lib/paths';
import { loginRoutes } from '@/modules/login/routes';
import { homeRoutes } from '@/modules/home/routes';
import { AppLayout } from './AppLayout';
import { guardLoader } from './guard';

/**
 * The route tables of the modules reached from the home page, by the first segment of their paths.
 * Each loads on the first navigation into its module: 110 lazy pages carry one preload list each, and
 * only login's and home's belong in the start-up bundle.
 */
const MODULE_ROUTES: Record<string, () => Promise<RouteObject[]>> = {
  dynamics: () => import('@/modules/dynamics/routes').then((m) => m.dynamicsRoutes),
  prepare: () => import('@/modules/prepare/routes').then((m) => m.prepareRoutes),
  study: () => import('@/modules/study/routes').then((m) => m.studyRoutes),
  me: () => import('@/modules/me/routes').then((m) => m.meRoutes),
  basecomponents: () => import('@/modules/showcase/routes').then((m) => m.showcaseRoutes),
  basecomponent: () => import('@/modules/showcase/routes').then((m) => m.showcaseRoutes),
};

/**
 * The route table at start: one layout (shell and page transitions) over login and home. Paths match
 * case-insensitively (react-router's default). The guard runs before every navigation.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    loader: guardLoader,
    // The guard must see every navigation, not only the first.
    shouldRevalidate: () => true,
    children: [
      ...loginRoutes,
      ...homeRoutes,
      // Unknown paths go to /. A module's path matches this too until its table is added.
      { path: '*', loader: () => redirect('/') },
    ],
  },
];

/**
 * Adds the route table of the module a path belongs to. React-router asks on every navigation that
 * matches only partly or through a parameter, so this runs often: the import is cached and react-router
 * skips routes it already has.
 */
export const patchModuleRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const load = MODULE_ROUTES[moduleOf(path)];
  if (load) patch('root', await load());
};

/**
 * Starts loading the code of the screen at `pathname` (its module's table, then its page and strings)
 * while the app still starts: the router asks for the same imports once it runs, and finds them loaded
 * or on their way instead of starting them one after the other.
 */
export function preloadScreen(pathname: string): void {
  const load = MODULE_ROUTES[moduleOf(pathname)];
  if (!load) return;
  void load()
    .then((table) =>
      Promise.all(
        (matchRoutes(table, pathname) ?? []).map(({ route }) =>
          typeof route.lazy === 'function' ? route.lazy() : undefined,
        ),
      ),
    )
    // A failed import is the router's to report, when it asks for it (or the start's, main.tsx).
    .catch(() => undefined);
}

/** Every route of the app, all module tables included (for checks against spec/routes.tsv). */
export async function allRoutes(): Promise<RouteObject[]> {
  const tables = await Promise.all([...new Set(Object.values(MODULE_ROUTES))].map((load) => load()));
  const root = routes[0] as RouteObject & { index?: false };
  return [{ ...root, children: [...(root.children ?? []), ...tables.flat()] }];
}

/** What every router of the app is created with, beside `routes` (tests make memory routers with it). */
export const routerOptions = { patchRoutesOnNavigation: patchModuleRoutes };

export function createAppRouter() {
  return createBrowserRouter(routes, routerOptions);
}
