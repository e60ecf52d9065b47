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
import { call, list, login } from '../support/backend';
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
    const token = (await login('pilot')).token;
    for (const path of CABIN_CALLS) {
      const { status, body } = await call(path, { kind: 'rank', content: '测试' }, { token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ Code: '403', Message: '该功能仅对乘务员开放' });
    }
  });

  it('answer the purser for her next mission', async () => {
    const token = (await login('cabin')).token;
    const vips = await list(await call<VipPassenger[]>('/api/StewardSecurity/getVIP', {}, { token }));
    const special = await list(
      await call<SpecialServicePassenger[]>('/api/StewardSecurity/getspecialservice', {}, { token }),
    );
    expect(special.length).toBeGreaterThan(1);
    expect(special.every((s) => /^[A-Z]{4}$/.test(s.ssrCode))).toBe(true);
    const rank = await list(await call<CabinRank>('/api/StewardSecurity/getrankno', {}, { token }));
    expect(rank.positions.find((p) => p.isMe)?.rankNo).toBe('PS1');
    expect(vips.every((v) => v.missionId === rank.missionId)).toBe(true);
  });

  it('saves a rank message and lists it first; an empty one is refused', async () => {
    const token = (await login('cabin')).token;
    // The message belongs to the next mission's cabin step: its must-read notices come first (§5).
    const { missionId } = await list(await call<CabinRank>('/api/StewardSecurity/getrankno', {}, { token }));
    await readAllNotices(token, missionId);
    const empty = await call(
      '/api/StewardSecurity/SaveMessage',
      { kind: 'security', content: ' ' },
      { token },
    );
    expect(empty.body.Code).not.toBe('0');
    const saved = await list(
      await call<CabinMessage>(
        '/api/StewardSecurity/SaveMessage',
        {
          kind: 'rank',
          content: 'SS3 负责应急出口座位确认，关门前报告乘务长。',
        },
        { token },
      ),
    );
    const rank = await list(
      await call<CabinMessage[]>('/api/StewardSecurity/getmessage', { kind: 'rank' }, { token }),
    );
    expect(rank[0]).toMatchObject({ messageId: saved.messageId, author: '李雪' });
    const security = await list(
      await call<CabinMessage[]>(
        '/api/StewardSecurity/getmessage',
        {
          kind: 'security',
        },
        { token },
      ),
    );
    expect(security.every((m) => m.kind === 'security')).toBe(true);
  });
});

describe('a cabin message (issue #26, item 8)', () => {
  it('says which of the crew receive it and from when, and is refused once the flight has left', async () => {
    const token = (await login('cabin')).token;
    const rank = await list(await call<CabinRank>('/api/StewardSecurity/getrankno', {}, { token }));
    // The message belongs to the mission's cabin step: its must-read notices come first (#25).
    await readAllNotices(token, rank.missionId);
    const saved = await list(
      await call<SavedCabinMessage>(
        '/api/StewardSecurity/SaveMessage',
        {
          missionId: rank.missionId,
          kind: 'rank',
          content: 'SS1 负责两舱，关门前报告乘务长。',
        },
        { token },
      ),
    );
    // A rank message goes to the rest of the cabin crew, readable from now on.
    const cabinCrew = rank.positions.filter(
      (p) => !p.isMe && p.rankNo.startsWith('S') && !p.rankNo.startsWith('SF'),
    );
    expect(saved.recipients.sort()).toEqual(cabinCrew.map((p) => p.name).sort());
    expect(saved.readableFrom).toBe(saved.createdAt);
    const security = await list(
      await call<SavedCabinMessage>(
        '/api/StewardSecurity/SaveMessage',
        {
          missionId: rank.missionId,
          kind: 'security',
          content: '起飞后30分钟第一次巡舱。',
        },
        { token },
      ),
    );
    expect(security.recipients).toContain('王志强');
    expect(security.recipients).toContain('赵磊');

    // Yesterday's flight has landed: nobody would read it in a preparation any more.
    const missions = await list(
      await call<FlightMission[]>(
        '/api/FlightMission/GetFlightMission',
        {
          date: dayKey(-1),
        },
        { token },
      ),
    );
    const landed = missions.find((m) => m.flightStatus === 'arrived')!;
    const late = await call(
      '/api/StewardSecurity/SaveMessage',
      {
        missionId: landed.missionId,
        kind: 'rank',
        content: '迟到的留言',
      },
      { token },
    );
    // The mission's gate answers first: the flight has left, its preparation is closed.
    expect(late.body).toMatchObject({ Code: REFUSAL.closed });
    expect(late.body.Message).toContain('航班已起飞');
  });
});
