/** Test helpers of the part-2 mock tests: sign in through the real login call and call the backend. */
import type { Envelope } from '@/api/schema/envelope';
import type { LoginResult } from '@/api/schema/auth';

const BASE = 'http://localhost';

export async function signIn(userName: string, password: string): Promise<Envelope<LoginResult>> {
  const response = await fetch(`${BASE}/mobile/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userName, password }).toString(),
  });
  return (await response.json()) as Envelope<LoginResult>;
}

/** Signs in and returns the token; fails the test when the login is refused. */
export async function tokenOf(
  userName: 'pilot' | 'cabin' | 'copilot' | 'security',
  password = `${userName}1234`,
): Promise<string> {
  const result = await signIn(userName, password);
  if (result.Code !== '0' || !result.List) throw new Error(`login failed: ${result.Message}`);
  return result.List.token;
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

export async function call<T>(
  token: string | null,
  path: string,
  body: Record<string, unknown> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<Answer<T>> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const url = new URL(path, BASE);
  let init: RequestInit = { method, headers };
  if (method === 'GET') {
    for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v));
  } else {
    init = {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
  }
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** The List of a successful call; throws with the backend's message otherwise. */
export async function list<T>(
  token: string,
  path: string,
  body: Record<string, unknown> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const { status, body: envelope } = await call<T>(token, path, body, method);
  if (status !== 200 || envelope.Code !== '0' || envelope.List === undefined) {
    throw new Error(`${path}: HTTP ${status} Code ${envelope.Code} ${envelope.Message}`);
  }
  return envelope.List;
}
