import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFault } from '@mocks/node';
import { api } from '@/api/client';
import type { AirportInfo, AirportInOutData, AirportMovementRank } from '@/api/schema/dynamics';
import { renderApp, signIn } from './helpers';

const valueOf = (label: string) => screen.getByText(label).nextElementSibling;

describe('airport in/out data', () => {
  it("shows the airport's details, its movements and the ten busiest airports as bars", async () => {
    await signIn('pilot');
    const info = await api.get<AirportInfo>('/FlightService.svc/GetAirportInfo', { code: 'CTU' });
    const inOut = await api.read<AirportInOutData>('/FlightService.svc/GetFlightInOutData', {
      airport: 'CTU',
      dayKey: 'today',
    });
    const top = await api.read<AirportMovementRank[]>('/FlightService.svc/GetFlightInOutDataTop10', {
      dayKey: 'today',
    });
    renderApp('/dynamics/airports?code=CTU');
    expect(await screen.findByRole('heading', { level: 2, name: info.name })).toBeInTheDocument();
    expect(valueOf('三字码')).toHaveTextContent('CTU');
    expect(valueOf('四字码')).toHaveTextContent(info.code4);
    expect(valueOf('坐标')).toHaveTextContent(`${info.latitude.toFixed(4)}°N ${info.longitude.toFixed(4)}°E`);
    expect(valueOf('情报区')).toHaveTextContent(info.intelligenceBureau);
    expect(valueOf('管理局')).toHaveTextContent(info.administrationBureau);

    const movements = (await screen.findByText('准点率')).closest('section')!;
    await waitFor(() => expect(within(movements).getAllByRole('listitem').length).toBeGreaterThan(0));
    const figures = within(movements).getAllByRole('listitem');
    expect(figures.find((item) => item.textContent?.endsWith('出港'))).toHaveTextContent(
      `${inOut.departures}出港`,
    );
    expect(figures.find((item) => item.textContent?.endsWith('进港'))).toHaveTextContent(
      `${inOut.arrivals}进港`,
    );

    const ranking = await screen.findByRole('list', { name: '进出港架次前十' });
    const rows = within(ranking).getAllByRole('listitem');
    expect(rows).toHaveLength(top.length);
    expect(rows[0]).toHaveTextContent(`${top[0]!.airport}`);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/dynamics/airports?code=${top[0]!.airport}`,
    );
    expect(rows[0]).toHaveTextContent(`共 ${top[0]!.movements} 架次`);
  });

  it('keeps the airport and day in the URL and shows errors per section with retry', async () => {
    await signIn('cabin');
    setFault('/FlightService.svc/GetFlightInOutDataTop10', { kind: 'network', times: 2 });
    const { router } = renderApp('/dynamics/airports?code=PEK');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('网络连接失败');
    await userEvent.click(screen.getByRole('radio', { name: /昨天/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?code=PEK&day=yesterday'));
    expect(await screen.findByRole('list', { name: '进出港架次前十' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /昨天/ })).toHaveAttribute('aria-checked', 'true');
  });
});
