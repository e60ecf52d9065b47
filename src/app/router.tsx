import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/shell/RouteError';
import { loginRoutes } from '@/modules/login/routes';
import { homeRoutes } from '@/modules/home/routes';
import { dynamicsRoutes } from '@/modules/dynamics/routes';
import { prepareRoutes } from '@/modules/prepare/routes';
import { studyRoutes } from '@/modules/study/routes';
import { meRoutes } from '@/modules/me/routes';
import { showcaseRoutes } from '@/modules/showcase/routes';
import { AppLayout } from './AppLayout';
import { guardLoader } from './guard';

/**
 * The route table: one layout (shell and page transitions) over the six modules and the showcase.
 * Paths match case-insensitively (react-router's default). The guard runs before every navigation.
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
      ...dynamicsRoutes,
      ...prepareRoutes,
      ...studyRoutes,
      ...meRoutes,
      ...showcaseRoutes,
      // Unknown paths go to /.
      { path: '*', loader: () => redirect('/') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
