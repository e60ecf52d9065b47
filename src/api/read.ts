import { queryOptions } from '@tanstack/react-query';
import { api, type CallOptions } from './client';
import { refreshAfterFirstPicture } from './firstPicture';

/** What a read sends: the body of a POST or the query of a GET (never the control flags). */
export type ReadInput = Record<string, unknown>;

/**
 * The flags a read may go with. Never the global dialog: a screen shows its read's failure in its own
 * region with a retry, and a dialog over it would say the same thing twice and cover the retry.
 */
export type ReadFlags = Pick<CallOptions, 'loading' | 'anonymous'>;

/**
 * A read of the specification, declared once (in the file of its backend service: api/dynamics.ts…).
 * Its key is the call itself, `[path, input]`: two screens asking the same thing share one answer, the
 * route loader's prefetch is the screen's first answer, and `invalidateQueries({ queryKey: [path] })`
 * refreshes every answer of one call. The function goes through the client (envelope, flags, errors,
 * one retry on the network), with the query's signal: a screen that is left cancels its reads.
 * `api.read` is the spec's POST that only reads.
 */
export function postRead<T>(path: string, input: ReadInput = {}, flags: ReadFlags = {}) {
  return queryOptions({
    queryKey: [path, input] as const,
    queryFn: async (context) => {
      await refreshAfterFirstPicture(context);
      return api.read<T>(path, { ...input }, { ...flags, hideGlobalError: true, signal: context.signal });
    },
  });
}

/** The same for the spec's GET calls (their input travels in the query string). */
export function getRead<T>(path: string, input: ReadInput = {}, flags: ReadFlags = {}) {
  return queryOptions({
    queryKey: [path, input] as const,
    queryFn: async (context) => {
      await refreshAfterFirstPicture(context);
      return api.get<T>(path, { ...input }, { ...flags, hideGlobalError: true, signal: context.signal });
    },
  });
}

/** The options of one declared read (what `postRead` and `getRead` give). */
export type ReadOptions<T> = ReturnType<typeof postRead<T>>;
