import { describe, expect, it } from 'vitest';
import type { CrewLog, CrewLogFlight, CrewLogPf } from '@/api/schema/crewlog';
import { dayKey } from '@mocks/db/seed';
import { call, list, tokenOf } from './part2-client';

async function unwritten(token: string): Promise<CrewLogFlight> {
  const flights = await list<CrewLogFlight[]>(token, '/api/CrewLog/GetFltSchCrewLogList');
  // Yesterday's sectors have landed and wait for their log.
  const open = flights.filter((f) => f.logState === 0);
  for (const f of open) {
    const template = await list<CrewLog>(token, '/api/CrewLog/GetNewOrUpdCLog', { flightId: f.flightId });
    const probe = await call(token, '/api/CrewLog/AddNewOrUpdCLog', { ...template, remarks: 'probe' });
    if (probe.body.Code === '0') return f;
  }
  throw new Error('no flown sector without a log');
}

describe('crew log', () => {
  it('lists flown sectors with their log state', async () => {
    const token = await tokenOf('pilot');
    const flights = await list<CrewLogFlight[]>(token, '/api/CrewLog/GetFltSchCrewLogList');
    expect(flights.some((f) => f.logState === 1)).toBe(true);
    expect(flights.some((f) => f.logState === 0)).toBe(true);
    expect(flights[0]!.flightDate >= flights[flights.length - 1]!.flightDate).toBe(true);
  });

  it('validates the required fields, then adds and updates a log', async () => {
    const token = await tokenOf('pilot');
    const flights = await list<CrewLogFlight[]>(token, '/api/CrewLog/GetFltSchCrewLogList');
    const target =
      flights.find((f) => f.logState === 0 && f.flightDate < flights[0]!.flightDate) ?? flights[1]!;
    const template = await list<CrewLog>(token, '/api/CrewLog/GetNewOrUpdCLog', {
      flightId: target.flightId,
    });
    expect(template).toMatchObject({ isNew: true, logId: null, flightNo: target.flightNo });

    const missing = await call(token, '/api/CrewLog/AddNewOrUpdCLog', { ...template, takeOffTime: '' });
    expect(missing.body.Message).toBe('请填写起飞时间');
    const order = await call(token, '/api/CrewLog/AddNewOrUpdCLog', {
      ...template,
      takeOffTime: template.landingTime,
      landingTime: template.takeOffTime,
    });
    expect(order.body.Message).toContain('时间顺序');
    const noRole = await call(token, '/api/CrewLog/AddNewOrUpdCLog', { ...template, role: 'CA' });
    expect(noRole.body.Message).toContain('PF/PM');

    const added = await list<CrewLog>(token, '/api/CrewLog/AddNewOrUpdCLog', {
      ...template,
      role: 'PF',
      landings: 1,
    });
    expect(added.isNew).toBe(false);
    expect(added.logId).toBeTruthy();
    const listed = await list<CrewLogFlight[]>(token, '/api/CrewLog/GetFltSchCrewLogList');
    expect(listed.find((f) => f.flightId === target.flightId)).toMatchObject({
      logState: 1,
      logId: added.logId,
    });

    const updated = await list<CrewLog>(token, '/api/CrewLog/AddNewOrUpdCLog', {
      ...added,
      role: 'PM',
      landings: 0,
      remarks: '进近中遇轻度颠簸',
    });
    expect(updated).toMatchObject({ logId: added.logId, role: 'PM', remarks: '进近中遇轻度颠簸' });
    const reread = await list<CrewLog>(token, '/api/CrewLog/GetNewOrUpdCLog', { flightId: target.flightId });
    expect(reread.role).toBe('PM');
  });

  it('splits PF and PM from the written logs', async () => {
    const token = await tokenOf('pilot');
    const before = await list<CrewLogPf>(token, '/api/CrewLog/GetCLogPf');
    const sector = await unwritten(token);
    const template = await list<CrewLog>(token, '/api/CrewLog/GetNewOrUpdCLog', {
      flightId: sector.flightId,
    });
    await list(token, '/api/CrewLog/AddNewOrUpdCLog', { ...template, role: 'PF', landings: 1 });
    const after = await list<CrewLogPf>(token, '/api/CrewLog/GetCLogPf');
    expect(after.pf.sectors + after.pm.sectors).toBe(after.items.length);
    expect(after.items).toHaveLength(before.items.length + 1);
    expect(after.items.some((i) => i.flightNo === sector.flightNo && i.role === 'PF')).toBe(true);
  });

  it('refuses a flight that has not flown yet', async () => {
    const token = await tokenOf('pilot');
    const [tomorrow] = await list<Array<{ missionId: string }>>(
      token,
      '/api/FlightMission/GetFlightMission',
      {
        date: dayKey(1),
      },
    );
    const refused = await call(token, '/api/CrewLog/GetNewOrUpdCLog', { flightId: tomorrow?.missionId });
    expect(refused.body.Message).toBe('航班尚未执行，暂不能填写飞行日志');
  });
});
