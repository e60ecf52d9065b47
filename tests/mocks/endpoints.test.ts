/**
 * Every call of the specification (spec/endpoints.tsv):
 * registered, answering a valid envelope for a signed-in user, and refused with HTTP 401 without a
 * session unless it is one of the public login calls.
 */
import { describe, expect, it } from 'vitest';
import { endpointRegistry } from '@mocks/lib/route';
import { specEndpoints, type SpecEndpoint } from '../support/spec';
import { call, login } from '../support/backend';

type Row = SpecEndpoint;

const rows: Row[] = specEndpoints();

const PUBLIC = new Set([
  '/mobile/login',
  '/FlightService.svc/PostLogin',
  '/FlightService.svc/LockUser',
  '/FlightService.svc/ValiSsoToken',
  '/FlightService.svc/SendSMS',
  '/FlightService.svc/SendSMSForLogin',
  '/FlightService.svc/ModifyUser',
]);

/** Realistic payloads for the calls that need one to succeed (my groups); others get {}. */
const TODAY_FLIGHT = 'today';
function sampleBody(path: string, flightId: string): Record<string, unknown> {
  const samples: Record<string, Record<string, unknown>> = {
    '/api/FlightDynamics/GetFlightDynamicsList': { dayKey: 'today', pageIndex: 1, pageSize: 20 },
    '/api/FlightDynamics/GetFlightDynamicBaseInfo': { flightId },
    '/api/FlightDynamics/GetFlightDynamicLoadInfo': { flightId },
    '/api/FlightDynamics/GetFlightDynamicWeatherInfo': { flightId },
    '/api/FlightDynamics/CreateFlightAttention': { flightId, follow: true },
    '/FlightService.svc/PostFlightDynamic': { flightId },
    '/FlightService.svc/PostFlightDynamicDetails': { flightId },
    '/FlightService.svc/PostPersonInfo': { crewId: 'CM001' },
    '/FlightService.svc/PostMelInfoList': { flightId },
    '/FlightService.svc/GetFlightInOutData': { airport: 'PEK', dayKey: 'today' },
    '/FlightService.svc/FlightSiteInOutInfo': { airport: 'PEK' },
    '/FlightService.svc/GetAirportInfo': { code: 'PEK' },
    '/api/flightdata/getmessage': { id: 'MS0003' },
    '/api/flightdata/ReadMessage': { id: 'MS0003' },
    '/api/flightdata/getsafetynoticeinfo': { id: 'SN001' },
    '/api/flightdata/riskback': { riskId: `RK-${flightId}-1`, typeId: 'RB03', content: '建议增加备降燃油' },
    '/api/flightdata/getriskinfo': { id: `RK-${flightId}-1` },
    '/api/flightdata/riskreport': { id: `RK-${flightId}-1` },
    '/api/flightdata/getoperatinfo': { id: 'OP001' },
    '/api/flightdata/getexamlist': { missionId: flightId },
    '/api/flightdata/submitexam': { missionId: flightId, answers: {} },
  };
  return samples[path] ?? {};
}

/** Calls the preparation's gate decides: asked about a mission still to prepare, its notices read (§5). */
const GATED = new Set([
  '/api/flightdata/riskback',
  '/api/flightdata/getexamlist',
  '/api/flightdata/submitexam',
]);

/** The first mission still to prepare, with its must-read notices read and its exam started. */
async function missionReady(token: string): Promise<string> {
  const missions = await call<Array<{ missionId: string; prepareGate: { state: string } }>>(
    '/api/FlightMission/GetFlightMission',
    {},
    { token },
  );
  const missionId = missions.body.List?.find((m) => m.prepareGate.state !== 'closed')?.missionId ?? '';
  const notices = await call<Array<{ noticeId: string }>>(
    '/api/prepare/GetNoticeNewListDetail',
    { missionId },
    { token },
  );
  for (const n of notices.body.List ?? [])
    await call('/api/prepare/GetNoticeNewListDetail', { missionId, noticeId: n.noticeId }, { token });
  await call('/api/flightdata/getexamlist', { missionId }, { token });
  return missionId;
}
const MINE = new Set(['auth', 'home', 'flightdata', 'dynamics']);

describe('every call of endpoints.tsv', () => {
  it('lists the calls of the specification', () => {
    expect(rows.length).toBeGreaterThanOrEqual(128);
  });

  it.each(rows)('$method $path is registered', ({ method, path }) => {
    expect(endpointRegistry.some((d) => d.method === method && d.path === path)).toBe(true);
  });

  it.each(rows)('$method $path answers a valid envelope when signed in', async ({ method, path, group }) => {
    const { token } = await login('pilot');
    const flights = await call<{ items: Array<{ id: string; mine: boolean }> }>(
      '/api/FlightDynamics/GetFlightDynamicsList',
      { dayKey: TODAY_FLIGHT, mine: true },
      { token },
    );
    const flightId = GATED.has(path) ? await missionReady(token) : (flights.body.List?.items[0]?.id ?? '');
    const answer = await call(path, sampleBody(path, flightId), { token, method });
    expect(answer.status).toBe(200);
    expect(typeof answer.body.Code).toBe('string');
    expect(typeof answer.body.Message).toBe('string');
    if (answer.body.Code === '0') expect(answer.body.List).toBeDefined();
    // The calls of this part's groups succeed with a realistic payload (auth ones need their own data).
    if (MINE.has(group) && group !== 'auth')
      expect({ path, Code: answer.body.Code, Message: answer.body.Message }).toEqual({
        path,
        Code: '0',
        Message: '成功',
      });
  });

  it.each(rows)('$method $path is refused without a session unless public', async ({ method, path }) => {
    const answer = await call(path, {}, { method });
    if (PUBLIC.has(path)) {
      expect(answer.status).toBe(200);
      expect(typeof answer.body.Code).toBe('string');
    } else {
      expect(answer.status).toBe(401);
    }
  });

  it('marks exactly the login calls public', () => {
    const registeredPublic = endpointRegistry.filter((d) => d.public).map((d) => d.path);
    expect(new Set(registeredPublic)).toEqual(PUBLIC);
  });

  it('documents every registered call with one-line takes and returns', () => {
    for (const def of endpointRegistry) {
      expect(def.takes.trim(), def.path).not.toBe('');
      expect(def.returns.trim(), def.path).not.toBe('');
      expect(`${def.takes}${def.returns}`, def.path).not.toContain('\n');
    }
  });
});
