import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from '@/i18n/dayjs';
import { http, HttpResponse } from 'msw';
import { mockServer, setFault } from '@mocks/node';
import type { Schedule, ScheduleRequest, Task } from '@/api/schema/flightdata';
import { weekStartOf } from '@/lib/week';
import { beijingDay } from '@/lib/beijing';
import { setLang } from '@/i18n';
import { renderApp, signIn } from '../../support/app';

const today = beijingDay();
const sunday = weekStartOf(today);
const dayOfWeek = (offset: number) => dayjs(sunday).add(offset, 'day').format('YYYY-MM-DD');

const task = (patch: Partial<Task>): Task => ({
  id: 'T1',
  date: dayOfWeek(1),
  kind: 'training',
  title: '应急撤离复训',
  start: `${dayOfWeek(1)}T09:00:00+08:00`,
  end: `${dayOfWeek(1)}T12:00:00+08:00`,
  location: '北京培训中心',
  progress: 0,
  flightId: null,
  flightNo: null,
  from: null,
  to: null,
  duty: null,
  blockMinutes: null,
  reportTime: null,
  ...patch,
});

/** Answers schedulepartial with `tasks` and records what was asked. */
function serveSchedule(tasks: Task[]) {
  const asked: ScheduleRequest[] = [];
  mockServer.use(
    http.post('*/api/flightdata/schedulepartial', async ({ request }) => {
      const body = (await request.json()) as ScheduleRequest;
      asked.push(body);
      const list: Schedule = { startDate: body.startDate ?? '', endDate: body.endDate ?? '', tasks };
      return HttpResponse.json({ Code: '0', Message: '成功', List: list });
    }),
  );
  return asked;
}

describe('weekly tasks', () => {
  it('shows each task with its progress: not started, in progress, completed', async () => {
    await signIn('pilot');
    serveSchedule([
      task({ id: 'T1', title: '应急撤离复训', progress: 0 }),
      task({
        id: 'T2',
        kind: 'flight',
        title: 'HG1501 北京—上海',
        date: dayOfWeek(2),
        start: `${dayOfWeek(2)}T07:30:00+08:00`,
        end: `${dayOfWeek(2)}T09:40:00+08:00`,
        progress: 1,
        flightId: 'FL-1',
      }),
      task({ id: 'T3', kind: 'simulator', title: 'A320 模拟机复训', date: dayOfWeek(3), progress: 2 }),
    ]);
    renderApp('/home/task');

    const training = (await screen.findByText('应急撤离复训')).closest('li')!;
    expect(within(training).getByText('未开始')).toBeInTheDocument();
    expect(within(training).queryByRole('link')).toBeNull();
    const flight = screen.getByRole('link', { name: /HG1501 北京—上海/ });
    expect(within(flight).getByText('进行中')).toBeInTheDocument();
    expect(within(flight).getByText('07:30–09:40 · 北京培训中心')).toBeInTheDocument();
    expect(flight).toHaveAttribute('href', '/dynamics/details?flightId=FL-1');
    const simulator = screen.getByRole('link', { name: /A320 模拟机复训/ });
    expect(within(simulator).getByText('已完成')).toBeInTheDocument();
    expect(simulator).toHaveAttribute('href', '/study/schedule');

    const summary = screen.getByRole('list', { name: '本周任务进度' });
    for (const label of ['未开始', '进行中', '已完成'])
      expect(within(summary).getByText(label).previousSibling).toHaveTextContent('1');
  });

  it('says "Rest" for a day of rest in English, not "Rest 休息" (issue #26, item 4)', async () => {
    await setLang('en-us');
    await signIn('pilot');
    serveSchedule([task({ id: 'R1', kind: 'rest', title: '休息', location: '北京' })]);
    renderApp('/home/task');
    const rest = (await screen.findByText('Rest')).closest('li')!;
    expect(rest).not.toHaveTextContent('休息');
  });

  it('moves between weeks with the week strip and asks for that week', async () => {
    await signIn('pilot');
    const asked = serveSchedule([]);
    const { router } = renderApp('/home/task');
    await screen.findByText('本周没有任务');
    expect(asked.at(-1)).toEqual({ startDate: sunday, endDate: dayOfWeek(6) });
    expect(screen.getByText('本周')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '下一周' }));
    const nextSunday = dayOfWeek(7);
    await waitFor(() => expect(asked.at(-1)).toEqual({ startDate: nextSunday, endDate: dayOfWeek(13) }));
    expect(router.state.location.search).toBe(`?week=${nextSunday}`);

    await userEvent.click(screen.getByRole('button', { name: '回到本周' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('本周')).toBeInTheDocument();
    // This week's answer, read moments ago, is shown again from the cache without asking (it is fresh).
    expect(asked.filter((request) => request.startDate === sunday)).toEqual([
      { startDate: sunday, endDate: dayOfWeek(6) },
    ]);
  });

  it("shows the signed-in user's real roster from the mock backend", async () => {
    await signIn('pilot');
    renderApp('/home/task');
    const summary = await screen.findByRole('list', { name: '本周任务进度' });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });

  it('shows the error state and recovers on retry', async () => {
    await signIn('pilot');
    setFault('/api/flightdata/schedulepartial', { kind: 'http500', times: 1 });
    renderApp('/home/task');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器异常');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '本周任务进度' })).toBeInTheDocument();
  });
});
