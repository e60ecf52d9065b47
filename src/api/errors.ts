import { isCancelledError } from '@tanstack/react-query';
/** What went wrong with a call, so that screens can react without reading raw responses. */
export type ApiErrorKind =
  | 'business' // the envelope said no: Code other than "0", or no List
  | 'http' // 4xx/5xx
  | 'unauthorized' // 401: the session is gone
  | 'network' // no answer at all
  | 'timeout' // no answer within the timeout
  | 'cancelled' // the page that asked was left
  | 'signedOut' // not sent: the app was opened again signed out (read-only until the user signs in)
  | 'bad-response'; // an answer that is not the envelope (not JSON, wrong shape)

export class ApiError extends Error {
  // Declared, not defined: the constructor sets them, and no class-field helper enters the start-up bundle.
  declare readonly kind: ApiErrorKind;
  declare readonly status: number | undefined;
  declare readonly code: string | undefined;

  constructor(kind: ApiErrorKind, message: string, extra: { status?: number; code?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = extra.status;
    this.code = extra.code;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
/** A call the user left (our client's cancel) or a read the query layer dropped (a 401, a logout clears the cache). */
export const isCancelled = (value: unknown): boolean =>
  (isApiError(value) && value.kind === 'cancelled') || isCancelledError(value);

/** The request helper's answer: data, or an error result. */
export type Result<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export async function toResult<T>(call: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    return { ok: false, error: isApiError(error) ? error : new ApiError('bad-response', String(error)) };
  }
}
