import type { HttpHandler } from 'msw';
import type {
  AirportInfo,
  AirportInOutData,
  AirportMovementRank,
  DayKey,
  Flight,
  FlightBase,
  FlightBaseInfo,
  FlightCrewPanel,
  FlightFilter,
  FlightListResult,
  FlightLoadInfo,
  FlightOtherPanel,
  FlightStatus,
  FlightWeatherInfo,
  FollowResult,
  MelListResult,
  PersonInfo,
  SiteInOutInfo,
} from '@/api/schema/dynamics';
import { endpoint, MockFailure } from '../lib/route';
import { bool, str } from '../lib/params';
import { mockSettings } from '../lib/settings';
import {
  aircraft,
  airportOf,
  createRng,
  crewMembers,
  currentUser,
  DAY_KEYS,
  dayKey as dateOf,
  dutyText,
  findAircraft,
  findAirport,
  findCrewMember,
  findFlight,
  findRoute,
  flightsOfCrew,
  flightsOfDay,
  inboundOf,
  isoInZone,
  melOf,
  notamsOf,
  pad,
  serverStart,
  SUBSIDIARIES,
  tafOf,
  weatherOf,
} from '../db/seed';
import { followedIds, setFollow } from '../db/follows';
import { shortName, toListItem } from '../db/flightview';

const MIN = 60_000;
const FILTERS: FlightFilter[] = ['all', 'planned', 'arrived', 'abnormal'];
const ABNORMAL: FlightStatus[] = ['delayed', 'cancelled', 'diverted'];

function dayKeyOf(value: unknown): DayKey {
  const key = str(value) || 'today';
  if (!(key in DAY_KEYS))
    throw new MockFailure('日期参数错误，应为 today、yesterday、tomorrow 或 after', '400');
  return key as DayKey;
}

function matchesFilter(flight: Flight, filter: FlightFilter): boolean {
  if (filter === 'planned') return flight.status === 'planned';
  if (filter === 'arrived') return flight.status === 'arrived';
  if (filter === 'abnormal') return ABNORMAL.includes(flight.status);
  return true;
}

function airportMatches(code: string, query: string): boolean {
  if (!query) return true;
  const airport = findAirport(code);
  const q = query.toUpperCase();
  return (
    code === q ||
    airport?.code4 === q ||
    Boolean(airport && (airport.city === query || airport.pinyin === query.toLowerCase()))
  );
}

function flightOf(body: Record<string, unknown>): Flight {
  const id = str(body.flightId);
  if (!id) throw new MockFailure('缺少航班编号 flightId', '400');
  const flight = findFlight(id);
  if (!flight) throw new MockFailure('未找到该航班', '404');
  return flight;
}

function airportParam(value: unknown) {
  const airport = findAirport(str(value));
  if (!airport) throw new MockFailure('未找到该机场', '404');
  return airport;
}

const at = (iso: string | null) => (iso ? Date.parse(iso) : null);

export const dynamicsHandlers: HttpHandler[] = [
  endpoint<Record<string, unknown>, FlightListResult>(
    {
      method: 'POST',
      path: '/api/FlightDynamics/GetFlightDynamicsList',
      takes:
        '{ dayKey: today|yesterday|tomorrow|after, flightNo?, from?, to?, filter?: all|planned|arrived|abnormal, mine?, pageIndex, pageSize }',
      returns:
        'FlightListResult { dayKey, flightDate, total, pageIndex, pageSize, items: FlightListItem[], counts per filter }',
    },
    ({ body, userId }) => {
      const { member, user } = currentUser(userId);
      const key = dayKeyOf(body.dayKey);
      const filterText = str(body.filter) || 'all';
      if (!FILTERS.includes(filterText as FlightFilter)) throw new MockFailure('筛选条件错误', '400');
      const filter = filterText as FlightFilter;
      const flightNo = str(body.flightNo).toUpperCase().replace(/\s/g, '');
      const from = str(body.from);
      const to = str(body.to);
      const mine = bool(body.mine);
      const base = flightsOfDay(key, mockSettings.volume).filter(
        (f) =>
          (!flightNo || f.flightNo.includes(flightNo)) &&
          airportMatches(f.from, from) &&
          airportMatches(f.to, to) &&
          (!mine || f.crew.some((c) => c.crewId === member.id)),
      );
      const counts = Object.fromEntries(
        FILTERS.map((f) => [f, base.filter((x) => matchesFilter(x, f)).length]),
      ) as Record<FlightFilter, number>;
      const matching = base.filter((f) => matchesFilter(f, filter));
      const pageSize = Math.min(200, Math.max(1, Math.floor(Number(body.pageSize) || 20)));
      const pageIndex = Math.max(1, Math.floor(Number(body.pageIndex) || 1));
      const followed = followedIds(user.id);
      return {
        dayKey: key,
        flightDate: dateOf(DAY_KEYS[key]),
        total: matching.length,
        pageIndex,
        pageSize,
        items: matching
          .slice((pageIndex - 1) * pageSize, pageIndex * pageSize)
          .map((f) => toListItem(f, followed, member.id)),
        counts,
      };
    },
  ),

  endpoint<Record<string, unknown>, FlightBaseInfo>(
    {
      method: 'POST',
      path: '/api/FlightDynamics/GetFlightDynamicBaseInfo',
      takes: '{ flightId }',
      returns:
        'FlightBaseInfo: the flight without crew/load + fromAirport, toAirport, divertedAirport, blockMinutes, routeName, distanceKm, followed, inboundFlightId',
    },
    ({ body, userId }) => {
      const { user } = currentUser(userId);
      const flight = flightOf(body);
      const {
        crew: _crew,
        passengers: _p,
        cargo: _c,
        mail: _m,
        baggage: _b,
        payload: _l,
        fuel: _f,
        ...rest
      } = flight;
      const route = findRoute(flight.routeId);
      return {
        ...rest,
        fromAirport: airportOf(flight.from),
        toAirport: airportOf(flight.to),
        divertedAirport: flight.divertedTo ? airportOf(flight.divertedTo) : null,
        blockMinutes: Math.round(
          (Date.parse(flight.plannedArrival) - Date.parse(flight.plannedDeparture)) / MIN,
        ),
        routeName: route?.name ?? `${shortName(flight.from)}—${shortName(flight.to)}`,
        distanceKm: route?.distanceKm ?? 0,
        followed: followedIds(user.id).has(flight.id),
        inboundFlightId: inboundOf(flight)?.id ?? null,
      };
    },
  ),

  endpoint<Record<string, unknown>, FlightLoadInfo>(
    {
      method: 'POST',
      path: '/api/FlightDynamics/GetFlightDynamicLoadInfo',
      takes: '{ flightId }',
      returns:
        'FlightLoadInfo { payload, maxPayload, passengers, seats, loadFactor, cargo, mail, baggage, fuel, zeroFuelWeight, takeoffWeight, landingWeight } (kg)',
    },
    ({ body }) => {
      const flight = flightOf(body);
      const plane = findAircraft(flight.aircraftId);
      if (!plane) throw new MockFailure('未找到执行飞机', '404');
      const seats = { ...plane.seats, total: plane.seats.first + plane.seats.business + plane.seats.economy };
      const seated = flight.passengers.first + flight.passengers.business + flight.passengers.economy;
      const zeroFuelWeight = plane.oew + flight.payload;
      const takeoffWeight = zeroFuelWeight + flight.fuel;
      return {
        flightId: flight.id,
        flightNo: flight.flightNo,
        payload: flight.payload,
        maxPayload: plane.mzfw - plane.oew,
        passengers: flight.passengers,
        seats,
        loadFactor: Math.round((seated / seats.total) * 1000) / 1000,
        cargo: flight.cargo,
        mail: flight.mail,
        baggage: flight.baggage,
        fuel: flight.fuel,
        zeroFuelWeight,
        takeoffWeight,
        landingWeight: takeoffWeight - Math.round((flight.fuel * 0.68) / 10) * 10,
      };
    },
  ),

  endpoint<Record<string, unknown>, FlightWeatherInfo>(
    {
      method: 'POST',
      path: '/api/FlightDynamics/GetFlightDynamicWeatherInfo',
      takes: '{ flightId }',
      returns:
        'FlightWeatherInfo { departure, arrival, alternate }: AirportWeather (summary, temperature, wind, visibility, qnh, metar) + taf',
    },
    ({ body }) => {
      const flight = flightOf(body);
      const offset = DAY_KEYS[flight.dayKey];
      const wx = (code: string) => ({ ...weatherOf(code, offset), taf: tafOf(code, offset) });
      const alternate = findRoute(flight.routeId)?.alternate;
      return {
        flightId: flight.id,
        departure: wx(flight.from),
        arrival: wx(flight.divertedTo ?? flight.to),
        alternate: alternate ? wx(alternate) : null,
      };
    },
  ),

  endpoint<Record<string, unknown>, FollowResult>(
    {
      method: 'POST',
      path: '/api/FlightDynamics/CreateFlightAttention',
      takes: '{ flightId, follow: boolean } (true follows, false unfollows)',
      returns: 'FollowResult { flightId, followed, count }',
    },
    ({ body, userId }) => {
      const { user } = currentUser(userId);
      const flight = flightOf(body);
      const follow = bool(body.follow, true);
      const count = setFollow(user.id, flight.id, follow);
      return { flightId: flight.id, followed: follow, count };
    },
  ),

  endpoint<Record<string, unknown>, FlightCrewPanel>(
    {
      method: 'POST',
      path: '/FlightService.svc/PostFlightDynamic',
      takes: '{ flightId }',
      returns:
        'FlightCrewPanel { flightId, flightNo, crew: [{ crewId, code, name, duty, dutyText, post, phone, avatar, technicalLevel }] }',
    },
    ({ body }) => {
      const flight = flightOf(body);
      return {
        flightId: flight.id,
        flightNo: flight.flightNo,
        crew: flight.crew.flatMap(({ crewId, duty }) => {
          const m = findCrewMember(crewId);
          return m
            ? [
                {
                  crewId,
                  code: m.code,
                  name: m.name,
                  duty,
                  dutyText: dutyText(duty),
                  post: m.post,
                  phone: m.phone,
                  avatar: m.avatar,
                  technicalLevel: m.technicalLevel,
                },
              ]
            : [];
        }),
      };
    },
  ),

  endpoint<Record<string, unknown>, FlightOtherPanel>(
    {
      method: 'POST',
      path: '/FlightService.svc/PostFlightDynamicDetails',
      takes: '{ flightId }',
      returns:
        'FlightOtherPanel { gate, stand, arrivalStand, carousel, checkInCounters, boardingStart/End, doorClosed, milestones[{ name, planned, actual }], remarks }',
    },
    ({ body }) => {
      const flight = flightOf(body);
      const zone = airportOf(flight.from).timeZone;
      const dep = at(flight.estimatedDeparture) ?? (at(flight.plannedDeparture) as number);
      const rng = createRng(`other-${flight.id}`);
      const cancelled = flight.status === 'cancelled';
      const happened = (t: number) => !cancelled && t <= serverStart;
      const milestone = (name: string, minutesBefore: number) => {
        const planned = dep - minutesBefore * MIN;
        const actual = planned + rng.int(-4, 6) * MIN;
        return {
          name,
          planned: isoInZone(planned, zone),
          actual: happened(actual) ? isoInZone(actual, zone) : null,
        };
      };
      const milestones = [
        milestone('机组到位', 70),
        milestone('加油完成', 45),
        milestone('配餐完成', 40),
        milestone('清洁完成', 38),
        milestone('开始登机', 35),
        milestone('货邮装载完成', 20),
        milestone('登机结束', 15),
        milestone('关舱门', 10),
        milestone('推出', 0),
      ];
      const counter = rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L']);
      const first = rng.int(1, 20);
      return {
        flightId: flight.id,
        gate: flight.gate,
        stand: flight.stand,
        arrivalStand: flight.arrivalStand,
        carousel: flight.carousel,
        checkInCounters: `${counter}${pad(first)}-${counter}${pad(first + rng.int(4, 10))}`,
        boardingStart: milestones[4]?.actual ?? null,
        boardingEnd: milestones[6]?.actual ?? null,
        doorClosed: milestones[7]?.actual ?? null,
        milestones,
        remarks: cancelled
          ? `航班取消：${flight.delayReason ?? ''}，旅客已安排改签或退票。`
          : flight.divertedTo
            ? `因${flight.delayReason ?? '特殊情况'}备降${shortName(flight.divertedTo)}，后续安排另行通知。`
            : flight.delayMinutes > 0
              ? `预计延误 ${flight.delayMinutes} 分钟（${flight.delayReason ?? ''}）。`
              : '保障正常。',
      };
    },
  ),

  endpoint<Record<string, unknown>, PersonInfo>(
    {
      method: 'POST',
      path: '/FlightService.svc/PostPersonInfo',
      takes: '{ code } (staff code, e.g. HG10000) or { crewId }',
      returns:
        'PersonInfo: CrewMember (every §3 field, phone, avatar...) + upcomingFlights of today and tomorrow',
    },
    ({ body }) => {
      const member = findCrewMember(str(body.code) || str(body.crewId));
      if (!member) throw new MockFailure('未找到该人员信息', '404');
      const upcomingFlights = flightsOfCrew(member.id)
        .filter((f) => f.dayKey === 'today' || f.dayKey === 'tomorrow')
        .map((f) => ({
          flightId: f.id,
          flightNo: f.flightNo,
          from: f.from,
          to: f.to,
          plannedDeparture: f.plannedDeparture,
          duty: f.crew.find((c) => c.crewId === member.id)?.duty ?? 'cabinCrew',
        }));
      return { ...member, upcomingFlights };
    },
  ),

  endpoint<Record<string, unknown>, MelListResult>(
    {
      method: 'POST',
      path: '/FlightService.svc/PostMelInfoList',
      takes: '{ flightId } or { registration }, state?: deferred|fixed|all (default all)',
      returns:
        'MelListResult { aircraft, items: MelItem[] (ddNo, ataChapter, melRef, title, category, type, applyDate, deferralLimit, state...) }',
    },
    ({ body }) => {
      const plane = str(body.flightId)
        ? findAircraft(flightOf(body).aircraftId)
        : findAircraft(str(body.registration));
      if (!plane) throw new MockFailure('未找到该飞机', '404');
      const state = str(body.state) || 'all';
      return { aircraft: plane, items: melOf(plane.id).filter((m) => state === 'all' || m.state === state) };
    },
  ),

  endpoint<Record<string, unknown>, AirportInOutData>(
    {
      method: 'POST',
      path: '/FlightService.svc/GetFlightInOutData',
      takes: '{ airport (IATA or ICAO), dayKey? }',
      returns:
        'AirportInOutData { departures, arrivals, departed, arrived, delayed, cancelled, onTimeRate, hourly[{ hour, departures, arrivals }] }',
    },
    ({ body }) => {
      const airport = airportParam(body.airport);
      const key = dayKeyOf(body.dayKey);
      const day = flightsOfDay(key, mockSettings.volume);
      const out = day.filter((f) => f.from === airport.code3);
      const inbound = day.filter((f) => f.to === airport.code3 || f.divertedTo === airport.code3);
      const hourly = Array.from({ length: 24 }, (_, hour) => ({ hour, departures: 0, arrivals: 0 }));
      const hourOf = (iso: string) => Number(isoInZone(Date.parse(iso), airport.timeZone).slice(11, 13));
      for (const f of out) (hourly[hourOf(f.plannedDeparture)] as { departures: number }).departures += 1;
      for (const f of inbound) (hourly[hourOf(f.plannedArrival)] as { arrivals: number }).arrivals += 1;
      const operated = out.filter((f) => f.actualDeparture);
      const onTime = operated.filter(
        (f) => (at(f.actualDeparture) as number) - Date.parse(f.plannedDeparture) <= 15 * MIN,
      );
      return {
        airport: airport.code3,
        airportName: airport.name,
        flightDate: dateOf(DAY_KEYS[key]),
        departures: out.length,
        arrivals: inbound.length,
        departed: operated.length,
        arrived: inbound.filter((f) => f.actualArrival).length,
        delayed: [...out, ...inbound].filter((f) => f.delayMinutes > 0).length,
        cancelled: [...out, ...inbound].filter((f) => f.status === 'cancelled').length,
        onTimeRate: operated.length ? Math.round((onTime.length / operated.length) * 1000) / 1000 : 1,
        hourly,
      };
    },
  ),

  endpoint<Record<string, unknown>, AirportMovementRank[]>(
    {
      method: 'POST',
      path: '/FlightService.svc/GetFlightInOutDataTop10',
      takes: '{ dayKey? }',
      returns:
        'AirportMovementRank[] (10, by movements): { rank, airport, airportName, city, departures, arrivals, movements }',
    },
    ({ body }) => {
      const day = flightsOfDay(dayKeyOf(body.dayKey), mockSettings.volume);
      const tally = new Map<string, { departures: number; arrivals: number }>();
      const entry = (code: string) => {
        const e = tally.get(code) ?? { departures: 0, arrivals: 0 };
        tally.set(code, e);
        return e;
      };
      for (const f of day) {
        entry(f.from).departures += 1;
        entry(f.to).arrivals += 1;
      }
      return [...tally.entries()]
        .map(([code, t]) => ({ code, ...t, movements: t.departures + t.arrivals }))
        .sort((a, b) => b.movements - a.movements || a.code.localeCompare(b.code))
        .slice(0, 10)
        .map((t, i) => {
          const a = airportOf(t.code);
          return {
            rank: i + 1,
            airport: a.code3,
            airportName: a.name,
            city: a.city,
            departures: t.departures,
            arrivals: t.arrivals,
            movements: t.movements,
          };
        });
    },
  ),

  endpoint<Record<string, unknown>, FlightBase[]>(
    {
      method: 'POST',
      path: '/FlightService.svc/GetFlightBase',
      takes: '(nothing)',
      returns:
        'FlightBase[]: { airport, name, city, subsidiary, aircraftCount, crewCount, departuresToday } per base',
    },
    () => {
      const today = flightsOfDay('today', mockSettings.volume);
      return SUBSIDIARIES.map((s) => {
        const a = airportOf(s.base);
        return {
          airport: a.code3,
          name: a.name,
          city: a.city,
          subsidiary: s.name,
          aircraftCount: aircraft.filter((x) => x.subsidiary === s.name).length,
          crewCount: crewMembers.filter((m) => m.base === a.city).length,
          departuresToday: today.filter((f) => findAirport(f.from)?.city === a.city).length,
        };
      });
    },
  ),

  endpoint<Record<string, unknown>, SiteInOutInfo>(
    {
      method: 'POST',
      path: '/FlightService.svc/FlightSiteInOutInfo',
      takes: '{ airport, dayKey? }',
      returns:
        'SiteInOutInfo { airport, dayKey, stands: [{ stand, kind 近机位|远机位, flights[{ flightId, flightNo, from, to, inTime, outTime, status }] }] }',
    },
    ({ body }) => {
      const airport = airportParam(body.airport);
      const key = dayKeyOf(body.dayKey);
      const stands = new Map<string, SiteInOutInfo['stands'][number]>();
      const standOf = (stand: string) => {
        let s = stands.get(stand);
        if (!s) {
          s = { stand, kind: Number(stand) < 300 ? '近机位' : '远机位', flights: [] };
          stands.set(stand, s);
        }
        return s;
      };
      for (const f of flightsOfDay(key, mockSettings.volume)) {
        const base = { flightId: f.id, flightNo: f.flightNo, from: f.from, to: f.to, status: f.status };
        if (f.from === airport.code3)
          standOf(f.stand).flights.push({
            ...base,
            inTime: null,
            outTime: f.actualDeparture ?? f.estimatedDeparture ?? f.plannedDeparture,
          });
        if (f.to === airport.code3)
          standOf(f.arrivalStand).flights.push({
            ...base,
            inTime: f.actualArrival ?? f.estimatedArrival ?? f.plannedArrival,
            outTime: null,
          });
      }
      return {
        airport: airport.code3,
        dayKey: key,
        stands: [...stands.values()].sort((a, b) => a.stand.localeCompare(b.stand)),
      };
    },
  ),

  endpoint<Record<string, unknown>, AirportInfo>(
    {
      method: 'GET',
      path: '/FlightService.svc/GetAirportInfo',
      takes: 'query ?code= (IATA or ICAO)',
      returns:
        'AirportInfo: Airport + weather (with taf), notamCount, todayDepartures, todayArrivals, phone, address',
    },
    ({ body }) => {
      const airport = airportParam(body.code ?? body.airport);
      const today = flightsOfDay('today', mockSettings.volume);
      const rng = createRng(`airport-info-${airport.code3}`);
      return {
        ...airport,
        weather: { ...weatherOf(airport.code3, 0), taf: tafOf(airport.code3, 0) },
        notamCount: notamsOf(airport.code3).length,
        todayDepartures: today.filter((f) => f.from === airport.code3).length,
        todayArrivals: today.filter((f) => f.to === airport.code3).length,
        phone: airport.international
          ? `+${rng.int(1, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`
          : `0${rng.int(10, 99)}-${rng.int(6000, 9999)}${pad(rng.int(0, 9999), 4)}`,
        address: airport.international ? `${airport.city}` : `${airport.city}市${airport.name}航站区`,
      };
    },
  ),
];
