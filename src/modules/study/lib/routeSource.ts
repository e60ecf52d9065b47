import { paths } from '@/lib/paths';

/** A screen's path with a query; empty values are left out. */
export function withSearch(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The filters a selector carries back: the asking screen opens the selector with its own query, and
 * the choice returns there with that query, the old choice (`routeId`, `code`) replaced by the new one,
 * so a day or condition chosen before survives the trip.
 */
export function keptFilters(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries([...params].filter(([key]) => !['routeId', 'code', 'for'].includes(key)));
}

/** The screens that pick a route through /study/airlineSelector/:source, and where each returns. */
export const ROUTE_SOURCES = {
  airRoute: paths.study.airRoute(),
  airlineTrait: paths.study.airlineTrait(),
  weather: paths.study.weather(),
  flightChange: paths.study.flightChange,
} as const;
export type RouteSource = keyof typeof ROUTE_SOURCES;

export const isRouteSource = (value: string | undefined): value is RouteSource =>
  value !== undefined && Object.hasOwn(ROUTE_SOURCES, value);

/** The route selector for `source`, carrying the asking screen's filters. */
export const routeSelector = (source: RouteSource, params: Record<string, string | undefined> = {}) =>
  withSearch(paths.study.airlineSelector(source), params);

/** The screens that pick an airport through /study/selectAirport?for=, and where each returns. */
export const AIRPORT_TARGETS = {
  airport: paths.study.airport(),
  weather: paths.study.weather(),
  flightChange: paths.study.flightChange,
} as const;
export type AirportTarget = keyof typeof AIRPORT_TARGETS;

/** The airport selector for `target`, carrying the asking screen's filters. */
export const airportSelector = (target: AirportTarget, params: Record<string, string | undefined> = {}) =>
  withSearch(paths.study.selectAirport(), { for: target, ...params });
