import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api/client';
import type { FlightAdjustment, FlightHoursSummary, RouteData, WeatherData } from '@/api/schema/compinfo';
import { beijingDay } from '@/lib/beijing';
import { renderApp, signIn } from '../../support/app';
import { patient } from './helpers';

const items = (name: RegExp) => within(screen.getByRole('list', { name })).queryAllByRole('listitem');

describe('study filters: route and airport on weather and adjustments, period and type on flight time', () => {
  it('shows the weather of a route picked in the route selector, keeping the day', async () => {
    await signIn('pilot');
    const routes = await api.read<RouteData[]>('/flightservice/CompInfo/GetAllRouteData', {});
    const route = routes[2]!;
    const all = await api.read<WeatherData[]>('/flightservice/CompInfo/GetAllWeatherData', { dayOffset: 1 });
    const { router } = renderApp('/study/weather?day=1');
    await screen.findByRole('list', { name: /^机场天气，共 \d+ 个$/ });
    await userEvent.click(screen.getByRole('link', { name: '选择航线' }));
    await vi.waitFor(
      () => expect(router.state.location.pathname).toBe('/study/airlineSelector/weather'),
      patient,
    );
    await userEvent.type(await screen.findByPlaceholderText('起降机场、航路编号或名称'), route.number);
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(route.number) }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/study/weather'), patient);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('routeId')).toBe(route.id);
    expect(search.get('day')).toBe('1');

    const codes = [route.from, route.to, route.alternate].filter((c) => all.some((w) => w.airportCode === c));
    await vi.waitFor(() => expect(items(/^机场天气，共 \d+ 个$/)).toHaveLength(codes.length), patient);
    const cards = items(/^机场天气/);
    codes.forEach((code, i) => expect(cards[i]).toHaveTextContent(`${code}/`));
    expect(cards[0]).toHaveTextContent('起飞机场');
    expect(cards[1]).toHaveTextContent('目的地机场');
    // Tomorrow's METAR, as the backend sends it for that airport and day.
    expect(cards[0]).toHaveTextContent(all.find((w) => w.airportCode === route.from)!.metar);
    expect(screen.getByRole('link', { name: `航线 ${route.from}–${route.to}，更换` })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '全部机场' }));
    await vi.waitFor(() => expect(items(/^机场天气/).length).toBeGreaterThan(codes.length), patient);
    expect(router.state.location.search).toBe('?day=1');
  });

  it('filters flight adjustments by airport through the city index and by route through the selector', async () => {
    await signIn('cabin');
    const date = beijingDay(-1);
    const day = await api.read<FlightAdjustment[]>('/flightservice/CompInfo/GetAllFlightAdjustment', {
      date,
    });
    const routes = await api.read<RouteData[]>('/flightservice/CompInfo/GetAllRouteData', {});
    const { router } = renderApp('/study/flightChange?day=-1');
    await screen.findByRole('list', { name: `航班调整，共 ${day.length} 条` });

    // An airport of the day's list, chosen in the city index: only its flights are left, the day kept.
    const code = day[0]!.to;
    await userEvent.click(screen.getByRole('link', { name: '选择机场' }));
    await userEvent.type(await screen.findByPlaceholderText('输入城市、机场、拼音或三字码'), code);
    await userEvent.click((await screen.findAllByRole('button', { name: new RegExp(code) }))[0]!);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/study/flightChange'), patient);
    expect(new URLSearchParams(router.state.location.search).get('day')).toBe('-1');
    expect(new URLSearchParams(router.state.location.search).get('code')).toBe(code);
    const atAirport = day.filter((a) => a.from === code || a.to === code);
    await screen.findByRole('list', { name: `航班调整，共 ${atAirport.length} 条` });
    for (const item of items(/^航班调整/)) expect(item.textContent).toMatch(new RegExp(code));

    // A route flown that day (one direction only).
    const route = routes.find((r) => day.some((a) => a.from === r.from && a.to === r.to))!;
    const onRoute = day.filter((a) => a.from === route.from && a.to === route.to);
    await userEvent.click(screen.getByRole('link', { name: '选择航线' }));
    await userEvent.type(await screen.findByPlaceholderText('起降机场、航路编号或名称'), route.number);
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(route.number) }));
    await vi.waitFor(
      () => expect(new URLSearchParams(router.state.location.search).get('routeId')).toBe(route.id),
      patient,
    );
    expect(new URLSearchParams(router.state.location.search).get('code')).toBeNull();
    await screen.findByRole('list', { name: `航班调整，共 ${onRoute.length} 条` });
    for (const item of items(/^航班调整/)) expect(item).toHaveTextContent(`${route.from} → ${route.to}`);

    await userEvent.click(screen.getByRole('button', { name: '全部航班' }));
    await screen.findByRole('list', { name: `航班调整，共 ${day.length} 条` });
  });

  it('gives flight time for a period and an aircraft type, month by month, as the backend counts them', async () => {
    await signIn('pilot');
    const { router } = renderApp('/study/flightTime');
    await screen.findByRole('heading', { name: /^\d{4}-\d{2} 至 \d{4}-\d{2}$/ });
    const whole = await api.read<FlightHoursSummary>('/flightservice/CompInfo/GetAllFlightHours', {});
    expect(whole.months).toHaveLength(12);

    await userEvent.click(screen.getByRole('radio', { name: '近 3 个月' }));
    expect(router.state.location.search).toBe('?months=3');
    await screen.findByRole('heading', { name: `${whole.months[9]!.month} 至 ${whole.months[11]!.month}` });
    const [type] = whole.byAircraftType;
    await userEvent.click(await screen.findByRole('button', { name: type!.aircraftType }));
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe(type!.aircraftType);
    const expected = await api.read<FlightHoursSummary>('/flightservice/CompInfo/GetAllFlightHours', {
      fromMonth: whole.months[9]!.month,
      toMonth: whole.months[11]!.month,
      aircraftType: type!.aircraftType,
    });
    const heading = await screen.findByRole('heading', {
      name: `${whole.months[9]!.month} 至 ${whole.months[11]!.month} · ${type!.aircraftType}`,
    });
    const card = heading.closest('section')!;
    const h = Math.floor(Math.round(expected.period.hours * 60) / 60);
    const m = Math.round(expected.period.hours * 60) % 60;
    expect(within(card).getByText('期间合计').nextSibling).toHaveTextContent(
      `${h}小时${m}分 · ${expected.period.sectors} 航段`,
    );
    for (const month of expected.months) expect(within(card).getByText(month.month)).toBeInTheDocument();
    expect(within(card).queryByText(whole.months[8]!.month)).toBeNull();
  });
});
