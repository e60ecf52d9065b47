import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import type { Access, Screen } from '@/lib/paths';
import { requireAccess } from './guards';
import { RouteError } from './RouteError';

/** What a route tells the shell: its module's i18n namespace, the key of its title, who may open it. */
export interface RouteHandle {
  ns: string;
  titleKey: string;
  access: Access;
}

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
  const handle: RouteHandle = { ns: screen.module, titleKey: `screens.${screen.key}`, access: screen.access };
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
 * first page of the module, so neither travels in the start-up bundle.
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
 * The loader of a screen whose first reads can start before it renders: it loads the module's
 * `firstCalls.ts` and starts them (api/earlyCalls), without holding up the navigation. The screen
 * then takes the started calls instead of asking again.
 */
export function startingFirstReads(load: () => Promise<{ startFirstReads: () => void }>): LoaderFunction {
  return () => {
    void load().then((calls) => calls.startFirstReads());
    return null;
  };
}
