import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFault } from '@mocks/node';
import { api } from '@/api/client';
import type { AircraftDetail, NavAirwayLeg, RouteData } from '@/api/schema/compinfo';
import type { MelItem } from '@/api/schema/dynamics';
import type { AirportWeatherReport, Schedule } from '@/api/schema/flightdata';
import type { MissionAirport } from '@/api/schema/prepare';
import { i18n } from '@/i18n';
import { beijingDay } from '@/lib/beijing';
import { decodeReport } from '@/modules/prepare/metar';
import { ready } from '../../support/preparation';
import { firstMission, recordRequests, renderApp, signIn, valueBeside } from './readingSupport';

const fact = (label: string) => valueBeside(screen.getAllByText(label, { selector: 'dt' })[0]!);

describe('prepare reading steps', () => {
  it('route data shows every §3 route field with the distance in km and NM, and each leg', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const route = await api.read<RouteData>('/api/prepare/getrouteinfo', { missionId });
    const legs = await api.read<NavAirwayLeg[]>('/api/CompInfo/GetTNavAirwayList', { routeId: route.id });
    renderApp(`/Prepare/FlightRouteData?missionId=${missionId}`);

    expect(
      await screen.findByRole('heading', { name: `${route.fromName} → ${route.toName}` }),
    ).toBeInTheDocument();
    expect(fact('航线编号')).toHaveTextContent(route.number);
    expect(fact('航线名称')).toHaveTextContent(route.name);
    expect(fact('坐标系')).toHaveTextContent(route.coordinateSystem);
    expect(fact('距离')).toHaveTextContent(
      `${route.distanceKm.toLocaleString('en-US')} 公里 / ${route.distanceNm.toLocaleString('en-US')} 海里`,
    );
    expect(fact('最低安全高度')).toHaveTextContent(`${route.minSafeAltitude.toLocaleString('en-US')} 米`);
    expect(fact('磁航向')).toHaveTextContent(`${String(route.magneticCourse).padStart(3, '0')}°`);
    const units = screen.getByRole('list', { name: '管制单位呼号与频率' });
    expect(within(units).getAllByRole('listitem')).toHaveLength(route.frequencies.length);
    expect(units).toHaveTextContent(route.frequencies[0]!.callSign);
    expect(units).toHaveTextContent(route.frequencies[0]!.frequency);

    const legList = await screen.findByRole('list', { name: '航段' });
    const rows = within(legList).getAllByRole('listitem');
    expect(rows).toHaveLength(legs.length);
    expect(rows[0]).toHaveTextContent(legs[0]!.number);
    expect(rows[0]).toHaveTextContent(`${legs[0]!.callSign} ${legs[0]!.frequency}`);
    expect(rows[0]).toHaveTextContent(`${legs[0]!.distanceKm} 公里 / ${legs[0]!.distanceNm} 海里`);
  });

  it('says km and NM in English too', async () => {
    await signIn('cabin');
    await i18n.changeLanguage('en-us');
    const { missionId } = await firstMission();
    const route = await api.read<RouteData>('/api/prepare/getrouteinfo', { missionId });
    renderApp(`/Prepare/FlightRouteData?missionId=${missionId}`);
    await screen.findByText('Route number');
    expect(fact('Distance')).toHaveTextContent(
      `${route.distanceKm.toLocaleString('en-US')} km / ${route.distanceNm.toLocaleString('en-US')} NM`,
    );
  });

  it('plane info shows the §3 aircraft fields and leads to its deferred and fixed defects', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const plane = await api.read<AircraftDetail>('/api/prepare/getplaneinfo', { missionId });
    renderApp(`/Prepare/PlaneInfo?missionId=${missionId}`);
    await screen.findByRole('heading', { name: `${plane.registration} · ${plane.model}` });
    expect(fact('注册号')).toHaveTextContent(plane.registration);
    expect(fact('所属公司')).toHaveTextContent(plane.subsidiary);
    expect(fact('发动机型号')).toHaveTextContent(plane.engineModel);
    expect(fact('发动机数量')).toHaveTextContent(String(plane.engineCount));
    expect(fact('APU 型号')).toHaveTextContent(plane.apuModel);
    expect(fact('最大起飞重量')).toHaveTextContent(`${plane.mtow.toLocaleString('en-US')} 千克`);
    expect(fact('重量指数')).toHaveTextContent(String(plane.weightIndex));
    expect(fact('出厂日期')).toHaveTextContent(plane.manufactureDate);
    expect(fact('装备日期')).toHaveTextContent(plane.equippingDate);
    expect(fact('入司日期')).toHaveTextContent(plane.joinedDate);

    await userEvent.click(screen.getByRole('link', { name: '查看保留故障' }));
    await screen.findByRole('radio', { name: '全部' });
    if (plane.deferredDefects.length === 0)
      expect(await screen.findByText('没有符合条件的保留故障')).toBeInTheDocument();
    else
      expect(
        within(await screen.findByRole('list', { name: '飞机故障保留' })).getAllByRole('listitem'),
      ).toHaveLength(plane.deferredDefects.length);
  });

  it('plane faults filter deferred and fixed defects', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const items = await api.read<MelItem[]>('/api/CompInfo/GetAllMEL', {});
    const registration = items.find((item) => item.state === 'fixed')!.registration;
    const own = items.filter((item) => item.registration === registration);
    renderApp(`/prepare/airplane/planefault/${registration}?missionId=${missionId}`);
    const list = await screen.findByRole('list', { name: '飞机故障保留' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(own.length));
    await userEvent.click(screen.getByRole('radio', { name: '已排除' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '飞机故障保留' })).getAllByRole('listitem'),
      ).toHaveLength(own.filter((item) => item.state === 'fixed').length),
    );
    expect(screen.getByRole('list', { name: '飞机故障保留' })).not.toHaveTextContent('保留中');
    await userEvent.click(screen.getByRole('radio', { name: '保留中' }));
    const deferred = own.filter((item) => item.state === 'deferred').length;
    if (deferred === 0) expect(await screen.findByText('没有符合条件的保留故障')).toBeInTheDocument();
    else
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: '飞机故障保留' })).getAllByRole('listitem'),
        ).toHaveLength(deferred),
      );
  });

  it('airport info shows the §3 airport fields of every mission airport and links to charts, pictures and risks', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const airports = await api.read<MissionAirport[]>('/api/prepare/getairportinfo', { missionId });
    renderApp(`/Prepare/AirportInfo?missionId=${missionId}`);
    const departure = airports[0]!;
    const card = (await screen.findByRole('heading', { name: new RegExp(departure.name) })).closest(
      'section',
    )!;
    for (const value of [
      departure.code3,
      departure.code4,
      departure.intelligenceBureau,
      departure.administrationBureau,
      `${departure.longitude.toFixed(4)}°E`,
      `${departure.latitude.toFixed(4)}°N`,
    ])
      expect(card).toHaveTextContent(value);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(airports.length);

    await userEvent.click(within(card).getByRole('link', { name: `机场图（${departure.docCount}）` }));
    const picture = await screen.findByRole('link', { name: /停机位置图/ });
    await userEvent.click(picture);
    // A picture chart opens zoomable in the shared image preview.
    expect(await screen.findByRole('button', { name: /停机位置图/ })).toBeInTheDocument();
  });

  it('weather detail gives the METAR and TAF as sent and in plain words, in the chosen language', async () => {
    await signIn('pilot');
    const { missionId, from } = await firstMission();
    const reports = await api.read<AirportWeatherReport[]>('/api/flightdata/getWeatherInfo', {
      flightId: missionId,
    });
    const report = reports.find((r) => r.airport === from)!;
    renderApp(`/Prepare/Weather?missionId=${missionId}`);
    await userEvent.click(await screen.findByRole('link', { name: `${from} 实况与预报详解` }));
    const decoded = await screen.findByRole('list', { name: '实况报解读' });
    // The weather list leaves on the next tick (it shows the same reports).
    await waitFor(() => expect(screen.getByText(report.metar)).toBeInTheDocument());
    expect(screen.getByText(report.taf)).toBeInTheDocument();
    expect(decoded).toHaveTextContent(`修正海压 ${report.weather.qnh} 百帕`);
    expect(decoded).toHaveTextContent(`气温 ${report.weather.temperature} °C`);

    await i18n.changeLanguage('en-us');
    const english = await screen.findByRole('list', { name: 'The METAR in plain words' });
    expect(english).toHaveTextContent(`QNH ${report.weather.qnh} hPa`);
    expect(screen.getByRole('list', { name: 'The TAF in plain words' })).toHaveTextContent(
      'Aerodrome forecast (TAF)',
    );
  });

  it('cabin-only calls are never made for a pilot, and a pilot typing a cabin path is sent away', async () => {
    await signIn('pilot');
    const { missionId } = await firstMission();
    const calls = recordRequests();
    const { router } = renderApp(`/Prepare/Weather?missionId=${missionId}`);
    await screen.findAllByRole('link', { name: /实况与预报详解/ });
    for (const path of ['/Prepare/VIPInformation', '/Prepare/Message']) {
      await router.navigate(`${path}?missionId=${missionId}`);
      await waitFor(() => expect(router.state.location.pathname.toLowerCase()).not.toBe(path.toLowerCase()));
    }
    await router.navigate(`/Prepare/Risk?missionId=${missionId}`);
    await screen.findByRole('list', { name: '风险项目' });
    calls.stop();
    expect(calls.sent.filter((path) => path.includes('/api/StewardSecurity/'))).toEqual([]);
    expect(calls.sent).toContain('/api/flightdata/getrisklist');
  });

  it("the scheduling shows each duty's hours on Beijing's clock, as the roster does, on a phone set elsewhere", async () => {
    expect(new Date().getTimezoneOffset()).not.toBe(-480); // this phone is not on Beijing time (vitest.config.ts)
    await signIn('pilot');
    const { missionId } = await firstMission();
    const schedule = await api.read<Schedule>('/api/flightdata/schedulepartial', {
      startDate: beijingDay(),
      endDate: beijingDay(13),
    });
    const duty = schedule.tasks.find((task) => task.kind === 'flight')!;
    expect(duty.start).toMatch(/\+08:00$/);
    renderApp(`/Prepare/scheduling?missionId=${missionId}`);
    expect(await screen.findByText(/的排班（北京时间）$/)).toBeInTheDocument();
    const day = await screen.findByRole('list', { name: duty.date });
    expect(day).toHaveTextContent(`${duty.start.slice(11, 16)}–${duty.end.slice(11, 16)} · ${duty.location}`);
  });

  it('cabin crew see the VIPs, special-service passengers, positions and messages of the mission', async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    renderApp(`/Prepare/VIPInformation?missionId=${missionId}`);
    const vips = await screen.findByRole('list', { name: '要客' });
    expect(within(vips).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(await screen.findByRole('list', { name: '特殊服务旅客' })).toBeInTheDocument();
  });

  it('keeps a cabin message as a draft through a failed save and saves it once', async () => {
    await signIn('cabin');
    const { missionId } = await firstMission();
    await ready(missionId); // the message belongs to the cabin step: the gate takes it once notices are read
    setFault('/api/StewardSecurity/SaveMessage', { kind: 'network', times: 1 });
    const path = `/Prepare/Message?missionId=${missionId}`;
    const first = renderApp(path);
    expect(await screen.findByRole('list', { name: '号位分工' })).toHaveTextContent('我');
    await userEvent.click(screen.getByRole('radio', { name: '安保' }));
    await userEvent.type(screen.getByLabelText('留言内容'), '后舱有一名押解旅客，请注意监控');
    await userEvent.click(screen.getByRole('button', { name: '保存留言' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    first.unmount();

    renderApp(path);
    expect(await screen.findByLabelText('留言内容')).toHaveValue('后舱有一名押解旅客，请注意监控');
    expect(screen.getByRole('radio', { name: '安保' })).toBeChecked();
    const calls = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: '保存留言' }));
    const messages = await screen.findByRole('list', { name: '号位与安保留言' });
    await waitFor(() => expect(messages).toHaveTextContent('后舱有一名押解旅客，请注意监控'));
    calls.stop();
    expect(calls.sent.filter((sent) => sent === '/api/StewardSecurity/SaveMessage')).toHaveLength(1);
    expect(screen.getByLabelText('留言内容')).toHaveValue('');
  });
});

describe('METAR and TAF reading', () => {
  it('reads every group of a METAR and keeps unknown groups as sent', () => {
    const parts = decodeReport('METAR ZUUU 230630Z VRB02G12MPS 0800 -SHRA BKN008CB M01/M03 Q1009 NOSIG RMK=');
    expect(parts).toEqual([
      { kind: 'type', value: 'METAR' },
      { kind: 'station', code: 'ZUUU' },
      { kind: 'time', day: 23, time: '06:30' },
      { kind: 'wind', direction: 'VRB', speed: 2, gust: 12, unit: 'MPS' },
      { kind: 'visibility', metres: 800 },
      { kind: 'weather', intensity: 'light', codes: ['SH', 'RA'] },
      { kind: 'cloud', cover: 'BKN', feet: 800, convective: 'CB' },
      { kind: 'temperature', temperature: -1, dewPoint: -3 },
      { kind: 'qnh', hpa: 1009 },
      { kind: 'nosig' },
      { kind: 'unknown', raw: 'RMK' },
    ]);
  });

  it('reads a TAF with its validity, extremes and change groups', () => {
    const parts = decodeReport(
      'TAF ZBAA 222100Z 2221/2403 00000MPS 9999 SCT040 TX12/2306Z TNM02/2321Z TEMPO 2303/2307 3000 TSRA FEW030CB=',
    );
    expect(parts).toContainEqual({ kind: 'validity', fromDay: 22, fromHour: 21, toDay: 24, toHour: 3 });
    expect(parts).toContainEqual({ kind: 'calm' });
    expect(parts).toContainEqual({ kind: 'extreme', max: false, temperature: -2, day: 23, hour: 21 });
    expect(parts).toContainEqual({
      kind: 'change',
      change: 'TEMPO',
      fromDay: 23,
      fromHour: 3,
      toDay: 23,
      toHour: 7,
    });
    expect(parts).toContainEqual({ kind: 'weather', intensity: 'moderate', codes: ['TS', 'RA'] });
  });
});
