/**
 * The built-in backend called directly from unit tests (msw's node server answers; no app code in
 * between): the envelope as it comes, the demo accounts, and the one login every sign-in helper uses.
 */
import type { Envelope } from '@/api/schema/envelope';
import type { LoginResult } from '@/api/schema/auth';

export const ORIGIN = 'http://localhost';

/** The demo accounts of the built-in backend. */
export const ACCOUNTS = {
  pilot: { userName: 'pilot', password: 'pilot1234' },
  cabin: { userName: 'cabin', password: 'cabin1234' },
} as const;

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

/** One call: POST with a JSON body (GET with a query), as the signed-in user of `token` when given. */
export async function call<T = unknown>(
  path: string,
  body: Record<string, unknown> = {},
  options: { token?: string | null; method?: 'GET' | 'POST' } = {},
): Promise<Answer<T>> {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let url = `${ORIGIN}${path}`;
  let payload: string | undefined;
  if (method === 'GET') {
    const query = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
    if (query) url += `?${query}`;
  } else {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(url, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Envelope<T> };
}

/** The List of a successful answer; fails the test with the backend's message otherwise. */
export function list<T>(answer: Answer<T>): T {
  if (answer.status !== 200 || answer.body.Code !== '0' || answer.body.List === undefined) {
    throw new Error(
      `expected success, got HTTP ${answer.status} Code ${answer.body.Code}: ${answer.body.Message}`,
    );
  }
  return answer.body.List;
}

/** The login call as the login screen sends it (form-encoded), its envelope as it comes (a refusal too). */
export async function sendLogin(userName: string, password: string): Promise<Envelope<LoginResult>> {
  const response = await fetch(`${ORIGIN}/mobile/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userName, password }).toString(),
  });
  return (await response.json()) as Envelope<LoginResult>;
}

/** Signs in through the real login call; fails the test when the login is refused. */
export async function login(userName = 'pilot', password = `${userName}1234`): Promise<LoginResult> {
  const body = await sendLogin(userName, password);
  if (body.Code !== '0' || !body.List) throw new Error(`login failed: ${body.Message}`);
  return body.List;
}
