import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFault } from '@mocks/node';
import { api } from '@/api/client';
import type { FlightBaseInfo, FlightCrewPanel, FlightLoadInfo, PersonInfo } from '@/api/schema/dynamics';
import { beijingClock } from '@/modules/dynamics/lib/flightTime';
import { renderApp, serverList, signIn } from './helpers';

const base = (flightId: string) =>
  api.read<FlightBaseInfo>('/api/FlightDynamics/GetFlightDynamicBaseInfo', { flightId });
const detailsPath = (flightId: string) => `/dynamics/details?flightId=${encodeURIComponent(flightId)}`;
const panel = () => screen.getByRole('tabpanel');

describe('flight details', () => {
  it('shows the flight, its times on the local and the Beijing clock, and its durations', async () => {
    await signIn('pilot');
    // A long-haul flight abroad: its local times differ from Beijing's.
    const list = await serverList({ dayKey: 'tomorrow', pageIndex: 1, pageSize: 200 });
    const abroad = list.items.find(
      (item) => ['FRA', 'LHR'].includes(item.to) || ['FRA', 'LHR'].includes(item.from),
    )!;
    const flight = await base(abroad.id);
    renderApp(detailsPath(abroad.id));
    expect(await screen.findByRole('heading', { level: 2, name: flight.flightNo })).toBeInTheDocument();
    expect(screen.getByText(flight.fromAirport.name)).toBeInTheDocument();
    expect(screen.getByText(flight.toAirport.name)).toBeInTheDocument();
    expect(screen.getByText(flight.registration)).toBeInTheDocument();
    expect(screen.getByText(flight.flightDate)).toBeInTheDocument();

    const times = screen.getByRole('table');
    expect(within(times).getByRole('columnheader', { name: '当地时间' })).toBeInTheDocument();
    expect(within(times).getByRole('columnheader', { name: '北京时间' })).toBeInTheDocument();
    // The time at the airport abroad: arrival when flying out, departure when flying back.
    const outbound = ['FRA', 'LHR'].includes(flight.to);
    const iso = outbound ? flight.plannedArrival : flight.plannedDeparture;
    const row = within(times).getByRole('row', { name: outbound ? /计划到达/ : /计划起飞/ });
    const local = `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
    const beijing = beijingClock(iso)!;
    expect(row).toHaveTextContent(local);
    expect(row).toHaveTextContent(`${beijing.date} ${beijing.time}`);
    expect(`${beijing.date} ${beijing.time}`).not.toBe(local);

    const hours = Math.floor(flight.blockMinutes / 60);
    const minutes = flight.blockMinutes % 60;
    expect(screen.getByText('计划轮挡时间').nextElementSibling).toHaveTextContent(`${hours}小时${minutes}分`);
  });

  it('opens the crew panel with links to every member, the captain to the captain page', async () => {
    await signIn('pilot');
    const { items } = await serverList({ dayKey: 'today', pageIndex: 1, pageSize: 5 });
    const flightId = items[0]!.id;
    const crew = await api.read<FlightCrewPanel>('/FlightService.svc/PostFlightDynamic', { flightId });
    renderApp(detailsPath(flightId));
    expect(await screen.findByRole('tab', { name: '机组', selected: true })).toBeInTheDocument();
    const links = await within(panel()).findAllByRole('link');
    expect(links).toHaveLength(crew.crew.length);
    for (const [index, member] of crew.crew.entries()) {
      const page = member.duty === 'captain' ? 'captainmemberdetail' : 'crewmemberdetail';
      expect(links[index]).toHaveAttribute(
        'href',
        expect.stringContaining(`/dynamics/${page}?code=${member.code}`),
      );
      expect(links[index]).toHaveTextContent(member.name);
    }
  });

  it('shows load, weather and other panels with the flight figures', async () => {
    await signIn('cabin');
    const { items } = await serverList({ dayKey: 'today', pageIndex: 1, pageSize: 5 });
    const flightId = items[1]!.id;
    const load = await api.read<FlightLoadInfo>('/api/FlightDynamics/GetFlightDynamicLoadInfo', { flightId });
    renderApp(detailsPath(flightId));
    await userEvent.click(await screen.findByRole('tab', { name: '载量' }));
    expect(await within(panel()).findByText('旅客总数')).toBeInTheDocument();
    expect(within(panel()).getByText('旅客总数').nextElementSibling).toHaveTextContent(
      String(load.passengers.total),
    );
    expect(within(panel()).getByText('业载').nextElementSibling).toHaveTextContent(
      `${load.payload.toLocaleString('en-US')} 千克`,
    );
    expect(within(panel()).getByText('货物')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '天气' }));
    expect((await within(panel()).findAllByText('METAR')).length).toBeGreaterThanOrEqual(2);
    expect(within(panel()).getByText(/出发机场 ·/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '其他' }));
    for (const label of ['登机口', '出发机位', '行李转盘', '延误原因']) {
      expect(await within(panel()).findByText(label)).toBeInTheDocument();
    }
  });

  it('shows an error with retry inside a panel and keeps the rest of the page', async () => {
    await signIn('pilot');
    const { items } = await serverList({ dayKey: 'today', pageIndex: 1, pageSize: 5 });
    setFault('/api/FlightDynamics/GetFlightDynamicLoadInfo', {
      kind: 'code',
      message: '载量数据暂不可用',
      times: 1,
    });
    renderApp(`${detailsPath(items[0]!.id)}&panel=load`);
    const alert = await within(await screen.findByRole('tabpanel')).findByRole('alert');
    expect(alert).toHaveTextContent('载量数据暂不可用');
    expect(screen.getByRole('heading', { level: 2, name: items[0]!.flightNo })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(panel()).findByText('旅客总数')).toBeInTheDocument();
  });

  it('says so when the flight does not exist, and when none is given', async () => {
    await signIn('pilot');
    const { unmount } = renderApp(detailsPath('FL-NOPE'));
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到该航班');
    unmount();
    renderApp('/dynamics/details');
    expect(await screen.findByText('没有指定航班，请从航班列表进入')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去航班列表' })).toHaveAttribute('href', '/dynamics/listpage');
  });
});

describe('crew member pages', () => {
  it('goes from the crew panel to a member with every field of the record, and back', async () => {
    await signIn('pilot');
    const { items } = await serverList({ dayKey: 'today', pageIndex: 1, pageSize: 5 });
    const flightId = items[0]!.id;
    const crew = await api.read<FlightCrewPanel>('/FlightService.svc/PostFlightDynamic', { flightId });
    const member = crew.crew.find((m) => m.duty !== 'captain')!;
    const person = await api.read<PersonInfo>('/FlightService.svc/PostPersonInfo', { code: member.code });
    const { router } = renderApp(detailsPath(flightId));
    await userEvent.click(
      await within(await screen.findByRole('tabpanel')).findByRole('link', { name: new RegExp(member.name) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '机组成员' })).toBeInTheDocument();
    expect(router.state.location.search).toContain(`code=${member.code}`);
    await screen.findByText('个人信息');
    const fields: Array<[string, string]> = [
      ['员工号', person.code],
      ['岗位', person.post],
      ['部门', person.department],
      ['用工性质', person.employmentType],
      ['技术等级', person.technicalLevel],
      ['民族', person.ethnicity],
      ['性别', person.gender],
      ['英语等级', person.englishLevel],
      ['学历', person.education],
      ['籍贯', person.nativePlace],
      ['普通话等级', person.mandarinLevel],
      ['政治面貌', person.politicalStatus],
      ['毕业院校', person.school],
      ['专业', person.major],
      ['服役情况', person.militaryService],
    ];
    for (const [label, value] of fields) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value || '—');
    }
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('tab', { name: '机组', selected: true })).toBeInTheDocument();
  });

  it('shows the captain with qualifications and hours, and an error for an unknown code', async () => {
    await signIn('pilot');
    const { items } = await serverList({ dayKey: 'today', pageIndex: 1, pageSize: 5 });
    const crew = await api.read<FlightCrewPanel>('/FlightService.svc/PostFlightDynamic', {
      flightId: items[0]!.id,
    });
    const captain = crew.crew.find((m) => m.duty === 'captain')!;
    const person = await api.read<PersonInfo>('/FlightService.svc/PostPersonInfo', { code: captain.code });
    const { unmount } = renderApp(`/dynamics/captainmemberdetail?code=${captain.code}`);
    expect(await screen.findByText('资质与经历')).toBeInTheDocument();
    expect(screen.getByText('总飞行小时').nextElementSibling).toHaveTextContent(`${person.totalHours} 小时`);
    expect(screen.getByText('适任机型').nextElementSibling).toHaveTextContent(person.qualifiedTypes[0]!);
    unmount();
    renderApp('/dynamics/crewmemberdetail?code=NOBODY');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('未找到该人员信息'));
  });
});
