import { describe, expect, it } from 'vitest';
import type { CabinMessage, CabinRank, SpecialServicePassenger, VipPassenger } from '@/api/schema/cabin';
import { call, list, login } from '../support/backend';

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
