import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from '@/api/client';
import { beijingDay } from '@/lib/beijing';
import { useUiStore } from '@/stores/ui';
import type { SimulatorSession } from '@/api/schema/compinfo';
import { mockServer, setFault } from '@mocks/node';
import { renderApp, signIn } from '../../support/app';
import { patient } from './helpers';

const day = (offset: number) => beijingDay(offset);
const serverSchedule = (mine: boolean) =>
  api.read<SimulatorSession[]>('/api/CompInfo/FlightPubScheduleList', {
    mine,
    startDate: day(0),
    endDate: day(28),
  });

describe('simulator schedule (/study/schedule)', () => {
  it('lists the coming four weeks by day, and only the user’s own with “mine only”', async () => {
    await signIn('pilot');
    const all = await serverSchedule(false);
    const mine = await serverSchedule(true);
    expect(all.length).toBeGreaterThan(mine.length);
    expect(mine.length).toBeGreaterThan(0);

    const { router } = renderApp('/study/schedule');
    expect(await screen.findByRole('heading', { name: '模拟机排班', level: 1 })).toBeInTheDocument();
    await screen.findAllByText(all[0]!.trainingType);
    expect(screen.getAllByRole('listitem')).toHaveLength(all.length);
    const firstDay = screen.getByRole('region', { name: new RegExp(all.map((s) => s.date).sort()[0]!) });
    expect(within(firstDay).getAllByRole('listitem').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('radio', { name: '只看我的' }));
    expect(router.state.location.search).toBe('?mine=1');
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(mine.length), patient);
    expect(screen.getAllByText('您参加此次训练')).toHaveLength(mine.length);
  });

  it('says so when there is nothing, and offers a retry on an error', async () => {
    await signIn('pilot');
    mockServer.use(
      http.post('*/api/CompInfo/FlightPubScheduleList', () =>
        HttpResponse.json({ Code: '0', Message: '成功', List: [] }),
      ),
    );
    renderApp('/study/schedule');
    expect(await screen.findByText('近期没有模拟机排班')).toBeInTheDocument();
  });

  it('shows the error with a retry that works', async () => {
    await signIn('pilot');
    setFault('/api/CompInfo/FlightPubScheduleList', { kind: 'code', message: '排班系统维护中', times: 1 });
    renderApp('/study/schedule');
    expect(await screen.findByText('排班系统维护中')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect((await screen.findAllByRole('listitem')).length).toBeGreaterThan(0);
  });

  it('shows a server error once, in the screen with its retry, never again in a dialog', async () => {
    await signIn('pilot');
    setFault('/api/CompInfo/FlightPubScheduleList', { kind: 'http500', times: 1 });
    renderApp('/study/schedule');
    const retry = await screen.findByRole('button', { name: /重试/ }, patient);
    expect(screen.getAllByText('服务器异常')).toHaveLength(1);
    // The client raises its global dialog before the error reaches the screen: none is waiting.
    expect(useUiStore.getState().dialogs).toEqual([]);
    await userEvent.click(retry);
    expect((await screen.findAllByRole('listitem', {}, patient)).length).toBeGreaterThan(0);
  });
});
