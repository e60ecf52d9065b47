/**
 * npm run api: the built-in backend as a real HTTP server. Every call of endpoints.tsv is answered
 * over HTTP with the envelope for a signed-in user and refused (401) without a session.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { specEndpoints } from '../support/spec';
import { test } from '../support/browser';
import { API_SERVER_PORT } from '../support/e2eConfig';

const BASE = `http://127.0.0.1:${API_SERVER_PORT}`;
const PUBLIC = new Set([
  '/mobile/login',
  '/FlightService.svc/PostLogin',
  '/FlightService.svc/LockUser',
  '/FlightService.svc/ValiSsoToken',
  '/FlightService.svc/SendSMS',
  '/FlightService.svc/SendSMSForLogin',
  '/FlightService.svc/ModifyUser',
]);

const calls = specEndpoints().map(({ method, path }) => ({ method, path }));

test.describe('npm run api over HTTP', () => {
  let server: ChildProcess;
  let token = '';

  test.beforeAll(async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
      env: { ...process.env, PORT: String(API_SERVER_PORT) },
      stdio: 'ignore',
    });
    for (let i = 0; i < 60; i += 1) {
      try {
        await fetch(`${BASE}/api/Default/GetAuth`);
        break;
      } catch {
        await sleep(250);
      }
    }
    const login = await fetch(`${BASE}/mobile/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'userName=pilot&password=pilot1234',
    });
    const body = (await login.json()) as { Code: string; List: { token: string } };
    assert.equal(body.Code, '0');
    token = body.List.token;
  });
  test.afterAll(() => {
    server.kill();
  });

  test('knows all 128 calls', () => {
    assert.equal(calls.length, 128);
  });

  test('answers every call with the envelope for a signed-in user, and 401 without a session', async () => {
    const problems: string[] = [];
    for (const { method, path } of calls) {
      const init = (auth: boolean): RequestInit => ({
        method,
        headers: {
          'content-type': 'application/json',
          ...(auth ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      const signedIn = await fetch(`${BASE}${path}`, init(true));
      const envelope = (await signedIn.json().catch(() => null)) as {
        Code?: unknown;
        Message?: unknown;
      } | null;
      if (
        signedIn.status !== 200 ||
        typeof envelope?.Code !== 'string' ||
        typeof envelope.Message !== 'string'
      ) {
        problems.push(`${method} ${path}: ${signedIn.status} ${JSON.stringify(envelope)?.slice(0, 80)}`);
      }
      if (!PUBLIC.has(path)) {
        const anonymous = await fetch(`${BASE}${path}`, init(false));
        if (anonymous.status !== 401)
          problems.push(`${method} ${path} without a session: ${anonymous.status}`);
      }
    }
    assert.deepEqual(problems, []);
  });
});
