import { describe, expect, it } from 'vitest';
import { setFault, clearFault } from '@mocks/node';
import { FAULT_KINDS, listFaults, parseFaultSpec } from '@mocks/lib/faults';
import { login, ORIGIN } from '../support/backend';

const NEWS = '/api/Home/GetNewsList';

async function raw(path: string, token: string) {
  return fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
}

describe('fault injection', () => {
  it('covers every kind the faults module declares', () => {
    expect(FAULT_KINDS).toHaveLength(20);
  });

  it('network: the request itself fails', async () => {
    const { token } = await login();
    setFault(NEWS, 'network');
    await expect(raw(NEWS, token)).rejects.toThrow();
  });

  it('delay: answers normally, later', async () => {
    const { token } = await login();
    setFault(NEWS, { kind: 'delay', ms: 120 });
    const started = Date.now();
    const response = await raw(NEWS, token);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(((await response.json()) as { Code: string }).Code).toBe('0');
  });

  it('timeout: waits, then answers 504', async () => {
    const { token } = await login();
    setFault(NEWS, { kind: 'timeout', ms: 80 });
    const started = Date.now();
    const response = await raw(NEWS, token);
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    expect(response.status).toBe(504);
  });

  it('http400 carries error_description, http400-bare does not', async () => {
    const { token } = await login();
    setFault(NEWS, { kind: 'http400', message: '参数不完整' });
    const with400 = await raw(NEWS, token);
    expect(with400.status).toBe(400);
    expect(await with400.json()).toMatchObject({ error_description: '参数不完整' });
    setFault(NEWS, 'http400-bare');
    const bare = await raw(NEWS, token);
    expect(bare.status).toBe(400);
    expect(await bare.json()).not.toHaveProperty('error_description');
  });

  it.each([
    ['http401', 401],
    ['http404', 404],
    ['http500', 500],
  ] as const)('%s answers HTTP %i', async (kind, status) => {
    const { token } = await login();
    setFault(NEWS, kind);
    expect((await raw(NEWS, token)).status).toBe(status);
  });

  it('code: a business failure with the message', async () => {
    const { token } = await login();
    setFault(NEWS, { kind: 'code', message: '数据库连接超时' });
    const body = (await (await raw(NEWS, token)).json()) as Record<string, unknown>;
    expect(body).toEqual({ Code: '500', Message: '数据库连接超时' });
  });

  it('no-list: Code 0 without List', async () => {
    const { token } = await login();
    setFault(NEWS, 'no-list');
    const body = (await (await raw(NEWS, token)).json()) as Record<string, unknown>;
    expect(body.Code).toBe('0');
    expect(body).not.toHaveProperty('List');
  });

  it('not-json: a body JSON.parse refuses', async () => {
    const { token } = await login();
    setFault(NEWS, 'not-json');
    const text = await (await raw(NEWS, token)).text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('counted faults run out; "*" hits every call; clearFault and reset remove them', async () => {
    const { token } = await login();
    setFault(NEWS, { kind: 'http500', times: 1 });
    expect((await raw(NEWS, token)).status).toBe(500);
    expect((await raw(NEWS, token)).status).toBe(200);
    setFault('*', 'http404');
    expect((await raw('/api/Home/ChgPwdTips', token)).status).toBe(404);
    expect((await raw('/api/flightdata/GetNoticeType', token)).status).toBe(404);
    clearFault('*');
    expect((await raw('/api/Home/ChgPwdTips', token)).status).toBe(200);
    setFault(NEWS.toLowerCase(), 'http500');
    expect((await raw(NEWS, token)).status).toBe(500);
    clearFault();
    expect(listFaults()).toEqual([]);
  });

  it('faults apply to the login call too, before any session check', async () => {
    setFault('/mobile/login', { kind: 'code', message: '系统维护中' });
    await expect(login()).rejects.toThrow('系统维护中');
  });

  it('parses the browser and server switch ?mockFault=path:kind[:ms],...', () => {
    expect(parseFaultSpec('/api/Home/GetNewsList:http500, /mobile/login:delay:800,bad,/x:unknown')).toEqual([
      ['/api/Home/GetNewsList', { kind: 'http500' }],
      ['/mobile/login', { kind: 'delay', ms: 800 }],
    ]);
  });
});
