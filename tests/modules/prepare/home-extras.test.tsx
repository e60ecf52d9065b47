import { render, screen } from '@testing-library/react';
import { api } from '@/api/client';
import type { FlightMission } from '@/api/schema/prepare';
import { ReportCountdown } from '@/modules/prepare/components/ReportCountdown';
import '@/modules/prepare/i18n';
import { renderApp, signIn } from '../../support/app';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('report-time countdown', () => {
  it('is plain over an hour ahead, a warning in the last hour and says when preparation is overdue', () => {
    const view = render(<ReportCountdown reportTime={inMinutes(150.5)} completed={false} />);
    expect(screen.getByText('距签到 2小时30分')).toBeInTheDocument();
    view.rerender(<ReportCountdown reportTime={inMinutes(40.5)} completed={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('距签到不足 1 小时：40分');
    view.rerender(<ReportCountdown reportTime={inMinutes(-15.5)} completed={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('准备已逾期：签到时间已过 16分');
    view.rerender(<ReportCountdown reportTime={inMinutes(-15.5)} completed />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the same in a mission card's short words", () => {
    const view = render(<ReportCountdown reportTime={inMinutes(150.5)} completed={false} short />);
    expect(screen.getByText('距签到 2小时30分')).toBeInTheDocument();
    view.rerender(<ReportCountdown reportTime={inMinutes(40.5)} completed={false} short />);
    expect(screen.getByRole('status')).toHaveTextContent(/^距签到 40分钟$/);
    view.rerender(<ReportCountdown reportTime={inMinutes(-15.5)} completed={false} short />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^已逾期 16分钟$/);
    view.rerender(<ReportCountdown reportTime={inMinutes(-15.5)} completed short />);
    expect(screen.getByText('已过 16分钟')).toBeInTheDocument();
  });
});

describe('what changed since the last look', () => {
  it('compares the gate, aircraft and notices with the previous visit', async () => {
    await signIn('pilot');
    const [mission] = await api.read<FlightMission[]>('/api/FlightMission/GetFlightMission', {});
    const path = `/Prepare/FlightMission?missionId=${mission!.missionId}`;
    const first = renderApp(path);
    expect(await screen.findByText(/首次查看本航班准备/, {}, { timeout: 5000 })).toBeInTheDocument();
    first.unmount();

    // What the user saw last time differs: another gate and one notice fewer.
    const store = JSON.parse(localStorage.getItem('prepareSeen')!) as Record<
      string,
      { gate: string; notices: string[] }
    >;
    const seen = Object.values(store)[0]!;
    seen.gate = 'B1/200';
    const dropped = seen.notices.shift();
    localStorage.setItem('prepareSeen', JSON.stringify(store));
    renderApp(path);
    expect(await screen.findByText(/登机口\/机位变更：B1\/200 →/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(dropped).toBeTruthy();
    expect(screen.getByText(/^新通告：/)).toBeInTheDocument();
  });
});
