import type { UseQueryResult } from '@tanstack/react-query';
import { fromQuery } from '@/components/AsyncView';

/**
 * AsyncView's loading, error and retry for a list drawn from the day's read and, when a route is
 * chosen, the routes read (disabled otherwise: a disabled read is not "loading"). The data is the
 * screen's own (the list filtered to the route).
 */
export function waitingFor(list: UseQueryResult<unknown>, routes: UseQueryResult<unknown>) {
  const main = fromQuery(list);
  const routesError = routes.data === undefined ? routes.error : null;
  return {
    loading: main.loading || routes.isLoading,
    error: main.error ?? routesError,
    onRetry: () => void (main.error ? list.refetch() : routes.refetch()),
  };
}
