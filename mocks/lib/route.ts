import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Envelope } from '@/api/schema/envelope';
import { takeFault, type Fault } from './faults';
import { mockSettings } from './settings';
import { hostile, hostileText } from './hostile';
import { findSession } from '../db/sessions';
import { saveMockState } from '../db/persist';

export type Method = 'GET' | 'POST';

/** One call of endpoints.tsv, with the one-line description docs/api.md is generated from. */
export interface EndpointDef {
  method: Method;
  path: string;
  /** Reachable without a session (login and its helpers). */
  public?: boolean;
  /** What it takes, e.g. "{ flightId }" — one line. */
  takes: string;
  /** What List holds on success — one line. */
  returns: string;
}

export interface CallContext<B> {
  body: B;
  request: Request;
  /** The signed-in user's id, or null on a public call without a session. */
  userId: string | null;
  token: string | null;
}

/** Throw from a resolver to answer with a business failure: Code other than "0" and a Message. */
export class MockFailure extends Error {
  constructor(
    message: string,
    readonly code = '1',
  ) {
    super(message);
  }
}

/** Every endpoint defined so far, for docs and for the test that walks endpoints.tsv. */
export const endpointRegistry: EndpointDef[] = [];

export const ok = <T>(list: T, message = '成功'): Envelope<T> => ({
  Code: '0',
  Message: message,
  List: list,
});
export const failure = (message: string, code = '1'): Envelope<never> => ({ Code: code, Message: message });

async function readBody(request: Request, method: Method): Promise<Record<string, unknown>> {
  if (method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  const text = await request.text();
  if (!text) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const HTML_ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr><p>nginx</p></body></html>';

async function faultResponse(fault: Fault, path: string): Promise<Response | undefined> {
  switch (fault.kind) {
    case 'network':
      return HttpResponse.error();
    case 'dropped':
      return undefined; // answered by the wrapper: the call is carried out, then its answer is lost
    case 'delay':
      await delay(fault.ms ?? 5000);
      return undefined; // then answer normally
    case 'slow':
      await delay(fault.ms ?? 11000);
      return undefined;
    case 'timeout':
      await delay(fault.ms ?? 65000);
      return HttpResponse.json(failure('timeout'), { status: 504 });
    case 'http400':
      return HttpResponse.json(
        { error: 'invalid_request', error_description: fault.message ?? '航班日期格式不正确' },
        { status: 400 },
      );
    case 'http400-bare':
      return HttpResponse.json({ error: 'invalid_request' }, { status: 400 });
    case 'http401':
      return HttpResponse.json({ error: 'unauthorized', error_description: '登录已失效' }, { status: 401 });
    case 'http403':
      return HttpResponse.json({ error: 'forbidden' }, { status: 403 });
    case 'http404':
      return HttpResponse.json({ error: 'not_found', path }, { status: 404 });
    case 'http500':
      return HttpResponse.json({ error: 'server_error' }, { status: 500 });
    case 'http502':
      return HttpResponse.json({ error: 'bad_gateway' }, { status: 502 });
    case 'http503':
      return HttpResponse.json({ error: 'unavailable' }, { status: 503 });
    case 'http504':
      return HttpResponse.json({ error: 'gateway_timeout' }, { status: 504 });
    case 'code':
      return HttpResponse.json(failure(fault.message ?? '系统繁忙，请稍后再试', '500'));
    case 'no-list':
      return HttpResponse.json({ Code: '0', Message: '成功' });
    case 'list-null':
      return HttpResponse.json({ Code: '0', Message: '成功', List: null });
    case 'list-empty':
      return undefined; // answered by the wrapper, which knows whether List is a list or an object
    case 'not-json':
      return new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      });
    case 'html-error':
      return new HttpResponse(HTML_ERROR_PAGE, { status: 502, headers: { 'content-type': 'text/html' } });
  }
}

/**
 * The same answer with nothing in it (List empty): every list in it empty, objects kept with their
 * scalar fields (a page of results says total 0 the way the backend would, not a bare {}).
 */
function emptied(list: unknown): unknown {
  if (Array.isArray(list)) return [];
  if (list && typeof list === 'object')
    return Object.fromEntries(Object.entries(list).map(([key, value]) => [key, emptied(value)]));
  return list;
}

/**
 * Defines one call. The resolver returns what goes into List (or throws MockFailure); this wrapper adds
 * the envelope, the session check (HTTP 401 without one), fault injection and the realistic delay.
 * Paths match on any origin, so the same handler serves the browser, node tests and the HTTP server.
 */
export function endpoint<B = Record<string, unknown>, R = unknown>(
  def: EndpointDef,
  resolve: (ctx: CallContext<B>) => R | Promise<R>,
): HttpHandler {
  endpointRegistry.push(def);
  const route = def.method === 'GET' ? http.get : http.post;
  return route(`*${def.path}`, async ({ request }) => {
    if (mockSettings.delay > 0) await delay(mockSettings.delay);
    const fault = takeFault(def.path);
    if (fault) {
      const response = await faultResponse(fault, def.path);
      if (response) return response;
    }
    const token = bearerToken(request);
    const userId = findSession(token) ?? null;
    if (!def.public && !userId) {
      return HttpResponse.json(
        { error: 'unauthorized', error_description: '登录已失效，请重新登录' },
        { status: 401 },
      );
    }
    const body = (await readBody(request, def.method)) as B;
    try {
      const list = await resolve({ body, request, userId, token });
      if (fault?.kind === 'list-empty') return HttpResponse.json(ok(emptied(list)));
      // The backend did it, but the connection dropped before the answer reached the client.
      if (fault?.kind === 'dropped') return HttpResponse.error();
      return HttpResponse.json(ok(mockSettings.hostile ? hostile(list, mockSettings.hostile) : list));
    } catch (error) {
      if (error instanceof MockFailure)
        return HttpResponse.json(
          failure(
            mockSettings.hostile && mockSettings.hostile !== 'addresses'
              ? hostileText(error.message)
              : error.message,
            error.code,
          ),
        );
      throw error;
    } finally {
      // Failures change state too (failed logins count towards the lock).
      saveMockState();
    }
  });
}
