import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { i18n } from '@/i18n';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { showAlert } from '@/stores/feedback';
import type { Envelope } from './schema/envelope';
import { ApiError } from './errors';
import { countCall } from './callCount';
import { resolveUrl } from './url';
import { networkSeen } from './queryClient';
import { reportUnauthorized } from './unauthorized';

/** §9: every call gives up after 60 s. */
export const REQUEST_TIMEOUT_MS = 60000;
let defaultTimeoutMs = REQUEST_TIMEOUT_MS;
/** Tests only (the built-in backend's `?mockClientTimeout=`): a shorter time-out for every call. */
export function setRequestTimeout(ms: number | null): void {
  defaultTimeoutMs = ms && ms > 0 ? ms : REQUEST_TIMEOUT_MS;
}
/** Control flags callers may put in the payload; they travel as headers instead (§7). */
export const LOADING_FLAG = '_loading';
export const HIDE_ERROR_FLAG = '_hideGlobalError';
export const LOADING_HEADER = 'X-Loading';
export const HIDE_ERROR_HEADER = 'X-Hide-Global-Error';

export interface CallOptions {
  /** Show the loading overlay while the call is in flight. */
  loading?: boolean;
  /** Do not show the global error dialog; the caller handles the failure. */
  hideGlobalError?: boolean;
  /** Cancels the call (a page that is left aborts its calls; no dialog then). */
  signal?: AbortSignal;
  /** A read is safe to repeat: a network failure is retried once. Writes never are. GET is always a read. */
  read?: boolean;
  /** Send a form-encoded body (login). */
  form?: boolean;
  /** Override the timeout (tests). */
  timeout?: number;
  /** A sign-in call, made without a session (api/auth.ts): it goes even while signed out. */
  anonymous?: boolean;
}

type Payload = Record<string, unknown> | undefined;

/**
 * The company's iOS app embeds the site in a WKWebView whose user agent has AppleWebKit and an iOS
 * device but no "Safari" token; its bridge expects the login body as a raw object, not a form.
 */
export function isIosWebView(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) && /AppleWebKit/.test(userAgent) && !/Safari/.test(userAgent);
}

/** Pulls the control flags out of a payload; they must never reach the backend in the body. */
export function splitFlags(payload: Payload): { data: Payload; loading: boolean; hideGlobalError: boolean } {
  if (!payload) return { data: payload, loading: false, hideGlobalError: false };
  const { [LOADING_FLAG]: loading, [HIDE_ERROR_FLAG]: hide, ...data } = payload;
  return { data, loading: Boolean(loading), hideGlobalError: Boolean(hide) };
}

interface Http {
  axios: AxiosStatic;
  instance: AxiosInstance;
}

let http: Promise<Http> | null = null;

/**
 * axios (≈ 20 KB gzip) is fetched with the first call rather than in the start-up bundle: /login shows
 * without it, and a signed-in start fetches it beside the first screen's own code (src/main.tsx). A
 * failed download is forgotten so that the next call tries again.
 */
export function loadHttp(): Promise<Http> {
  http ??= import('axios').then(
    ({ default: axios }) => ({
      axios,
      instance: axios.create({
        withCredentials: true,
        // The envelope is checked here, not by axios: any body is handed over as it came.
        transitional: { silentJSONParsing: true, forcedJSONParsing: true, clarifyTimeoutError: true },
      }),
    }),
    (error: unknown) => {
      http = null;
      throw error;
    },
  );
  return http;
}

function httpMessage(response: AxiosResponse | undefined): string {
  const status = response?.status;
  if (status === 400) {
    const body = response?.data as { error_description?: unknown } | undefined;
    return typeof body?.error_description === 'string' && body.error_description
      ? body.error_description
      : i18n.t('error.badRequest');
  }
  if (status === 404) return i18n.t('error.notFound');
  if (status === 500) return i18n.t('error.server');
  // §8 has no message for these; the user still needs to know the service did not answer.
  if (status === 502 || status === 503 || status === 504) return i18n.t('error.noAnswer');
  return '';
}

function toApiError(error: unknown, axios: AxiosStatic | undefined): ApiError {
  if (error instanceof ApiError) return error;
  // axios itself could not be downloaded: the network is down.
  if (!axios) return new ApiError('network', i18n.t('error.network'));
  if (axios.isCancel(error)) return new ApiError('cancelled', 'cancelled');
  if (error instanceof axios.AxiosError) {
    const { AxiosError } = axios;
    if (error.code === AxiosError.ETIMEDOUT || error.code === AxiosError.ECONNABORTED) {
      return new ApiError('timeout', i18n.t('error.timeout'));
    }
    const response = error.response;
    if (!response) return new ApiError('network', i18n.t('error.network'));
    if (response.status === 401) {
      return new ApiError('unauthorized', i18n.t('error.unauthorized'), { status: 401 });
    }
    return new ApiError('http', httpMessage(response), { status: response.status });
  }
  return new ApiError('bad-response', i18n.t('error.badResponse'));
}

function unwrap<T>(body: unknown): T {
  if (!body || typeof body !== 'object' || !('Code' in body)) {
    throw new ApiError('bad-response', i18n.t('error.badResponse'));
  }
  const envelope = body as Envelope<T>;
  // §8: success only when Code is the string "0" and List is present.
  if (envelope.Code === '0' && envelope.List !== undefined) return envelope.List;
  // Code "0" without List: its Message says success ("成功"), which cannot explain a failure.
  if (envelope.Code === '0') throw new ApiError('business', i18n.t('error.badResponse'), { code: '0' });
  throw new ApiError('business', envelope.Message || i18n.t('error.unknown'), {
    code: String(envelope.Code),
  });
}

/** One call through the shared client: data on success, an ApiError otherwise. */
export async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  payload?: Payload,
  options: CallOptions = {},
): Promise<T> {
  countCall(1);
  try {
    return await send<T>(method, path, payload, options);
  } finally {
    countCall(-1);
  }
}

async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  payload: Payload,
  options: CallOptions,
): Promise<T> {
  const flags = splitFlags(payload);
  const loading = options.loading || flags.loading;
  const hideGlobalError = options.hideGlobalError || flags.hideGlobalError;
  const { token, auth, ended } = useSessionStore.getState();
  // Signed out, nothing is sent but signing in: opened again with a stored user and no token
  // (docs/offline.md), where a 401 would drop what the phone kept for the user; or once this tab's
  // session ended, where a screen on its way out would send its reads again with no token (each
  // answered 401).
  if (!token && (auth || ended) && !options.anonymous)
    throw new ApiError('signedOut', i18n.t('error.signedOut'));
  const headers: Record<string, string> = {};
  if (loading) headers[LOADING_HEADER] = '1';
  if (hideGlobalError) headers[HIDE_ERROR_HEADER] = '1';
  if (token) headers.Authorization = `Bearer ${token}`;

  // The timeout is enforced with our own abort rather than the adapter's, so it behaves the same on
  // every transport (XHR in browsers and web views, fetch, test interceptors).
  const timeoutMs = options.timeout ?? defaultTimeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  const config: AxiosRequestConfig = {
    method,
    url: resolveUrl(path),
    headers,
    signal: controller.signal,
  };
  if (method === 'GET') config.params = flags.data;
  else if (options.form && !isIosWebView()) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    config.data = new URLSearchParams(
      Object.entries(flags.data ?? {}).map(([key, value]) => [key, value == null ? '' : String(value)]),
    ).toString();
  } else config.data = flags.data ?? {};

  const loadingTicket = loading ? useUiStore.getState().showLoading() : undefined;
  const canRetry = method === 'GET' || options.read === true;
  let lib: Http | undefined;
  try {
    lib = await loadHttp();
    let response: AxiosResponse;
    try {
      response = await lib.instance.request(config);
    } catch (first) {
      const failure = toApiError(first, lib.axios);
      // One retry for a read that failed on the network; a write is never sent twice.
      if (!(canRetry && failure.kind === 'network')) throw failure;
      response = await lib.instance.request(config);
    }
    networkSeen(true);
    const data = unwrap<T>(response.data);
    return data;
  } catch (raw) {
    const error = timedOut
      ? new ApiError('timeout', i18n.t('error.timeout'))
      : options.signal?.aborted
        ? new ApiError('cancelled', 'cancelled')
        : toApiError(raw, lib?.axios);
    if (error.kind === 'cancelled') throw error;
    // An HTTP answer (an error status) still says the network is there; none at all says it is not.
    if (error.kind === 'network' || error.kind === 'timeout') networkSeen(false);
    else if (error.kind === 'http' || error.kind === 'unauthorized') networkSeen(true);
    if (error.kind !== 'business') {
      // §8: the failed response is kept in the cache under "error".
      useUiStore
        .getState()
        .setLastError(lib && raw instanceof lib.axios.AxiosError ? (raw.response ?? raw) : raw);
    }
    if (error.kind === 'unauthorized') reportUnauthorized(token);
    else if (error.kind !== 'business' && !hideGlobalError && error.message) {
      void showAlert({ content: error.message });
    }
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
    if (loadingTicket !== undefined) useUiStore.getState().hideLoading(loadingTicket);
  }
}

export const api = {
  get: <T>(path: string, params?: Payload, options?: CallOptions) => call<T>('GET', path, params, options),
  post: <T>(path: string, data?: Payload, options?: CallOptions) => call<T>('POST', path, data, options),
  /** A POST that only reads: retried once on a network failure. */
  read: <T>(path: string, data?: Payload, options?: CallOptions) =>
    call<T>('POST', path, data, { ...options, read: true }),
};
