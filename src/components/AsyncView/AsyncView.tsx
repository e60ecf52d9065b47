import type { ReactNode } from 'react';
import { EmptyResult } from '../EmptyResult';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';

export interface AsyncViewProps<T> {
  loading?: boolean;
  error?: unknown;
  data: T | null | undefined;
  /** Boolean, or a test of the data. Default: null/undefined, an empty array or an empty `List`. */
  isEmpty?: boolean | ((data: T) => boolean);
  onRetry?: () => void;
  /** Content when there is data: a node or a render function receiving the data. */
  children: ReactNode | ((data: T) => ReactNode);
  emptyTitle?: ReactNode | false;
  emptyText?: ReactNode;
  loadingText?: ReactNode;
}

function defaultIsEmpty(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  return false;
}

export type AsyncPhase = 'loading' | 'error' | 'empty' | 'content';

/**
 * Which view to show. Loading wins only while there is nothing to show yet, so a refresh keeps the old
 * content on screen; an error wins over stale or empty data.
 */
export function asyncPhase<T>({
  loading,
  error,
  data,
  isEmpty,
}: Omit<AsyncViewProps<T>, 'children'>): AsyncPhase {
  const empty =
    data === null || data === undefined
      ? true
      : typeof isEmpty === 'function'
        ? isEmpty(data)
        : (isEmpty ?? defaultIsEmpty(data));
  if (loading && empty) return 'loading';
  if (error) return 'error';
  if (empty) return 'empty';
  return 'content';
}

/** Picks loading / error / empty / content for a list. Every module list uses this. */
export function AsyncView<T>(props: AsyncViewProps<T>) {
  const phase = asyncPhase(props);
  if (phase === 'loading') return <LoadingState text={props.loadingText} />;
  if (phase === 'error') return <ErrorState error={props.error} onRetry={props.onRetry} />;
  if (phase === 'empty') return <EmptyResult title={props.emptyTitle} text={props.emptyText} />;
  const { children, data } = props;
  return <>{typeof children === 'function' ? children(data as T) : children}</>;
}

/** The part of a query result (useQuery) AsyncView reads. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * AsyncView's props from a query: its data as soon as there is some, even when the latest refresh
 * failed (the shell's mark says "as of HH:mm", shell/OfflineMark); its error only when there is no data
 * to show; retry asks again.
 */
export function fromQuery<T>(query: QueryLike<T>) {
  return {
    data: query.data,
    loading: query.isPending,
    error: query.data === undefined ? query.error : undefined,
    onRetry: () => void query.refetch(),
  };
}
