import { fromQuery, type QueryLike } from '@/components/AsyncView';

/**
 * AsyncView's props from two queries a screen draws together (the hours with the duty times, the
 * personnel record with the company's): the pair once both have answered, the first failure with
 * nothing to show, a retry that asks again only what failed.
 */
export function fromQueries<A, B>(a: QueryLike<A>, b: QueryLike<B>) {
  const first = fromQuery(a);
  const second = fromQuery(b);
  return {
    data: a.data !== undefined && b.data !== undefined ? ([a.data, b.data] as const) : undefined,
    loading: a.isPending || b.isPending,
    error: first.error ?? second.error,
    onRetry: () => {
      if (first.error) first.onRetry();
      if (second.error) second.onRetry();
    },
  };
}
