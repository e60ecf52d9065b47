import type { RouteObject } from 'react-router-dom';

const page = async () => ({ Component: (await import('./pages/ShowcasePage')).default });

/** The public component showcase, under both spellings the spec uses. */
export const showcaseRoutes: RouteObject[] = [
  { path: 'baseComponents', lazy: page },
  { path: 'basecomponent', lazy: page },
];
