import type { HttpHandler } from 'msw';
import type { CrewLog, CrewLogFlight, CrewLogPf, CrewLogPfTotals } from '@/api/schema/crewlog';
import { endpoint } from '../lib/route';
import { listStart, logList, logOf, savedLogs, writeLog } from '../db/crewlog';
import { currentUser, dayKey } from '../db/seed';

type Body = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export const crewlogHandlers: HttpHandler[] = [
  endpoint<Body, CrewLogFlight[]>(
    {
      method: 'POST',
      path: '/api/CrewLog/GetFltSchCrewLogList',
      takes: '{ startDate?, endDate? } (default: the last 30 days to today)',
      returns:
        'CrewLogFlight[] newest first { flightId, flightNo, flightDate, from/to(+Name), registration, duty, logState 0|1, logId }',
    },
    ({ userId, body }) => {
      const { user, member } = currentUser(userId);
      return logList(user.id, member, str(body.startDate) || undefined, str(body.endDate) || undefined);
    },
  ),
  endpoint<Body, CrewLog>(
    {
      method: 'POST',
      path: '/api/CrewLog/GetNewOrUpdCLog',
      takes: '{ flightId }',
      returns:
        'CrewLog: the saved log (isNew false) or a template prefilled from the flight times (isNew true, logId null)',
    },
    ({ userId, body }) => {
      const { user, member } = currentUser(userId);
      return logOf(user.id, member, body.flightId);
    },
  ),
  endpoint<Body, CrewLog>(
    {
      method: 'POST',
      path: '/api/CrewLog/AddNewOrUpdCLog',
      takes:
        '{ flightId, blockOffTime, takeOffTime, landingTime, blockOnTime (HH:mm), role PF|PM (pilots) or CA, landings, nightMinutes?, instrumentMinutes?, remarks? }',
      returns: 'CrewLog saved (added or updated) with blockMinutes and airMinutes computed',
    },
    ({ userId, body }) => {
      const { user, member } = currentUser(userId);
      return writeLog(user.id, member, body);
    },
  ),
  endpoint<Body, CrewLogPf>(
    {
      method: 'POST',
      path: '/api/CrewLog/GetCLogPf',
      takes: '{ startDate?, endDate? } (default: the last 30 days)',
      returns: 'CrewLogPf { pf, pm: { sectors, blockMinutes, landings }, items[] } from the written logs',
    },
    ({ userId, body }) => {
      const { user, member } = currentUser(userId);
      // Without dates, the sectors of the list without dates (30 days, or the list length switch's reach).
      const startDate = str(body.startDate) || listStart(member);
      const endDate = str(body.endDate) || dayKey(0);
      const logs = savedLogs(user.id, member, startDate, endDate);
      const totals = (role: 'PF' | 'PM'): CrewLogPfTotals => {
        const mine = logs.filter((l) => l.role === role);
        return {
          sectors: mine.length,
          blockMinutes: mine.reduce((s, l) => s + l.blockMinutes, 0),
          landings: mine.reduce((s, l) => s + l.landings, 0),
        };
      };
      return {
        startDate,
        endDate,
        pf: totals('PF'),
        pm: totals('PM'),
        items: logs.map((l) => ({
          logId: l.logId ?? '',
          flightNo: l.flightNo,
          flightDate: l.flightDate,
          from: l.from,
          to: l.to,
          role: l.role,
          blockMinutes: l.blockMinutes,
          landings: l.landings,
        })),
      };
    },
  ),
];
