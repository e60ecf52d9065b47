import { describe, expect, it } from 'vitest';
import type {
  CollectedNotice,
  CollectedNoticeDetail,
  Licence,
  MonthlyDutyTime,
  MonthlyFlightHours,
  PersonalBaseInfo,
  ProblemReport,
} from '@/api/schema/me';
import { call, list, login, sendLogin } from '../support/backend';

describe('password change', () => {
  it('checks the old password and the rule, then the login takes the new password only', async () => {
    const token = (await login('pilot')).token;
    const wrongOld = await call(
      '/api/PersonnalCenter/UpdatePassword',
      {
        oldPassword: 'nope12345',
        newPassword: 'Crew2024new',
        confirmPassword: 'Crew2024new',
      },
      { token },
    );
    expect(wrongOld.body.Message).toBe('原密码不正确');
    const weak = await call(
      '/api/PersonnalCenter/UpdatePassword',
      {
        oldPassword: 'pilot1234',
        newPassword: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      },
      { token },
    );
    expect(weak.body.Message).toContain('字母和数字');
    const mismatch = await call(
      '/api/PersonnalCenter/UpdatePassword',
      {
        oldPassword: 'pilot1234',
        newPassword: 'Crew2024new',
        confirmPassword: 'Crew2024neW',
      },
      { token },
    );
    expect(mismatch.body.Code).not.toBe('0');

    await list(
      await call(
        '/api/PersonnalCenter/UpdatePassword',
        {
          oldPassword: 'pilot1234',
          newPassword: 'Crew2024new',
          confirmPassword: 'Crew2024new',
        },
        { token },
      ),
    );
    expect((await sendLogin('pilot', 'pilot1234')).Code).not.toBe('0');
    expect((await sendLogin('pilot', 'Crew2024new')).Code).toBe('0');
  });

  it('is back to the seed after a reset', async () => {
    expect((await sendLogin('pilot', 'pilot1234')).Code).toBe('0');
  });
});

describe('phone change', () => {
  it('needs a valid number and the code, then the new number signs in', async () => {
    const token = (await login('cabin')).token;
    const bad = await call('/api/PersonnalCenter/SendPhoneCode', { phone: '12345' }, { token });
    expect(bad.body.Message).toBe('请输入正确的手机号码');
    const noCode = await call(
      '/api/PersonnalCenter/Setphone',
      {
        phone: '13912345678',
        code: '123456',
      },
      { token },
    );
    expect(noCode.body.Message).toBe('请先获取验证码');
    await list(await call('/api/PersonnalCenter/SendPhoneCode', { phone: '13912345678' }, { token }));
    const wrong = await call(
      '/api/PersonnalCenter/Setphone',
      {
        phone: '13912345678',
        code: '000000',
      },
      { token },
    );
    expect(wrong.body.Message).toBe('验证码不正确');
    await list(
      await call('/api/PersonnalCenter/Setphone', { phone: '13912345678', code: '123456' }, { token }),
    );
    const info = await list(
      await call<PersonalBaseInfo>('/api/PersonnalCenter/GetPersonalBaseInfo', {}, { token }),
    );
    expect(info.phone).toBe('13912345678');
    expect((await sendLogin('13912345678', 'cabin1234')).Code).toBe('0');
  });
});

describe('collections', () => {
  it('adds and removes a notice', async () => {
    const token = (await login('pilot')).token;
    const before = await list(
      await call<CollectedNotice[]>('/api/PersonnalCenter/GetNoticeCollectList', {}, { token }),
    );
    const added = await list(
      await call<{ collected: boolean; count: number }>(
        '/api/PersonnalCenter/UpdateNoticeCollect',
        {
          noticeId: 'NT0001',
          collect: true,
        },
        { token },
      ),
    );
    expect(added).toMatchObject({ collected: true, count: before.length + 1 });
    const after = await list(
      await call<CollectedNotice[]>('/api/PersonnalCenter/GetNoticeCollectList', {}, { token }),
    );
    expect(after[0]?.noticeId).toBe('NT0001');
    const detail = await list(
      await call<CollectedNoticeDetail>(
        '/api/PersonnalCenter/GetNoticeCollectDetail',
        {
          noticeId: 'NT0001',
        },
        { token },
      ),
    );
    expect(detail.collected).toBe(true);
    expect(detail.content.length).toBeGreaterThan(20);
    await list(
      await call(
        '/api/PersonnalCenter/UpdateNoticeCollect',
        { noticeId: 'NT0001', collect: false },
        { token },
      ),
    );
    const removed = await list(
      await call<CollectedNotice[]>('/api/PersonnalCenter/GetNoticeCollectList', {}, { token }),
    );
    expect(removed.map((c) => c.noticeId)).not.toContain('NT0001');
  });
});

describe('suggestions and problem reports', () => {
  it('stores a problem report as unsolved', async () => {
    const token = (await login('pilot')).token;
    const tooShort = await call('/api/PersonnalCenter/Setadvice', { content: '太慢' }, { token });
    expect(tooShort.body.Code).not.toBe('0');
    const saved = await list(
      await call<{ adviceId: string }>(
        '/api/PersonnalCenter/Setadvice',
        {
          kind: 'problem',
          title: '航图下载失败',
          content: '在线准备中机场航图偶尔下载失败，需要多次重试。',
        },
        { token },
      ),
    );
    const unsolved = await list(
      await call<ProblemReport[]>('/api/PersonnalCenter/Getproblem', { solved: false }, { token }),
    );
    expect(unsolved[0]).toMatchObject({ problemId: saved.adviceId, title: '航图下载失败', solved: false });
    const solved = await list(
      await call<ProblemReport[]>('/api/PersonnalCenter/Getproblem', { solved: true }, { token }),
    );
    expect(solved.length).toBeGreaterThan(0);
    expect(solved.every((p) => p.reply)).toBe(true);
  });
});

describe('personal records', () => {
  it('gives the crew record, licences with one expiring soon and 12 months of hours and duty', async () => {
    const token = (await login('pilot')).token;
    const info = await list(
      await call<PersonalBaseInfo>('/api/PersonnalCenter/GetPersonalBaseInfo', {}, { token }),
    );
    expect(info).toMatchObject({ name: '王志强', category: 'F', userName: 'pilot' });
    for (const field of [
      'ethnicity',
      'englishLevel',
      'politicalStatus',
      'militaryService',
      'nativePlace',
    ] as const) {
      expect(info[field]).toBeTruthy();
    }
    const licences = await list(
      await call<Licence[]>('/api/PersonnalCenter/GetPersonalLicense', {}, { token }),
    );
    expect(licences.some((l) => l.status === 'expiring')).toBe(true);
    const hours = await list(
      await call<MonthlyFlightHours[]>('/api/PersonnalCenter/GetPersonalFlightHours', {}, { token }),
    );
    const duty = await list(
      await call<MonthlyDutyTime[]>('/api/PersonnalCenter/FltDutyTimeList', {}, { token }),
    );
    expect(hours).toHaveLength(12);
    expect(duty.map((d) => d.month)).toEqual(hours.map((h) => h.month));
  });

  it('re-issues the digital certificate with a new signature', async () => {
    const token = (await login('cabin')).token;
    const before = await list(
      await call<{ serialNo: string }>('/api/PersonnalCenter/GetDigitalCertificate', {}, { token }),
    );
    const refused = await call(
      '/api/PersonnalCenter/UpdateDigitalCertificate',
      {
        signatureImage: '',
      },
      { token },
    );
    expect(refused.body.Code).not.toBe('0');
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const after = await list(
      await call<{ serialNo: string; signatureImage: string }>(
        '/api/PersonnalCenter/UpdateDigitalCertificate',
        { signatureImage: image },
        { token },
      ),
    );
    expect(after.serialNo).not.toBe(before.serialNo);
    expect(
      (
        await list(
          await call<{ signatureImage: string }>('/api/PersonnalCenter/GetDigitalCertificate', {}, { token }),
        )
      ).signatureImage,
    ).toBe(image);
  });
});
