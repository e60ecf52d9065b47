import { describe, expect, it } from 'vitest';
import type { CabinMessage, CabinRank, SpecialServicePassenger, VipPassenger } from '@/api/schema/cabin';
import { call, list, tokenOf } from './part2-client';
import { readAllNotices } from './preparation';

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
