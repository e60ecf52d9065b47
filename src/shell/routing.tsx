import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { RouteError } from './RouteError';

/** What a route tells the shell: its module's i18n namespace and the key of its screen title. */
export interface RouteHandle {
  ns?: string;
  titleKey?: string;
}

type PageModule = { default: ComponentType };

/**
 * Builds a module's lazy page routes. The module's strings (its `i18n.ts`) load together with the
 * first page of the module, so neither travels in the start-up bundle.
 */
export function modulePages(loadStrings: () => Promise<unknown>) {
  return function page(
    path: string,
    load: () => Promise<PageModule>,
    extra: { handle?: RouteHandle; loader?: LoaderFunction; index?: false } = {},
  ): RouteObject {
    return {
      path,
      handle: extra.handle,
      loader: extra.loader,
      errorElement: <RouteError />,
      lazy: async () => {
        const [module] = await Promise.all([load(), loadStrings()]);
        return { Component: module.default };
      },
    };
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

/** A screen whose module has no issue yet: a plain, translated "coming soon" page. */
export function comingSoon(
  loadStrings: () => Promise<unknown>,
  path: string,
  handle: RouteHandle,
  loader?: LoaderFunction,
): RouteObject {
  return modulePages(loadStrings)(path, () => import('./ComingSoonPage'), { handle, loader });
}
