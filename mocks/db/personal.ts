/**
 * The personal centre's records of a crew member, derived deterministically from the member's record of
 * the core seed: licences, training record, QAR events; 12 months of flight hours and duty time summed
 * from the member's roster (db/roster).
 */
import type { CrewMember } from '@/api/schema/dynamics';
import type { Licence, MonthlyDutyTime, MonthlyFlightHours, QarEvent, TrainRecord } from '@/api/schema/me';
import { aircraft } from './aircraft';
import { familyOf } from './crew';
import { dayKey, offsetOfDate } from './clock';
import { createRng, pad } from './random';
import { routes } from './routes';
import {
  blockMinutes,
  nightMinutes,
  pilotRole,
  RELEASE_MINUTES,
  reportMinutesBefore,
  rosterDays,
  rosterSectors,
  type RosterDay,
} from './roster';

const isPilot = (m: CrewMember) => m.category === 'F';

function licenceStatus(validUntil: string): Pick<Licence, 'daysLeft' | 'status'> {
  const daysLeft = offsetOfDate(validUntil);
  return { daysLeft, status: daysLeft < 0 ? 'expired' : daysLeft <= 30 ? 'expiring' : 'valid' };
}

/** Licences; the medical certificate is always the one expiring soon, so the reminder can be seen. */
export function licencesOf(m: CrewMember): Licence[] {
  const rng = createRng(`licence-${m.code}`);
  const digits = () => String(rng.int(100000000, 999999999));
  const rows: Array<
    [name: string, number: string, remarks: string, issuedAgo: number, endorsedAgo: number, validFor: number]
  > = isPilot(m)
    ? [
        [
          '航线运输驾驶员执照',
          `ATPL${digits()}`,
          `${m.qualifiedTypes.join('、')} 机型等级；仪表等级`,
          2900,
          200,
          530,
        ],
        ['I级体检合格证', `TJ-I-${digits()}`, '矫正视力后合格，飞行时须佩戴眼镜', 340, 340, 18],
        ['飞行人员英语无线电通信资格', `EL${digits()}`, m.englishLevel, 1100, 400, 690],
        ['空勤登机证', `KQ${digits()}`, '全国通用', 700, 30, 335],
        ['危险品训练合格证', `DG${digits()}`, '第10类人员（飞行机组）', 300, 300, 430],
      ]
    : [
        [
          m.category === 'S' ? '航空安全员执照' : '客舱乘务员训练合格证',
          `CC${digits()}`,
          m.technicalLevel,
          1800,
          150,
          580,
        ],
        ['IVa级体检合格证', `TJ-IV-${digits()}`, '合格', 350, 350, 18],
        ['空勤登机证', `KQ${digits()}`, '全国通用', 600, 40, 325],
        ['危险品训练合格证', `DG${digits()}`, '第12类人员（客舱机组）', 280, 280, 450],
        ['急救员证', `JJ${digits()}`, '中国红十字会颁发', 500, 500, 230],
      ];
  return rows.map(([name, number, remarks, issuedAgo, endorsedAgo, validFor], i) => {
    const validUntil = dayKey(validFor);
    return {
      licenceId: `${m.code}-L${i + 1}`,
      number,
      name,
      remarks,
      issueDate: dayKey(-issuedAgo),
      endorsementDate: dayKey(-endorsedAgo),
      validUntil,
      ...licenceStatus(validUntil),
    };
  });
}

const PILOT_TRAINING: Array<[string, string, number, string]> = [
  ['定期复训（地面理论）', '复训', 24, '培训中心301教室'],
  ['模拟机复训与熟练检查', '模拟机', 8, '北京训练中心 FFS #2'],
  ['机组资源管理（CRM）', '复训', 8, '培训中心302教室'],
  ['危险品运输培训', '专项', 8, '培训中心303教室'],
  ['应急生存训练（水上/陆地）', '应急', 8, '应急训练中心'],
  ['高原机场运行训练', '资质', 16, '成都训练中心 FFS #1'],
  ['航线检查', '检查', 4, '航线飞行'],
  ['航空安保培训', '专项', 4, '培训中心201教室'],
];
const CABIN_TRAINING: Array<[string, string, number, string]> = [
  ['乘务员定期复训', '复训', 32, '培训中心客舱实训室'],
  ['应急撤离实操训练', '应急', 8, '应急训练中心舱段'],
  ['水上迫降与救生船训练', '应急', 6, '应急训练中心泳池'],
  ['客舱灭火实操训练', '应急', 4, '应急训练中心'],
  ['危险品运输培训', '专项', 8, '培训中心303教室'],
  ['机上急救与AED', '专项', 8, '培训中心急救室'],
  ['两舱服务提升培训', '服务', 16, '培训中心客舱实训室'],
  ['航空安保培训', '专项', 4, '培训中心201教室'],
];
const INSTRUCTORS = ['赵明', '孙志强', '王丽娟', '李建国', '周晓', '刘芳', '陈海涛'];

export function trainRecordsOf(m: CrewMember): TrainRecord[] {
  const rng = createRng(`train-${m.code}`);
  const rows = isPilot(m) ? PILOT_TRAINING : CABIN_TRAINING;
  let ago = 10;
  return rows.map(([courseName, category, hours, location], i) => {
    ago += rng.int(25, 70);
    const days = Math.max(1, Math.ceil(hours / 8));
    const scored = category !== '检查';
    return {
      recordId: `${m.code}-T${pad(i + 1)}`,
      courseName,
      category,
      startDate: dayKey(-ago),
      endDate: dayKey(-ago + days - 1),
      hours,
      result: '合格',
      score: scored ? rng.int(82, 99) : null,
      instructor: rng.pick(INSTRUCTORS),
      location,
    };
  });
}

const QAR_EVENTS: Array<[phase: string, name: string, value: () => [string, string], level: string]> = [
  ['着陆', '着陆垂直过载大', () => ['1.68g', '1.60g'], '轻度'],
  ['进近', '进近速度大（1000英尺以下）', () => ['Vref+22kt', 'Vref+20kt'], '轻度'],
  ['起飞', '抬前轮速率大', () => ['3.8°/s', '3.5°/s'], '轻度'],
  ['进近', '下降率大（500英尺以下）', () => ['1180ft/min', '1000ft/min'], '中度'],
  ['着陆', '着陆接地点远', () => ['2150ft', '2000ft'], '轻度'],
  ['巡航', '超速（VMO/MMO）', () => ['M0.823', 'M0.820'], '中度'],
  ['起飞', '起飞形态警告', () => ['触发1次', '0次'], '严重'],
  ['进近', 'GPWS下滑道警告', () => ['触发1次', '0次'], '中度'],
];

export function qarEventsOf(m: CrewMember): QarEvent[] {
  if (!isPilot(m)) return [];
  const rng = createRng(`qar-${m.code}`);
  const fleet = aircraft.filter((a) => m.qualifiedTypes.includes(familyOf(a.type)));
  const pool = fleet.length > 0 ? fleet : aircraft;
  const count = rng.int(4, 7);
  return Array.from({ length: count }, (_, i) => {
    const [phase, eventName, value, level] = rng.pick(QAR_EVENTS);
    const route = rng.pick(routes);
    const [v, limit] = value();
    const ago = 3 + i * rng.int(8, 20);
    return {
      eventId: `${m.code}-Q${pad(i + 1)}`,
      flightNo: `HG${rng.int(1101, 1899)}`,
      flightDate: dayKey(-ago),
      registration: rng.pick(pool).registration,
      from: route.from,
      to: route.to,
      phase,
      eventName,
      level,
      value: v,
      limit,
      status: ago < 14 ? '待反馈' : '已处理',
    };
  });
}

const monthKey = (monthsAgo: number) => {
  const [y, mo] = dayKey(0).split('-').map(Number) as [number, number];
  const index = y * 12 + (mo - 1) - monthsAgo;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const hoursOfMinutes = (minutes: number) => round1(minutes / 60);

/** The offsets of the first and last day of a month (YYYY-MM), the last no later than today. */
function monthRange(month: string): [number, number] {
  const first = offsetOfDate(`${month}-01`);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = offsetOfDate(`${m === 12 ? y + 1 : y}-${pad(m === 12 ? 1 : m + 1)}-01`);
  return [first, Math.min(next - 1, 0)];
}

/** The legs flown (landed) between two offsets: what flight hours count. */
const flownBetween = (m: CrewMember, from: number, to: number) =>
  rosterSectors(m, from, to).filter((s) => s.flown);

/**
 * The last 12 months, oldest first, summed from the legs of the roster flown in each (the current month
 * up to now): the same legs as the crew log and the weekly tasks.
 */
export function flightHoursOf(m: CrewMember): MonthlyFlightHours[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = monthKey(11 - i);
    const legs = flownBetween(m, ...monthRange(month));
    const block = legs.reduce((sum, s) => sum + blockMinutes(s), 0);
    const night = legs.reduce((sum, s) => sum + nightMinutes(s), 0);
    return {
      month,
      flightHours: hoursOfMinutes(block),
      dayHours: hoursOfMinutes(block - night),
      nightHours: hoursOfMinutes(night),
      sectors: legs.length,
      landings: legs.filter((s) => pilotRole(s) === 'PF').length,
    };
  });
}

/** Minutes on duty of a roster day: report to release on a flight day, the activity's span otherwise. */
function dutyMinutesOf(day: RosterDay): { duty: number; flightDuty: number } {
  const legs = day.sectors.filter((s) => s.status !== 'cancelled');
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (first && last) {
    const start = Date.parse(first.plannedDeparture) - reportMinutesBefore(first.from, last.to) * 60_000;
    const end = Date.parse(last.actualArrival ?? last.plannedArrival) + RELEASE_MINUTES * 60_000;
    const minutes = Math.round((end - start) / 60_000);
    return { duty: minutes, flightDuty: minutes };
  }
  if (day.activity) return { duty: day.activity.to - day.activity.from, flightDuty: 0 };
  return { duty: 0, flightDuty: 0 };
}

/** Duty time of the same 12 months from the same roster days (up to today). */
export function dutyTimesOf(m: CrewMember): MonthlyDutyTime[] {
  return flightHoursOf(m).map((h) => {
    const [from, to] = monthRange(h.month);
    const days = rosterDays(m, from, to);
    const minutes = days.map(dutyMinutesOf);
    const duty = minutes.reduce((sum, d) => sum + d.duty, 0);
    return {
      month: h.month,
      dutyHours: hoursOfMinutes(duty),
      flightDutyHours: hoursOfMinutes(minutes.reduce((sum, d) => sum + d.flightDuty, 0)),
      restHours: round1((to - from + 1) * 24 - duty / 60),
      dutyDays: minutes.filter((d) => d.duty > 0).length,
      limitHours: 210,
    };
  });
}

/** Hours of the current calendar year (the CCAR-121 yearly limit counts these). */
export function yearHoursOf(m: CrewMember): number {
  const year = dayKey(0).slice(0, 4);
  const legs = flownBetween(m, offsetOfDate(`${year}-01-01`), 0);
  return hoursOfMinutes(legs.reduce((sum, s) => sum + blockMinutes(s), 0));
}

export function monthHoursOf(m: CrewMember): number {
  return flightHoursOf(m)[11]?.flightHours ?? 0;
}

/**
 * Hours of the last `days` days as every screen counts them (the personal centre's lib/hours does the
 * same): the current month so far, then earlier months prorated per day, a past month counting 30 days.
 */
export function recentHoursOf(m: CrewMember, days: number): number {
  const months = flightHoursOf(m);
  const dayOfMonth = Number(dayKey(0).slice(8, 10));
  let left = days - dayOfMonth;
  let total = months[11]?.flightHours ?? 0;
  for (let i = 10; i >= 0 && left > 0; i -= 1) {
    const take = Math.min(30, left);
    total += ((months[i]?.flightHours ?? 0) * take) / 30;
    left -= take;
  }
  return round1(total);
}
