import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { keptLists, type Screen } from '@/lib/paths';
import { hasSession } from '@/stores/session';
import { requireAccess } from './guards';
import { RouteError } from './RouteError';
import type { RouteHandle } from './useRouteTitle';

type PageModule = { default: ComponentType };

/** Cabin-only and pilot-only screens check the crew type before anything of theirs loads. */
function screenLoader(screen: Screen, loader: LoaderFunction | undefined): LoaderFunction | undefined {
  if (screen.access !== 'cabin' && screen.access !== 'pilot') return loader;
  const guard = requireAccess(screen.access);
  return async (args) => {
    await guard(args);
    return loader ? loader(args) : null;
  };
}

/** The route of a screen of the table in lib/paths: its path, title and access come from there. */
export function screenRoute(
  screen: Screen,
  route: Omit<RouteObject, 'path' | 'handle' | 'index'> = {},
): RouteObject {
  const handle: RouteHandle = {
    ns: screen.module,
    titleKey: `screens.${screen.key}`,
    access: screen.access,
    keptForBack: keptLists.includes(screen),
  };
  return {
    ...route,
    path: screen.path === '/' ? undefined : screen.path.slice(1),
    ...(screen.path === '/' ? { index: true } : {}),
    handle,
    loader: screenLoader(screen, route.loader as LoaderFunction | undefined),
  } as RouteObject;
}

/**
 * Builds a module's lazy page routes. The module's strings (its `i18n.ts`) load together with the
 * first page of the module, so neither travels in the start-up bundle. A module's table names its
 * home's page first: the build's `<module>-common` file holds what that page uses (scripts/chunks.ts).
 */
export function modulePages(loadStrings: () => Promise<unknown>) {
  return function page(
    screen: Screen,
    load: () => Promise<PageModule>,
    extra: { loader?: LoaderFunction } = {},
  ): RouteObject {
    return screenRoute(screen, {
      loader: extra.loader,
      errorElement: <RouteError />,
      lazy: async () => {
        const [module] = await Promise.all([load(), loadStrings()]);
        return { Component: module.default };
      },
    });
  };
}

/**
 * The loader of a module home: it loads the module's `prefetch.ts`, which starts the home's first reads
 * the cache has no answer for (api/queryClient `prefetchMissing`, with the declarations the page reads),
 * without holding up the navigation: the page's useQuery finds them on their way or answered. Signed
 * out, nothing starts (the guard sends the visit to login).
 */
export function prefetching(load: () => Promise<{ prefetch: () => void }>): LoaderFunction {
  return () => {
    if (hasSession()) void load().then((module) => module.prefetch());
    return null;
  };
}
