import { paths } from '@/lib/paths';

/** The screens that pick a route through /study/airlineSelector/:source, and where each returns. */
export const ROUTE_SOURCES = {
  airRoute: (routeId: string) => paths.study.airRoute({ routeId }),
  airlineTrait: (routeId: string) => paths.study.airlineTrait({ routeId }),
} as const;
export type RouteSource = keyof typeof ROUTE_SOURCES;

export const isRouteSource = (value: string | undefined): value is RouteSource =>
  value !== undefined && Object.hasOwn(ROUTE_SOURCES, value);
