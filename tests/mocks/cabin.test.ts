import { describe, expect, it } from 'vitest';
import type {
  CabinMessage,
  CabinRank,
  SavedCabinMessage,
  SpecialServicePassenger,
  VipPassenger,
} from '@/api/schema/cabin';
import type { FlightMission } from '@/api/schema/prepare';
import { dayKey } from '@mocks/db/seed';
import { call, list, tokenOf } from './part2-client';
import { readAllNotices } from './preparation';
import { REFUSAL } from '@/api/schema/codes';

const CABIN_CALLS = [
  '/api/StewardSecurity/getVIP',
  '/api/StewardSecurity/getspecialservice',
  '/api/StewardSecurity/getrankno',
  '/api/StewardSecurity/getmessage',
  '/api/StewardSecurity/SaveMessage',
];

describe('cabin crew calls', () => {
  it('refuse the pilot with Code 403', async () => {
    const token = await tokenOf('pilot');
    for (const path of CABIN_CALLS) {
      const { status, body } = await call(token, path, { kind: 'rank', content: '测试' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ Code: '403', Message: '该功能仅对乘务员开放' });
    }
  });

  it('answer the purser for her next mission', async () => {
    const token = await tokenOf('cabin');
    const vips = await list<VipPassenger[]>(token, '/api/StewardSecurity/getVIP');
    const special = await list<SpecialServicePassenger[]>(token, '/api/StewardSecurity/getspecialservice');
    expect(special.length).toBeGreaterThan(1);
    expect(special.every((s) => /^[A-Z]{4}$/.test(s.ssrCode))).toBe(true);
    const rank = await list<CabinRank>(token, '/api/StewardSecurity/getrankno');
    expect(rank.positions.find((p) => p.isMe)?.rankNo).toBe('PS1');
    expect(vips.every((v) => v.missionId === rank.missionId)).toBe(true);
  });

  it('saves a rank message and lists it first; an empty one is refused', async () => {
    const token = await tokenOf('cabin');
    // The message belongs to the next mission's cabin step: its must-read notices come first (§5).
    const { missionId } = await list<CabinRank>(token, '/api/StewardSecurity/getrankno');
    await readAllNotices(token, missionId);
    const empty = await call(token, '/api/StewardSecurity/SaveMessage', { kind: 'security', content: ' ' });
    expect(empty.body.Code).not.toBe('0');
    const saved = await list<CabinMessage>(token, '/api/StewardSecurity/SaveMessage', {
      kind: 'rank',
      content: 'SS3 负责应急出口座位确认，关门前报告乘务长。',
    });
    const rank = await list<CabinMessage[]>(token, '/api/StewardSecurity/getmessage', { kind: 'rank' });
    expect(rank[0]).toMatchObject({ messageId: saved.messageId, author: '李雪' });
    const security = await list<CabinMessage[]>(token, '/api/StewardSecurity/getmessage', {
      kind: 'security',
    });
    expect(security.every((m) => m.kind === 'security')).toBe(true);
  });
});

describe('a cabin message (issue #26, item 8)', () => {
  it('says which of the crew receive it and from when, and is refused once the flight has left', async () => {
    const token = await tokenOf('cabin');
    const rank = await list<CabinRank>(token, '/api/StewardSecurity/getrankno');
    // The mission's gate first: a message belongs to the cabin step, after the must-read notices (§5).
    await readAllNotices(token, rank.missionId);
    const saved = await list<SavedCabinMessage>(token, '/api/StewardSecurity/SaveMessage', {
      missionId: rank.missionId,
      kind: 'rank',
      content: 'SS1 负责两舱，关门前报告乘务长。',
    });
    // A rank message goes to the rest of the cabin crew, readable from now on.
    const cabinCrew = rank.positions.filter(
      (p) => !p.isMe && p.rankNo.startsWith('S') && !p.rankNo.startsWith('SF'),
    );
    expect(saved.recipients.sort()).toEqual(cabinCrew.map((p) => p.name).sort());
    expect(saved.readableFrom).toBe(saved.createdAt);
    const security = await list<SavedCabinMessage>(token, '/api/StewardSecurity/SaveMessage', {
      missionId: rank.missionId,
      kind: 'security',
      content: '起飞后30分钟第一次巡舱。',
    });
    expect(security.recipients).toContain('王志强');
    expect(security.recipients).toContain('赵磊');

    // Yesterday's flight has landed: nobody would read it in a preparation any more.
    const missions = await list<FlightMission[]>(token, '/api/FlightMission/GetFlightMission', {
      date: dayKey(-1),
    });
    const landed = missions.find((m) => m.flightStatus === 'arrived')!;
    const late = await call(token, '/api/StewardSecurity/SaveMessage', {
      missionId: landed.missionId,
      kind: 'rank',
      content: '迟到的留言',
    });
    // The mission's gate answers first: the flight has left, its preparation is closed.
    expect(late.body).toMatchObject({ Code: REFUSAL.closed });
    expect(late.body.Message).toContain('航班已起飞');
  });
});
