import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from './client';
import { refreshAfterFirstPicture } from './firstPicture';
import type { ReadInput } from './read';

/** What every paged answer of the spec carries. */
export interface PageOfItems {
  total: number;
  pageIndex: number;
  items: unknown[];
}

/**
 * The rows of the pages read so far, in order, each once: a row that moved to another page between two
 * reads (a flight changed status, a new message arrived) would otherwise be shown twice.
 */
export function rowsOf<T extends { id: string }>(pages: ReadonlyArray<{ items: T[] }>): T[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.items).filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}

/**
 * A paged list of the specification, read page by page (useInfiniteQuery): the call's key with the
 * pages marked, so `[path]` still names it. The next page is asked for while fewer rows than the total
 * are shown and the last page was not empty. Screens show their own failures (no global dialog).
 */
export function postPages<P extends PageOfItems>(path: string, input: ReadInput, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: [path, { ...input, pageSize }, 'pages'] as const,
    // A `List` of null is the backend's "nothing": an empty page, the screen's empty state.
    queryFn: async ({ pageParam, signal, ...context }) => {
      await refreshAfterFirstPicture(context);
      return (
        (await api.read<P | null>(
          path,
          { ...input, pageIndex: pageParam, pageSize },
          { signal, hideGlobalError: true },
        )) ?? ({ total: 0, pageIndex: pageParam, items: [] } as PageOfItems as P)
      );
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, page) => shown + page.items.length, 0) < last.total && last.items.length > 0
        ? last.pageIndex + 1
        : undefined,
  });
}
