import type { HttpHandler } from 'msw';
import type {
  CabinMessage,
  CabinRank,
  SavedCabinMessage,
  SpecialServicePassenger,
  VipPassenger,
} from '@/api/schema/cabin';
import type { CrewMember, Flight } from '@/api/schema/dynamics';
import { endpoint, MockFailure } from '../lib/route';
import { messagesOf, positionsOf, saveMessage, specialServicesOf, vipsOf } from '../db/cabin';
import { missionFlight, nextMission, requireStep } from '../db/preparation';
import { currentUser, type MockUser } from '../db/seed';

type Body = Record<string, unknown>;

export const CABIN_ONLY = '该功能仅对乘务员开放';

/** Cabin side only (crew type other than F); the mission given, else the user's next one. */
function cabinMission(
  userId: string | null,
  body: Body,
): { user: MockUser; member: CrewMember; flight: Flight } {
  const { user, member } = currentUser(userId);
  if (user.type === 'F') throw new MockFailure(CABIN_ONLY, '403');
  const flight =
    typeof body.missionId === 'string' && body.missionId
      ? missionFlight(member, body.missionId)
      : nextMission(member);
  if (!flight) throw new MockFailure('您近期没有航班任务');
  return { user, member, flight };
}

export const cabinHandlers: HttpHandler[] = [
  endpoint<Body, VipPassenger[]>(
    {
      method: 'POST',
      path: '/api/StewardSecurity/getVIP',
      takes: '{ missionId? } (default: next mission) — cabin crew only, pilots get Code "403"',
      returns:
        'VipPassenger[] { name (masked), title, level VVIP|VIP|CIP|金卡, seatNo, cabinClass, requirements, escort }',
    },
    ({ userId, body }) => vipsOf(cabinMission(userId, body).flight),
  ),
  endpoint<Body, SpecialServicePassenger[]>(
    {
      method: 'POST',
      path: '/api/StewardSecurity/getspecialservice',
      takes: '{ missionId? } — cabin crew only',
      returns:
        'SpecialServicePassenger[] { name, seatNo, ssrCode (WCHR, UMNR, VGML...), serviceName, description }',
    },
    ({ userId, body }) => specialServicesOf(cabinMission(userId, body).flight),
  ),
  endpoint<Body, CabinRank>(
    {
      method: 'POST',
      path: '/api/StewardSecurity/getrankno',
      takes: '{ missionId? } — cabin crew only',
      returns:
        'CabinRank { missionId, flightNo, flightDate, aircraftType, positions: [{ rankNo, duty, code, name, area, responsibilities, isMe }] }',
    },
    ({ userId, body }) => {
      const { member, flight } = cabinMission(userId, body);
      return {
        missionId: flight.id,
        flightNo: flight.flightNo,
        flightDate: flight.flightDate,
        aircraftType: flight.aircraftType,
        positions: positionsOf(flight, member),
      };
    },
  ),
  endpoint<Body, CabinMessage[]>(
    {
      method: 'POST',
      path: '/api/StewardSecurity/getmessage',
      takes: '{ missionId?, kind?: rank|security } — cabin crew only',
      returns: 'CabinMessage[] newest first { messageId, kind, title, content, author, createdAt }',
    },
    ({ userId, body }) => {
      const { flight } = cabinMission(userId, body);
      const kind = body.kind === 'rank' || body.kind === 'security' ? body.kind : undefined;
      return messagesOf(flight, kind);
    },
  ),
  endpoint<Body, SavedCabinMessage>(
    {
      method: 'POST',
      path: '/api/StewardSecurity/SaveMessage',
      takes:
        '{ missionId?, kind: rank|security, title?, content (≤ 300) } — cabin crew only; refused by the gate of the mission (3001, 3002, 3007)',
      returns:
        'SavedCabinMessage: CabinMessage + recipients (crew names it goes to) and readableFrom. getmessage lists it first',
    },
    ({ userId, body }) => {
      const { user, member, flight } = cabinMission(userId, body);
      // A message belongs to the cabin step: the mission's gate decides (still taken once prepared).
      requireStep(user, flight, 'cabin', { afterFinish: true });
      if (body.kind !== 'rank' && body.kind !== 'security') throw new MockFailure('请选择留言类型');
      const content = typeof body.content === 'string' ? body.content.trim() : '';
      if (!content) throw new MockFailure('请输入留言内容');
      if (content.length > 300) throw new MockFailure('留言内容不能超过300字');
      const title = typeof body.title === 'string' ? body.title.trim().slice(0, 30) : '';
      return saveMessage(flight, member, body.kind, title, content);
    },
  ),
];
