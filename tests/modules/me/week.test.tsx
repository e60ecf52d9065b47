/**
 * One roster on the screens (issue #26, item 1): the weekly tasks of home, the personal centre's week
 * and its calendar export show the same duties on the same days, in the same Sunday-to-Saturday week.
 */
import { describe, expect, it, vi } from 'vitest';

// Screens driven end to end on a shared machine: more than the default 15 s each.
vi.setConfig({ testTimeout: 40_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beijingDay } from '@/lib/beijing';
import { weekDates, weekStartOf } from '@/lib/week';
import type * as Ics from '@/lib/ics';
import { renderApp, signIn } from '../../support/app';

const exported = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock('@/lib/ics', async (original) => ({
  ...(await original<typeof Ics>()),
  downloadIcs: (content: string) => exported.files.push(content),
}));

const WAIT = { timeout: 8000 };
const flightNos = (text: string) => [...text.matchAll(/HG\d{3,4}/g)].map((m) => m[0]).sort();

/** Day -> flight numbers, as the weekly tasks show them. */
async function homeWeek(): Promise<Record<string, string[]>> {
  renderApp('/home/task');
  await screen.findByRole('list', { name: '本周任务进度' }, WAIT);
  const days: Record<string, string[]> = {};
  for (const date of weekDates(weekStartOf(beijingDay()))) {
    const heading = document.getElementById(`task-day-${date}`);
    const section = heading?.closest('section');
    days[date] = section ? flightNos(section.textContent ?? '') : [];
  }
  cleanup();
  return days;
}

describe("the personal centre's week", () => {
  it.each(['pilot', 'cabin'])(
    'shows %s the same flights on the same days as the weekly tasks, and exports them',
    async (user) => {
      await signIn(user);
      const home = await homeWeek();
      renderApp('/me/weekflytime');
      const list = await screen.findByRole('list', { name: '每日明细' }, WAIT);
      const days = within(list).getAllByRole('listitem');
      // The same seven days, Sunday first.
      expect(days.map((d) => d.getAttribute('aria-label'))).toEqual(Object.keys(home));
      const week: Record<string, string[]> = {};
      for (const day of days) week[day.getAttribute('aria-label')!] = flightNos(day.textContent ?? '');
      expect(week).toEqual(home);
      expect(Object.values(week).flat().length).toBeGreaterThan(0);

      exported.files.length = 0;
      await userEvent.click(screen.getByRole('button', { name: '导出到日历（.ics）' }));
      expect(exported.files).toHaveLength(1);
      const summaries = [...exported.files[0]!.matchAll(/^SUMMARY:(.*)$/gm)].map((m) => m[1]!);
      // Every flight of the week is an event (a cancelled one excepted), and nothing else is a flight.
      const cancelled = days.flatMap((d) =>
        /已取消/.test(d.textContent ?? '') ? flightNos(d.textContent!) : [],
      );
      expect(flightNos(summaries.join(' '))).toEqual(
        Object.values(week)
          .flat()
          .filter((no) => !cancelled.includes(no))
          .sort(),
      );
    },
  );
});
