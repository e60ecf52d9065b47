import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api/client';
import type { Aircraft } from '@/api/schema/dynamics';
import type { RouteData } from '@/api/schema/compinfo';
import { setFault } from '@mocks/node';
import { renderApp, signIn } from '../../support/app';
import { patient } from './helpers';

const fleetList = () => screen.findByRole('list', { name: /^机队，共 \d+ 架$/ });

describe('study reference look-ups', () => {
  it('searches the fleet by registration, filters it by type and opens an aircraft with its deferred defects', async () => {
    await signIn('pilot');
    const fleet = await api.read<Aircraft[]>('/flightservice/CompInfo/GetAllAircraft', {});
    const { router } = renderApp('/study/aircraft');
    expect(within(await fleetList()).getAllByRole('listitem')).toHaveLength(fleet.length);

    const withDefects = fleet.find((a) => a.deferredCount > 0)!;
    await userEvent.type(screen.getByPlaceholderText('注册号、机型或公司'), withDefects.registration);
    await vi.waitFor(
      async () => expect(within(await fleetList()).getAllByRole('listitem')).toHaveLength(1),
      patient,
    );

    await userEvent.clear(screen.getByPlaceholderText('注册号、机型或公司'));
    await userEvent.click(screen.getByRole('button', { name: 'B787-9' }));
    const b787 = fleet.filter((a) => a.type === 'B787-9');
    await vi.waitFor(
      async () => expect(within(await fleetList()).getAllByRole('listitem')).toHaveLength(b787.length),
      patient,
    );

    await userEvent.click(screen.getByRole('button', { name: '全部' }));
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(withDefects.registration) }));
    expect(await screen.findByRole('heading', { name: /^保留故障/ })).toBeInTheDocument();
    expect(screen.getAllByText('保留中').length).toBeGreaterThan(0);
    expect(screen.getByText('最大起飞重量')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/study/aircraft/${withDefects.id}`);
  });

  it('keeps the search when the fleet fails to load, and the retry brings it back', async () => {
    await signIn('cabin');
    setFault('/flightservice/CompInfo/GetAllAircraft', { kind: 'code', message: '资料系统维护中', times: 1 });
    sessionStorage.setItem('study.search:aircraft', JSON.stringify('A320'));
    renderApp('/study/aircraft');
    expect(await screen.findByText('资料系统维护中')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('注册号、机型或公司')).toHaveValue('A320');
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(within(await fleetList()).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByPlaceholderText('注册号、机型或公司')).toHaveValue('A320');
  });

  it('picks a route through the route selector and returns to the screen that asked', async () => {
    await signIn('pilot');
    const routes = await api.read<RouteData[]>('/flightservice/CompInfo/GetAllRouteData', {});
    const route = routes[3]!;
    const { router } = renderApp('/study/airlineTrait');
    await userEvent.click(await screen.findByRole('link', { name: '选择航线' }));
    await vi.waitFor(
      () => expect(router.state.location.pathname).toBe('/study/airlineSelector/airlineTrait'),
      patient,
    );
    await userEvent.type(await screen.findByPlaceholderText('起降机场、航路编号或名称'), route.number);
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(route.number) }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/study/airlineTrait'), patient);
    expect(router.state.location.search).toBe(`?routeId=${route.id}`);
    const list = await screen.findByRole('list', { name: /^航线特点，共 \d+ 条$/ });
    for (const item of within(list).getAllByRole('listitem'))
      expect(item).toHaveTextContent(`${route.from} → ${route.to}`);

    // From the route data screen the same selector returns there, with km and NM.
    await router.navigate('/study/airlineSelector/airRoute');
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(route.number) }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/study/airRoute'), patient);
    expect(await screen.findByText(`${route.distanceKm} km / ${route.distanceNm} NM`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '航段' })).toBeInTheDocument();
  });

  it('chooses an airport in the city index and shows its fields and documents; stars it for the home', async () => {
    await signIn('cabin');
    const { router } = renderApp('/study');
    await userEvent.click(await screen.findByRole('link', { name: '机场资料' }));
    await userEvent.click(await screen.findByRole('link', { name: '选择机场' }));
    await userEvent.type(await screen.findByPlaceholderText(/城市|机场|搜索/), 'CTU');
    await userEvent.click((await screen.findAllByRole('button', { name: /CTU/ }))[0]!);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?code=CTU'), patient);
    expect(await screen.findByText('ZUUU')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^机场文件与航图/ })).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: /仪表进近图/ })).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: /^收藏 / }));
    await router.navigate('/study');
    const favourites = await screen.findByRole('region', { name: '我的收藏' });
    expect(within(favourites).getByRole('link', { name: /机场/ })).toHaveAttribute(
      'href',
      '/study/airport?code=CTU',
    );
  });

  it('filters the weather by day and condition and flight adjustments by flight number', async () => {
    await signIn('pilot');
    const { router } = renderApp('/study/weather');
    const list = await screen.findByRole('list', { name: /^机场天气，共 \d+ 个$/ });
    const all = within(list).getAllByRole('listitem').length;
    await userEvent.click(screen.getByRole('radio', { name: 'IMC' }));
    await vi.waitFor(() => {
      const items = within(screen.getByRole('list', { name: /^机场天气/ })).queryAllByRole('listitem');
      expect(items.length).toBeLessThan(all);
      for (const item of items) expect(item).toHaveTextContent('IMC');
    }, patient);
    await userEvent.click(screen.getByRole('radio', { name: '明天' }));
    expect(router.state.location.search).toContain('day=1');
    expect(router.state.location.search).toContain('cond=IMC');

    await router.navigate('/study/flightChange?day=-1');
    const adjust = await screen.findByRole('list', { name: /^航班调整，共 \d+ 条$/ });
    const first = within(adjust).getAllByRole('listitem')[0]!;
    const flightNo = first.textContent!.match(/HG\d+/)![0];
    await userEvent.type(screen.getByPlaceholderText('航班号或机场'), flightNo);
    await vi.waitFor(
      () =>
        within(screen.getByRole('list', { name: /^航班调整/ }))
          .getAllByRole('listitem')
          .forEach((item) => expect(item).toHaveTextContent(flightNo)),
      patient,
    );
  });

  it('shows flight time as hours and minutes', async () => {
    await signIn('pilot');
    renderApp('/study/flightTime');
    expect(await screen.findByText('近 30 天')).toBeInTheDocument();
    expect(screen.getAllByText(/\d+小时\d+分/).length).toBeGreaterThan(3);
  });
});
