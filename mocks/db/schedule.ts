/**
 * Weekly tasks (schedulepartial): the days of the member's roster (db/roster) as tasks, one per flight
 * leg or one per day of other duty or rest.
 */
import type { CrewMember } from '@/api/schema/dynamics';
import type { Progress, Task } from '@/api/schema/flightdata';
import { airportOf } from './airports';
import { beijingAt, dayKey, isoInZone, offsetOfDate, serverStart } from './clock';
import { dutyText } from './flights';
import { weekStartOf } from '@/lib/week';
import { blockMinutes, reportMinutesBefore, rosterDays, type RosterDay, type RosterSector } from './roster';

function progressOf(start: number, end: number): Progress {
  if (end <= serverStart) return 2;
  if (start <= serverStart) return 1;
  return 0;
}

function flightTask(member: CrewMember, s: RosterSector): Task {
  const cancelled = s.status === 'cancelled';
  return {
    id: `TK-${member.id}-${s.flightId}`,
    date: s.flightDate,
    kind: 'flight',
    title: `${s.flightNo} ${airportOf(s.from).city}—${airportOf(s.to).city}${cancelled ? '（已取消）' : ''}`,
    start: s.plannedDeparture,
    end: s.plannedArrival,
    location: airportOf(s.from).name,
    progress: s.flown ? 2 : s.status === 'departed' ? 1 : 0,
    flightId: s.seeded ? s.flightId : null,
    flightNo: s.flightNo,
    from: s.from,
    to: s.to,
    duty: dutyText(s.duty),
    blockMinutes: blockMinutes(s),
    reportTime: isoInZone(Date.parse(s.plannedDeparture) - reportMinutesBefore(s.from, s.to) * 60_000),
  };
}

function dayTasks(member: CrewMember, day: RosterDay): Task[] {
  if (day.kind === 'flight') return day.sectors.map((s) => flightTask(member, s));
  const activity = day.activity ?? { title: '休息', from: 0, to: 24 * 60 - 1, location: member.base };
  const start = beijingAt(day.offset, activity.from);
  const end = beijingAt(day.offset, activity.to);
  return [
    {
      id: `TK-${member.id}-${day.date}-1`,
      date: day.date,
      kind: day.kind,
      title: activity.title,
      start: isoInZone(start),
      end: isoInZone(end),
      location: activity.location,
      progress: progressOf(start, end),
      flightId: null,
      flightNo: null,
      from: null,
      to: null,
      duty: null,
      blockMinutes: null,
      reportTime: null,
    },
  ];
}

/** The offset of the first day of the week holding today (the app's week, lib/week). */
export function weekStartOffset(): number {
  return offsetOfDate(weekStartOf(dayKey(0)));
}

export function scheduleOf(member: CrewMember, startDate: string, endDate: string): Task[] {
  return rosterDays(member, offsetOfDate(startDate), offsetOfDate(endDate)).flatMap((day) =>
    dayTasks(member, day),
  );
}
