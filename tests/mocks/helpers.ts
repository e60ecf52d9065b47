/** Talking to the mock backend from node tests: absolute URLs, the envelope as it comes. */
import type { Envelope } from '@/api/schema/envelope';
import type { LoginResult } from '@/api/schema/auth';

export const ORIGIN = 'http://localhost';

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

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

/** Signs in through the real login call (form-encoded, as the client sends it). */
export async function login(userName = 'pilot', password = `${userName}1234`): Promise<LoginResult> {
  const response = await fetch(`${ORIGIN}/mobile/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userName, password }).toString(),
  });
  const body = (await response.json()) as Envelope<LoginResult>;
  if (body.Code !== '0' || !body.List) throw new Error(`login failed: ${body.Message}`);
  return body.List;
}

/** The List of a successful answer; fails the test with the message otherwise. */
export function list<T>(answer: Answer<T>): T {
  if (answer.status !== 200 || answer.body.Code !== '0' || answer.body.List === undefined) {
    throw new Error(
      `expected success, got HTTP ${answer.status} Code ${answer.body.Code}: ${answer.body.Message}`,
    );
  }
  return answer.body.List;
}
