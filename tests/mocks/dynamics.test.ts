import { describe, expect, it } from 'vitest';
import type {
  AirportInfo,
  AirportInOutData,
  AirportMovementRank,
  FlightBaseInfo,
  FlightCrewPanel,
  FlightListResult,
  FlightLoadInfo,
  FlightOtherPanel,
  FlightWeatherInfo,
  FollowResult,
  MelListResult,
  PersonInfo,
  SiteInOutInfo,
} from '@/api/schema/dynamics';
import type { FollowedFlights } from '@/api/schema/flightdata';
import { configureMock } from '@mocks/node';
import { aircraft, melItems } from '@mocks/db/seed';
import { call, list, login } from '../support/backend';

const LIST = '/api/FlightDynamics/GetFlightDynamicsList';

describe('flight list', () => {
  it('serves 50 flights per day key with counts per filter', async () => {
    const { token } = await login();
    for (const dayKey of ['yesterday', 'today', 'tomorrow', 'after']) {
      const page = list(await call<FlightListResult>(LIST, { dayKey, pageSize: 200 }, { token }));
      expect(page.total).toBe(50);
      expect(page.counts.all).toBe(50);
      expect(page.counts.planned + page.counts.arrived + page.counts.abnormal).toBeLessThanOrEqual(50);
    }
    const yesterday = list(
      await call<FlightListResult>(
        LIST,
        { dayKey: 'yesterday', filter: 'abnormal', pageSize: 200 },
        { token },
      ),
    );
    expect(yesterday.items.map((f) => f.status)).toContain('diverted');
    expect(yesterday.items.every((f) => ['delayed', 'cancelled', 'diverted'].includes(f.status))).toBe(true);
    expect(yesterday.items.find((f) => f.status === 'diverted')?.divertedTo).toMatch(/^[A-Z]{3}$/);
  });

  it('filters by flight number, airport and own flights, and pages', async () => {
    const { token } = await login();
    const byNo = list(
      await call<FlightListResult>(LIST, { dayKey: 'tomorrow', flightNo: 'hg1401' }, { token }),
    );
    expect(byNo.items.map((f) => f.flightNo)).toEqual(['HG1401']);
    const fromPek = list(
      await call<FlightListResult>(LIST, { dayKey: 'today', from: 'PEK', pageSize: 200 }, { token }),
    );
    expect(fromPek.total).toBeGreaterThan(5);
    expect(fromPek.items.every((f) => f.from === 'PEK')).toBe(true);
    const mine = list(await call<FlightListResult>(LIST, { dayKey: 'today', mine: true }, { token }));
    expect(mine.total).toBe(2);
    expect(mine.items.every((f) => f.mine)).toBe(true);
    const page2 = list(
      await call<FlightListResult>(LIST, { dayKey: 'today', pageIndex: 3, pageSize: 20 }, { token }),
    );
    expect(page2.items).toHaveLength(10);
    expect((await call(LIST, { dayKey: 'next-week' }, { token })).body.Code).not.toBe('0');
  });

  it('the volume switch serves thousands of flights whose details resolve', async () => {
    const { token } = await login();
    configureMock({ volume: 2000 });
    try {
      const page = list(
        await call<FlightListResult>(LIST, { dayKey: 'today', pageIndex: 50, pageSize: 40 }, { token }),
      );
      expect(page.total).toBe(2000);
      expect(page.items).toHaveLength(40);
      const generated = page.items.find((f) => f.id.includes('-X')) ?? page.items[0];
      const base = list(
        await call<FlightBaseInfo>(
          '/api/FlightDynamics/GetFlightDynamicBaseInfo',
          { flightId: generated?.id },
          { token },
        ),
      );
      expect(base.flightNo).toBe(generated?.flightNo);
    } finally {
      configureMock({ volume: 50 });
    }
  });
});

describe('following flights', () => {
  it('follow and unfollow show in the list and in attentionflight, per user', async () => {
    const { token } = await login('pilot');
    const page = list(await call<FlightListResult>(LIST, { dayKey: 'tomorrow', pageSize: 200 }, { token }));
    const target = page.items.find((f) => !f.followed);
    expect(target).toBeDefined();
    const before = list(await call<FollowedFlights>('/api/flightdata/attentionflight', {}, { token }));
    const followed = list(
      await call<FollowResult>(
        '/api/FlightDynamics/CreateFlightAttention',
        { flightId: target?.id, follow: true },
        { token },
      ),
    );
    expect(followed).toEqual({ flightId: target?.id, followed: true, count: before.length + 1 });
    const after = list(await call<FollowedFlights>('/api/flightdata/attentionflight', {}, { token }));
    expect(after.map((f) => f.id)).toContain(target?.id);
    expect(after.every((f) => f.followed)).toBe(true);
    const again = list(
      await call<FlightListResult>(LIST, { dayKey: 'tomorrow', flightNo: target?.flightNo }, { token }),
    );
    expect(again.items[0]?.followed).toBe(true);

    const cabin = await login('cabin');
    const cabinFollows = list(
      await call<FollowedFlights>('/api/flightdata/attentionflight', {}, { token: cabin.token }),
    );
    expect(cabinFollows.map((f) => f.id)).not.toContain(target?.id);

    list(
      await call(
        '/api/FlightDynamics/CreateFlightAttention',
        { flightId: target?.id, follow: false },
        { token },
      ),
    );
    const end = list(await call<FollowedFlights>('/api/flightdata/attentionflight', {}, { token }));
    expect(end).toHaveLength(before.length);
  });

  it('refuses unknown flights', async () => {
    const { token } = await login();
    const answer = await call(
      '/api/FlightDynamics/CreateFlightAttention',
      { flightId: 'FL20000101-HG1', follow: true },
      { token },
    );
    expect(answer.body).toMatchObject({ Code: '404', Message: '未找到该航班' });
  });
});

describe('flight detail panels', () => {
  it('base, load, weather, crew and other panels agree with each other', async () => {
    const { token, auth } = await login('pilot');
    const mine = list(await call<FlightListResult>(LIST, { dayKey: 'today', mine: true }, { token }));
    const flightId = mine.items[0]?.id;
    const base = list(
      await call<FlightBaseInfo>('/api/FlightDynamics/GetFlightDynamicBaseInfo', { flightId }, { token }),
    );
    expect(base.fromAirport.code3).toBe(base.from);
    expect(base.plannedDeparture).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+08:00$/);
    const load = list(
      await call<FlightLoadInfo>('/api/FlightDynamics/GetFlightDynamicLoadInfo', { flightId }, { token }),
    );
    const p = load.passengers;
    expect(p.first + p.business + p.economy).toBe(p.adults + p.children);
    expect(p.total).toBe(p.adults + p.children + p.infants);
    expect(load.takeoffWeight).toBe(load.zeroFuelWeight + load.fuel);
    const weather = list(
      await call<FlightWeatherInfo>(
        '/api/FlightDynamics/GetFlightDynamicWeatherInfo',
        { flightId },
        { token },
      ),
    );
    expect(weather.departure.metar).toMatch(/^METAR [A-Z]{4} \d{6}Z/);
    expect(weather.arrival.taf).toMatch(/^TAF /);
    const crew = list(
      await call<FlightCrewPanel>('/FlightService.svc/PostFlightDynamic', { flightId }, { token }),
    );
    expect(crew.crew.find((c) => c.duty === 'captain')?.name).toBe(auth.name);
    expect(crew.crew.map((c) => c.duty)).toEqual(
      expect.arrayContaining(['firstOfficer', 'purser', 'cabinCrew', 'securityOfficer']),
    );
    const other = list(
      await call<FlightOtherPanel>('/FlightService.svc/PostFlightDynamicDetails', { flightId }, { token }),
    );
    expect(other.gate).toBe(base.gate);
    expect(other.milestones.length).toBeGreaterThan(5);
  });

  it('PostPersonInfo gives the full §3 record by staff code', async () => {
    const { token } = await login();
    const byId = list(
      await call<PersonInfo>('/FlightService.svc/PostPersonInfo', { crewId: 'CM023' }, { token }),
    );
    const byCode = list(
      await call<PersonInfo>('/FlightService.svc/PostPersonInfo', { code: byId.code }, { token }),
    );
    expect(byCode.name).toBe('李雪');
    for (const field of [
      'name',
      'code',
      'post',
      'department',
      'employmentType',
      'technicalLevel',
      'ethnicity',
      'gender',
      'englishLevel',
      'education',
      'nativePlace',
      'mandarinLevel',
      'politicalStatus',
      'school',
      'major',
      'militaryService',
    ] as const) {
      expect(byCode[field], field).toBeTruthy();
    }
    expect(byCode.upcomingFlights.length).toBeGreaterThan(0);
    expect((await call('/FlightService.svc/PostPersonInfo', { code: 'HG00000' }, { token })).body.Code).toBe(
      '404',
    );
  });

  it('PostMelInfoList lists the deferred defects of an aircraft', async () => {
    const { token } = await login();
    const plane = aircraft.find((a) => a.deferredCount > 0);
    const all = list(
      await call<MelListResult>(
        '/FlightService.svc/PostMelInfoList',
        { registration: plane?.registration },
        { token },
      ),
    );
    expect(all.items.length).toBe(melItems.filter((m) => m.aircraftId === plane?.id).length);
    const deferred = list(
      await call<MelListResult>(
        '/FlightService.svc/PostMelInfoList',
        { registration: plane?.registration, state: 'deferred' },
        { token },
      ),
    );
    expect(deferred.items).toHaveLength(plane?.deferredCount ?? -1);
    expect(deferred.items[0]).toMatchObject({ state: 'deferred', ddNo: expect.stringMatching(/^DD-/) });
  });
});

describe('airport figures', () => {
  it('in/out data, top 10, stands and airport info are consistent with the list', async () => {
    const { token } = await login();
    const fromPek = list(
      await call<FlightListResult>(LIST, { dayKey: 'today', from: 'PEK', pageSize: 200 }, { token }),
    );
    const inout = list(
      await call<AirportInOutData>('/FlightService.svc/GetFlightInOutData', { airport: 'ZBAA' }, { token }),
    );
    expect(inout.departures).toBe(fromPek.total);
    expect(inout.hourly.reduce((n, h) => n + h.departures, 0)).toBe(inout.departures);
    const top = list(
      await call<AirportMovementRank[]>('/FlightService.svc/GetFlightInOutDataTop10', {}, { token }),
    );
    expect(top).toHaveLength(10);
    expect(top[0]?.airport).toBe('PEK');
    expect(top.every((t, i) => i === 0 || (top[i - 1]?.movements ?? 0) >= t.movements)).toBe(true);
    const sites = list(
      await call<SiteInOutInfo>('/FlightService.svc/FlightSiteInOutInfo', { airport: 'PEK' }, { token }),
    );
    expect(sites.stands.reduce((n, s) => n + s.flights.length, 0)).toBe(inout.departures + inout.arrivals);
    const info = list(
      await call<AirportInfo>('/FlightService.svc/GetAirportInfo', { code: 'PEK' }, { token, method: 'GET' }),
    );
    expect(info).toMatchObject({
      code4: 'ZBAA',
      name: '北京首都国际机场',
      administrationBureau: '民航华北地区管理局',
      todayDepartures: inout.departures,
    });
    expect(
      (await call('/FlightService.svc/GetAirportInfo', { code: 'XXX' }, { token, method: 'GET' })).body.Code,
    ).toBe('404');
  });
});
