/**
 * One roster (issue #26, item 1): every call that shows a crew member's duties answers from the same
 * roster, so the weekly tasks, the missions of online preparation, the crew log, the monthly flight
 * hours and the default week agree, for every demo account, day by day.
 */
import { describe, expect, it } from 'vitest';
import type { SimulatorSession } from '@/api/schema/compinfo';
import type { CrewLogFlight } from '@/api/schema/crewlog';
import type { Schedule, Task } from '@/api/schema/flightdata';
import type { MonthlyFlightHours } from '@/api/schema/me';
import type { FlightMission } from '@/api/schema/prepare';
import { addDays, weekStartOf } from '@/lib/week';
import { dayKey } from '@mocks/db/seed';
import { call, list, login } from '../support/backend';

const ACCOUNTS = ['pilot', 'copilot', 'cabin', 'security'] as const;

/** "date flightNo" of each leg, sorted: what two screens must both show. */
const legs = (rows: Array<{ flightDate?: string; date?: string; flightNo: string | null }>) =>
  rows.map((r) => `${r.flightDate ?? r.date} ${r.flightNo}`).sort();

const flightTasks = (tasks: Task[]) => tasks.filter((t) => t.kind === 'flight');
const roster = async (token: string, startDate: string, endDate: string) =>
  list(await call<Schedule>('/api/flightdata/schedulepartial', { startDate, endDate }, { token }));

describe('one roster', () => {
  it('starts the default week on the first day of the app week (Sunday)', async () => {
    const token = (await login('pilot')).token;
    const week = await list(await call<Schedule>('/api/flightdata/schedulepartial', {}, { token }));
    expect(week.startDate).toBe(weekStartOf(dayKey(0)));
    expect(new Date(`${week.startDate}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(week.endDate).toBe(addDays(week.startDate, 6));
  });

  it.each(ACCOUNTS)('gives %s the same flights as missions, crew log and weekly tasks', async (user) => {
    const token = (await login(user)).token;
    // Two weeks back to two weeks ahead: history, the days of the flight data, the published roster.
    const start = dayKey(-14);
    const end = dayKey(14);
    const tasks = (await roster(token, start, end)).tasks;
    // Every day of the window has its entry (a flight day, another duty or rest): nothing is missing.
    expect(new Set(tasks.map((t) => t.date)).size).toBe(29);

    // The missions of preparation are the roster's flights of the days the flight data holds.
    const missions = await list(
      await call<FlightMission[]>(
        '/api/FlightMission/GetFlightMission',
        {
          startDate: dayKey(-1),
          endDate: dayKey(2),
        },
        { token },
      ),
    );
    const seededDays = flightTasks(tasks).filter((t) => t.date >= dayKey(-1) && t.date <= dayKey(2));
    expect(missions.length).toBeGreaterThan(0);
    expect(legs(missions)).toEqual(legs(seededDays));
    expect(missions.map((m) => m.flightId).sort()).toEqual(seededDays.map((t) => t.flightId).sort());

    // The crew log lists the roster's flights up to today, with the same duty.
    const logged = await list(
      await call<CrewLogFlight[]>(
        '/api/CrewLog/GetFltSchCrewLogList',
        {
          startDate: start,
          endDate: dayKey(0),
        },
        { token },
      ),
    );
    const pastTasks = flightTasks(tasks).filter((t) => t.date <= dayKey(0));
    expect(logged.length).toBeGreaterThan(4);
    expect(legs(logged)).toEqual(legs(pastTasks));
    for (const f of logged) {
      const task = pastTasks.find((t) => t.date === f.flightDate && t.flightNo === f.flightNo);
      expect(task?.duty, `${f.flightDate} ${f.flightNo}`).toBe(f.dutyText);
    }
  });

  it.each(ACCOUNTS)("sums %s's monthly flight hours from the roster's flown legs", async (user) => {
    const token = (await login(user)).token;
    const months = await list(
      await call<MonthlyFlightHours[]>('/api/PersonnalCenter/GetPersonalFlightHours', {}, { token }),
    );
    const month = dayKey(0).slice(0, 7);
    const current = months.at(-1)!;
    expect(current.month).toBe(month);
    const tasks = (await roster(token, `${month}-01`, dayKey(0))).tasks;
    const flown = flightTasks(tasks).filter((t) => t.progress === 2 && (t.blockMinutes ?? 0) > 0);
    expect(current.sectors).toBe(flown.length);
    const minutes = flown.reduce((sum, t) => sum + (t.blockMinutes ?? 0), 0);
    expect(current.flightHours).toBe(Math.round(minutes / 6) / 10);
    // The previous month, whole, from its roster days.
    const before = months.at(-2)!;
    const [y, m] = before.month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    const previous = flightTasks((await roster(token, `${before.month}-01`, last)).tasks);
    expect(before.sectors).toBe(previous.filter((t) => (t.blockMinutes ?? 0) > 0).length);
    // A roster keeps each month under the CCAR-121 limit of 100 hours.
    for (const row of months) expect(row.flightHours).toBeLessThan(100);
  });

  it.each(['pilot', 'copilot'] as const)(
    "lists %s's simulator days of the roster as their sessions of the simulator schedule",
    async (user) => {
      const token = (await login(user)).token;
      const sessions = await list(
        await call<SimulatorSession[]>(
          '/api/CompInfo/FlightPubScheduleList',
          {
            startDate: dayKey(-14),
            endDate: dayKey(16),
            mine: true,
          },
          { token },
        ),
      );
      const tasks = (await roster(token, dayKey(-14), dayKey(16))).tasks;
      const simulator = tasks.filter((t) => t.kind === 'simulator');
      expect(simulator.length).toBeGreaterThan(0);
      expect(sessions.map((s) => `${s.date} ${s.startTime}–${s.endTime}`)).toEqual(
        simulator.map((t) => `${t.date} ${t.start.slice(11, 16)}–${t.end.slice(11, 16)}`),
      );
    },
  );

  it('flies the four demo accounts together, as on the days of the flight data', async () => {
    const days = await Promise.all(
      ACCOUNTS.map(async (user) =>
        legs(flightTasks((await roster((await login(user)).token, dayKey(-10), dayKey(10))).tasks)),
      ),
    );
    for (const other of days.slice(1)) expect(other).toEqual(days[0]);
  });
});
