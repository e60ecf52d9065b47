import { describe, expect, it } from 'vitest';
import type { CrewLog, CrewLogFlight, CrewLogPf } from '@/api/schema/crewlog';
import { dayKey } from '@mocks/db/seed';
import { call, list, login } from '../support/backend';

async function unwritten(token: string): Promise<CrewLogFlight> {
  const flights = await list(await call<CrewLogFlight[]>('/api/CrewLog/GetFltSchCrewLogList', {}, { token }));
  // Yesterday's sectors have landed and wait for their log.
  const open = flights.filter((f) => f.logState === 0);
  for (const f of open) {
    const template = await list(
      await call<CrewLog>('/api/CrewLog/GetNewOrUpdCLog', { flightId: f.flightId }, { token }),
    );
    const probe = await call('/api/CrewLog/AddNewOrUpdCLog', { ...template, remarks: 'probe' }, { token });
    if (probe.body.Code === '0') return f;
  }
  throw new Error('no flown sector without a log');
}

describe('crew log', () => {
  it('lists flown sectors with their log state', async () => {
    const token = (await login('pilot')).token;
    const flights = await list(
      await call<CrewLogFlight[]>('/api/CrewLog/GetFltSchCrewLogList', {}, { token }),
    );
    expect(flights.some((f) => f.logState === 1)).toBe(true);
    expect(flights.some((f) => f.logState === 0)).toBe(true);
    expect(flights[0]!.flightDate >= flights[flights.length - 1]!.flightDate).toBe(true);
  });

  it('validates the required fields, then adds and updates a log', async () => {
    const token = (await login('pilot')).token;
    const flights = await list(
      await call<CrewLogFlight[]>('/api/CrewLog/GetFltSchCrewLogList', {}, { token }),
    );
    const target =
      flights.find((f) => f.logState === 0 && f.flightDate < flights[0]!.flightDate) ?? flights[1]!;
    const template = await list(
      await call<CrewLog>(
        '/api/CrewLog/GetNewOrUpdCLog',
        {
          flightId: target.flightId,
        },
        { token },
      ),
    );
    expect(template).toMatchObject({ isNew: true, logId: null, flightNo: target.flightNo });

    const missing = await call('/api/CrewLog/AddNewOrUpdCLog', { ...template, takeOffTime: '' }, { token });
    expect(missing.body.Message).toBe('请填写起飞时间');
    const order = await call(
      '/api/CrewLog/AddNewOrUpdCLog',
      {
        ...template,
        takeOffTime: template.landingTime,
        landingTime: template.takeOffTime,
      },
      { token },
    );
    expect(order.body.Message).toContain('时间顺序');
    const noRole = await call('/api/CrewLog/AddNewOrUpdCLog', { ...template, role: 'CA' }, { token });
    expect(noRole.body.Message).toContain('PF/PM');

    const added = await list(
      await call<CrewLog>(
        '/api/CrewLog/AddNewOrUpdCLog',
        {
          ...template,
          role: 'PF',
          landings: 1,
        },
        { token },
      ),
    );
    expect(added.isNew).toBe(false);
    expect(added.logId).toBeTruthy();
    const listed = await list(
      await call<CrewLogFlight[]>('/api/CrewLog/GetFltSchCrewLogList', {}, { token }),
    );
    expect(listed.find((f) => f.flightId === target.flightId)).toMatchObject({
      logState: 1,
      logId: added.logId,
    });

    const updated = await list(
      await call<CrewLog>(
        '/api/CrewLog/AddNewOrUpdCLog',
        {
          ...added,
          role: 'PM',
          landings: 0,
          remarks: '进近中遇轻度颠簸',
        },
        { token },
      ),
    );
    expect(updated).toMatchObject({ logId: added.logId, role: 'PM', remarks: '进近中遇轻度颠簸' });
    const reread = await list(
      await call<CrewLog>('/api/CrewLog/GetNewOrUpdCLog', { flightId: target.flightId }, { token }),
    );
    expect(reread.role).toBe('PM');
  });

  it('splits PF and PM from the written logs', async () => {
    const token = (await login('pilot')).token;
    const before = await list(await call<CrewLogPf>('/api/CrewLog/GetCLogPf', {}, { token }));
    const sector = await unwritten(token);
    const template = await list(
      await call<CrewLog>(
        '/api/CrewLog/GetNewOrUpdCLog',
        {
          flightId: sector.flightId,
        },
        { token },
      ),
    );
    await list(
      await call('/api/CrewLog/AddNewOrUpdCLog', { ...template, role: 'PF', landings: 1 }, { token }),
    );
    const after = await list(await call<CrewLogPf>('/api/CrewLog/GetCLogPf', {}, { token }));
    expect(after.pf.sectors + after.pm.sectors).toBe(after.items.length);
    expect(after.items).toHaveLength(before.items.length + 1);
    expect(after.items.some((i) => i.flightNo === sector.flightNo && i.role === 'PF')).toBe(true);
  });

  it('refuses a flight that has not flown yet', async () => {
    const token = (await login('pilot')).token;
    const [tomorrow] = await list(
      await call<Array<{ missionId: string }>>(
        '/api/FlightMission/GetFlightMission',
        {
          date: dayKey(1),
        },
        { token },
      ),
    );
    const refused = await call('/api/CrewLog/GetNewOrUpdCLog', { flightId: tomorrow?.missionId }, { token });
    expect(refused.body.Message).toBe('航班尚未执行，暂不能填写飞行日志');
  });
});
