import { afterEach, describe, expect, it } from 'vitest';
import type { NewsItem, NewsPage } from '@/api/schema/home';
import type { SafetyNotice, SafetyNoticeDetail } from '@/api/schema/flightdata';
import type { FlightMission, PrepareNotice } from '@/api/schema/prepare';
import type { CrewLog, CrewLogFlight, CrewLogPf } from '@/api/schema/crewlog';
import { configureMock } from '@mocks/node';
import { news, safetyNotices } from '@mocks/db/content';
import { rosterFirst, rosterSectors } from '@mocks/db/roster';
import { DEMO_CREW, dayKey } from '@mocks/db/seed';
import { call, list, login } from '../support/backend';

const LENGTH = 200;
const NEWS = '/api/Home/GetNewsList';
const SAFETY = '/api/flightdata/getsafetynotice';
const CREW_LOG = '/api/CrewLog/GetFltSchCrewLogList';

/** Every page of a paged list, as the app's infinite lists ask for them (pageIndex from 1). */
async function allPages<T>(
  path: string,
  token: string,
  pageSize = 20,
): Promise<{ total: number; items: T[] }> {
  const items: T[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let pageIndex = 1; items.length < total; pageIndex += 1) {
    const page = list(await call<{ total: number; items: T[] }>(path, { pageIndex, pageSize }, { token }));
    total = page.total;
    if (page.items.length === 0) break;
    items.push(...page.items);
  }
  return { total, items };
}

const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);
const newestFirst = (times: string[]) => times.every((t, i) => i === 0 || times[i - 1]! >= t);

describe('the list length switch (mockSettings.listLength)', () => {
  afterEach(() => configureMock({ listLength: 0 }));

  it('news: pages through at least n articles, the seeded first, older ones after, the same on every call', async () => {
    const { token } = await login();
    configureMock({ listLength: LENGTH });
    const first = await allPages<NewsItem>(NEWS, token);
    expect(first.total).toBeGreaterThanOrEqual(LENGTH);
    expect(first.items).toHaveLength(first.total);
    expect(new Set(ids(first.items)).size).toBe(first.total);
    expect(ids(first.items).slice(0, news.length)).toEqual(ids(news));
    expect(newestFirst(first.items.map((n) => n.publishTime))).toBe(true);
    // Another page size gives the same entries in the same order.
    expect(await allPages<NewsItem>(NEWS, token, 35)).toEqual(first);
  });

  it('news: a generated article opens by its id, with its content', async () => {
    const { token } = await login();
    configureMock({ listLength: LENGTH });
    const { items } = await allPages<NewsItem>(NEWS, token);
    const older = items[items.length - 1]!;
    expect(news.some((n) => n.id === older.id)).toBe(false);
    const one = list(await call<NewsPage>(NEWS, { id: older.id }, { token }));
    expect(one.items[0]).toMatchObject({ id: older.id, title: older.title, publishTime: older.publishTime });
    expect(one.items[0]?.content).toContain(older.summary);
  });

  it('news: without the switch, the seeded articles exactly', async () => {
    const { token } = await login();
    const { total, items } = await allPages<NewsItem>(NEWS, token);
    expect(total).toBe(news.length);
    expect(ids(items)).toEqual(ids(news));
    const older = `NW${String(news.length + 1).padStart(3, '0')}`;
    expect((await call(NEWS, { id: older }, { token })).body.Message).toBe('新闻不存在或已下线');
  });

  it('safety notices: pages through at least n notices, the seeded first, older ones after, the same on every call', async () => {
    const { token } = await login();
    configureMock({ listLength: LENGTH });
    const first = await allPages<SafetyNotice>(SAFETY, token);
    expect(first.total).toBeGreaterThanOrEqual(LENGTH);
    expect(first.items).toHaveLength(first.total);
    expect(new Set(ids(first.items)).size).toBe(first.total);
    expect(ids(first.items).slice(0, safetyNotices.length)).toEqual(ids(safetyNotices));
    expect(newestFirst(first.items.map((n) => n.publishTime))).toBe(true);
    expect(await allPages<SafetyNotice>(SAFETY, token, 35)).toEqual(first);
  });

  it('safety notices: a generated notice opens and is read from then on', async () => {
    const { token } = await login();
    configureMock({ listLength: LENGTH });
    const before = await allPages<SafetyNotice>(SAFETY, token);
    const older = before.items.slice(safetyNotices.length);
    // Most of the archive comes read; some are still to read.
    expect(older.filter((n) => n.read).length).toBeGreaterThan(older.length / 2);
    const unread = older.find((n) => !n.read)!;
    const detail = list(
      await call<SafetyNoticeDetail>('/api/flightdata/getsafetynoticeinfo', { id: unread.id }, { token }),
    );
    expect(detail).toMatchObject({ id: unread.id, title: unread.title, read: true });
    expect(detail.content).toContain(unread.summary);
    const after = await allPages<SafetyNotice>(SAFETY, token);
    expect(after.items.find((n) => n.id === unread.id)?.read).toBe(true);
    expect(after.items.filter((n) => n.read)).toHaveLength(before.items.filter((n) => n.read).length + 1);
  });

  it("safety notices: a mission's notice step keeps the seeded notices (the older ones are the archive)", async () => {
    const { token } = await login();
    const [mission] = list(await call<FlightMission[]>('/api/FlightMission/GetFlightMission', {}, { token }));
    const notices = async () =>
      list(
        await call<PrepareNotice[]>(
          '/api/prepare/GetNoticeNewListDetail',
          { missionId: mission?.missionId },
          { token },
        ),
      );
    const seeded = await notices();
    configureMock({ listLength: LENGTH });
    expect(await notices()).toEqual(seeded);
  });

  it('safety notices: without the switch, the seeded notices exactly', async () => {
    const { token } = await login();
    const { total, items } = await allPages<SafetyNotice>(SAFETY, token);
    expect(total).toBe(safetyNotices.length);
    expect(ids(items)).toEqual(ids(safetyNotices));
  });

  it('crew log: the list without dates holds at least n sectors, the last 30 days first, the same on every call', async () => {
    const { token } = await login('pilot');
    const recent = list(await call<CrewLogFlight[]>(CREW_LOG, {}, { token }));
    configureMock({ listLength: LENGTH });
    const flights = list(await call<CrewLogFlight[]>(CREW_LOG, {}, { token }));
    expect(flights.length).toBeGreaterThanOrEqual(LENGTH);
    expect(new Set(flights.map((f) => f.flightId)).size).toBe(flights.length);
    expect(flights.slice(0, recent.length)).toEqual(recent);
    expect(newestFirst(flights.map((f) => f.plannedDeparture.slice(0, 10)))).toBe(true);
    expect(list(await call<CrewLogFlight[]>(CREW_LOG, {}, { token }))).toEqual(flights);
  });

  it('crew log: an older sector opens its log, and the PF/PM totals without dates count the same sectors', async () => {
    const { token } = await login('pilot');
    configureMock({ listLength: LENGTH });
    const flights = list(await call<CrewLogFlight[]>(CREW_LOG, {}, { token }));
    const oldest = flights[flights.length - 1]!;
    const log = list(
      await call<CrewLog>('/api/CrewLog/GetNewOrUpdCLog', { flightId: oldest.flightId }, { token }),
    );
    expect(log).toMatchObject({
      flightId: oldest.flightId,
      flightNo: oldest.flightNo,
      flightDate: oldest.flightDate,
      registration: oldest.registration,
      logId: oldest.logId,
      isNew: oldest.logState === 0,
    });
    const totals = list(await call<CrewLogPf>('/api/CrewLog/GetCLogPf', {}, { token }));
    expect(totals.startDate).toBe(oldest.flightDate);
    expect(totals.pf.sectors + totals.pm.sectors).toBe(flights.filter((f) => f.logState === 1).length);
    expect(totals.items.map((i) => i.logId).sort()).toEqual(
      flights.flatMap((f) => (f.logState === 1 && f.logId ? [f.logId] : [])).sort(),
    );
  });

  it("crew log: past the roster's twelve months, earlier years are flown again, and their sectors can be logged", async () => {
    const { token } = await login('pilot');
    const length = rosterSectors(DEMO_CREW.pilot, rosterFirst(), 0).length + 40;
    configureMock({ listLength: length });
    const flights = list(await call<CrewLogFlight[]>(CREW_LOG, {}, { token }));
    expect(flights.length).toBeGreaterThanOrEqual(length);
    expect(new Set(flights.map((f) => f.flightId)).size).toBe(flights.length);
    const oldest = flights[flights.length - 1]!;
    expect(oldest.flightDate < dayKey(rosterFirst())).toBe(true);
    expect(oldest.flightId).toBe(`FL${oldest.flightDate.replace(/-/g, '')}-${oldest.flightNo}`);
    const template = list(
      await call<CrewLog>('/api/CrewLog/GetNewOrUpdCLog', { flightId: oldest.flightId }, { token }),
    );
    const saved = list(
      await call<CrewLog>('/api/CrewLog/AddNewOrUpdCLog', { ...template, remarks: '补录' }, { token }),
    );
    expect(saved).toMatchObject({ flightId: oldest.flightId, remarks: '补录' });
  });

  it('crew log: without the switch, the last 30 days of the roster', async () => {
    const { token } = await login('pilot');
    const flights = list(await call<CrewLogFlight[]>(CREW_LOG, {}, { token }));
    expect(flights.map((f) => f.flightId)).toEqual(
      rosterSectors(DEMO_CREW.pilot, -30, 0)
        .map((s) => s.flightId)
        .reverse(),
    );
    expect(list(await call<CrewLogPf>('/api/CrewLog/GetCLogPf', {}, { token })).startDate).toBe(dayKey(-30));
  });
});
