/**
 * Weekly tasks (schedulepartial): real seeded flights on yesterday..the day after, a plausible roster
 * (flights, standby, training, simulator, exam, rest) on the other days, deterministic per person.
 */
import type { CrewMember } from '@/api/schema/dynamics';
import type { Progress, Task, TaskKind } from '@/api/schema/flightdata';
import { airportOf } from './airports';
import { beijingAt, dayKey, isoInZone, offsetOfDate, serverStart } from './clock';
import { dutyText, flightsOfCrew } from './flights';
import { createRng } from './random';
import { timetable } from './timetable';
import { AIRLINE } from './company';

function progressOf(start: number, end: number): Progress {
  if (end <= serverStart) return 2;
  if (start <= serverStart) return 1;
  return 0;
}

function simpleTask(
  member: CrewMember,
  offset: number,
  kind: TaskKind,
  title: string,
  from: number,
  to: number,
  location: string,
  n: number,
): Task {
  const start = beijingAt(offset, from);
  const end = beijingAt(offset, to);
  return {
    id: `TK-${member.id}-${dayKey(offset)}-${n}`,
    date: dayKey(offset),
    kind,
    title,
    start: isoInZone(start),
    end: isoInZone(end),
    location,
    progress: progressOf(start, end),
    flightId: null,
    flightNo: null,
    from: null,
    to: null,
    duty: null,
  };
}

function tasksOfDay(member: CrewMember, offset: number): Task[] {
  const date = dayKey(offset);
  if (offset >= -1 && offset <= 2) {
    const flights = flightsOfCrew(member.id).filter((f) => f.flightDate === date);
    if (flights.length === 0)
      return [simpleTask(member, offset, 'rest', '休息', 0, 24 * 60 - 1, member.base, 1)];
    return flights.map((f) => {
      const start = Date.parse(f.actualDeparture ?? f.estimatedDeparture ?? f.plannedDeparture);
      const end = Date.parse(f.actualArrival ?? f.estimatedArrival ?? f.plannedArrival);
      const cancelled = f.status === 'cancelled';
      const duty = f.crew.find((c) => c.crewId === member.id)?.duty;
      return {
        id: `TK-${member.id}-${f.id}`,
        date,
        kind: 'flight' as const,
        title: `${f.flightNo} ${airportOf(f.from).city}—${airportOf(f.to).city}${cancelled ? '（已取消）' : ''}`,
        start: f.plannedDeparture,
        end: f.plannedArrival,
        location: airportOf(f.from).name,
        progress: cancelled
          ? 0
          : f.status === 'arrived' || f.status === 'diverted'
            ? 2
            : f.status === 'departed'
              ? 1
              : progressOf(start, end),
        flightId: f.id,
        flightNo: f.flightNo,
        from: f.from,
        to: f.to,
        duty: duty ? dutyText(duty) : null,
      };
    });
  }
  const rng = createRng(`roster-${member.id}-${date}`);
  const pilot = member.category === 'F';
  const kind = rng.weighted<TaskKind>([
    ['flight', 50],
    ['rest', 24],
    ['standby', 10],
    ['training', 7],
    ['simulator', pilot ? 6 : 0],
    ['exam', 3],
  ]);
  switch (kind) {
    case 'flight': {
      const rotation = rng.pick(timetable.filter((r) => !r.longHaul));
      const out = airportOf(rotation.base);
      const dest = airportOf(rotation.dest);
      const block = 120 + rng.int(0, 12) * 5;
      const back = rotation.departure + block + 55;
      return [
        {
          ...simpleTask(
            member,
            offset,
            'flight',
            `${AIRLINE.code}${rotation.number} ${out.city}—${dest.city}`,
            rotation.departure,
            rotation.departure + block,
            out.name,
            1,
          ),
          flightNo: `${AIRLINE.code}${rotation.number}`,
          from: out.code3,
          to: dest.code3,
        },
        {
          ...simpleTask(
            member,
            offset,
            'flight',
            `${AIRLINE.code}${rotation.number + 1} ${dest.city}—${out.city}`,
            back,
            Math.min(back + block, 24 * 60 - 1),
            dest.name,
            2,
          ),
          flightNo: `${AIRLINE.code}${rotation.number + 1}`,
          from: dest.code3,
          to: out.code3,
        },
      ];
    }
    case 'standby':
      return [
        simpleTask(member, offset, 'standby', '机场备份', 6 * 60, 18 * 60, `${member.base}运行控制中心`, 1),
      ];
    case 'training':
      return [
        simpleTask(
          member,
          offset,
          'training',
          pilot ? '年度地面理论复训' : '应急生存复训',
          9 * 60,
          17 * 60,
          '训练中心',
          1,
        ),
      ];
    case 'simulator':
      return [
        simpleTask(
          member,
          offset,
          'simulator',
          `${member.qualifiedTypes[0] ?? ''} 模拟机复训`,
          13 * 60,
          18 * 60,
          '飞行训练中心 FFS-2',
          1,
        ),
      ];
    case 'exam':
      return [simpleTask(member, offset, 'exam', '季度安全知识考试', 10 * 60, 11 * 60, '线上', 1)];
    default:
      return [simpleTask(member, offset, 'rest', '休息', 0, 24 * 60 - 1, member.base, 1)];
  }
}

/** The Sunday that starts the week of today (the calendar starts weeks on Sunday, §2). */
export function weekStartOffset(): number {
  const weekday = new Date(`${dayKey(0)}T00:00:00Z`).getUTCDay();
  return -weekday;
}

export function scheduleOf(member: CrewMember, startDate: string, endDate: string): Task[] {
  const from = offsetOfDate(startDate);
  const to = offsetOfDate(endDate);
  const tasks: Task[] = [];
  for (let offset = from; offset <= to; offset += 1) tasks.push(...tasksOfDay(member, offset));
  return tasks;
}
