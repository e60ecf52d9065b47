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
import { call, list, signIn, tokenOf } from './part2-client';

describe('password change', () => {
  it('checks the old password and the rule, then the login takes the new password only', async () => {
    const token = await tokenOf('pilot');
    const wrongOld = await call(token, '/api/PersonnalCenter/UpdatePassword', {
      oldPassword: 'nope12345',
      newPassword: 'Crew2024new',
      confirmPassword: 'Crew2024new',
    });
    expect(wrongOld.body.Message).toBe('原密码不正确');
    const weak = await call(token, '/api/PersonnalCenter/UpdatePassword', {
      oldPassword: 'pilot1234',
      newPassword: 'abcdefgh',
      confirmPassword: 'abcdefgh',
    });
    expect(weak.body.Message).toContain('字母和数字');
    const mismatch = await call(token, '/api/PersonnalCenter/UpdatePassword', {
      oldPassword: 'pilot1234',
      newPassword: 'Crew2024new',
      confirmPassword: 'Crew2024neW',
    });
    expect(mismatch.body.Code).not.toBe('0');

    await list(token, '/api/PersonnalCenter/UpdatePassword', {
      oldPassword: 'pilot1234',
      newPassword: 'Crew2024new',
      confirmPassword: 'Crew2024new',
    });
    expect((await signIn('pilot', 'pilot1234')).Code).not.toBe('0');
    expect((await signIn('pilot', 'Crew2024new')).Code).toBe('0');
  });

  it('is back to the seed after a reset', async () => {
    expect((await signIn('pilot', 'pilot1234')).Code).toBe('0');
  });
});

describe('phone change', () => {
  it('needs a valid number and the code, then the new number signs in', async () => {
    const token = await tokenOf('cabin');
    const bad = await call(token, '/api/PersonnalCenter/SendPhoneCode', { phone: '12345' });
    expect(bad.body.Message).toBe('请输入正确的手机号码');
    const noCode = await call(token, '/api/PersonnalCenter/Setphone', {
      phone: '13912345678',
      code: '123456',
    });
    expect(noCode.body.Message).toBe('请先获取验证码');
    await list(token, '/api/PersonnalCenter/SendPhoneCode', { phone: '13912345678' });
    const wrong = await call(token, '/api/PersonnalCenter/Setphone', {
      phone: '13912345678',
      code: '000000',
    });
    expect(wrong.body.Message).toBe('验证码不正确');
    await list(token, '/api/PersonnalCenter/Setphone', { phone: '13912345678', code: '123456' });
    const info = await list<PersonalBaseInfo>(token, '/api/PersonnalCenter/GetPersonalBaseInfo');
    expect(info.phone).toBe('13912345678');
    expect((await signIn('13912345678', 'cabin1234')).Code).toBe('0');
  });
});

describe('collections', () => {
  it('adds and removes a notice', async () => {
    const token = await tokenOf('pilot');
    const before = await list<CollectedNotice[]>(token, '/api/PersonnalCenter/GetNoticeCollectList');
    const added = await list<{ collected: boolean; count: number }>(
      token,
      '/api/PersonnalCenter/UpdateNoticeCollect',
      {
        noticeId: 'NT0001',
        collect: true,
      },
    );
    expect(added).toMatchObject({ collected: true, count: before.length + 1 });
    const after = await list<CollectedNotice[]>(token, '/api/PersonnalCenter/GetNoticeCollectList');
    expect(after[0]?.noticeId).toBe('NT0001');
    const detail = await list<CollectedNoticeDetail>(token, '/api/PersonnalCenter/GetNoticeCollectDetail', {
      noticeId: 'NT0001',
    });
    expect(detail.collected).toBe(true);
    expect(detail.content.length).toBeGreaterThan(20);
    await list(token, '/api/PersonnalCenter/UpdateNoticeCollect', { noticeId: 'NT0001', collect: false });
    const removed = await list<CollectedNotice[]>(token, '/api/PersonnalCenter/GetNoticeCollectList');
    expect(removed.map((c) => c.noticeId)).not.toContain('NT0001');
  });
});

describe('suggestions and problem reports', () => {
  it('stores a problem report as unsolved', async () => {
    const token = await tokenOf('pilot');
    const tooShort = await call(token, '/api/PersonnalCenter/Setadvice', { content: '太慢' });
    expect(tooShort.body.Code).not.toBe('0');
    const saved = await list<{ adviceId: string }>(token, '/api/PersonnalCenter/Setadvice', {
      kind: 'problem',
      title: '航图下载失败',
      content: '在线准备中机场航图偶尔下载失败，需要多次重试。',
    });
    const unsolved = await list<ProblemReport[]>(token, '/api/PersonnalCenter/Getproblem', { solved: false });
    expect(unsolved[0]).toMatchObject({ problemId: saved.adviceId, title: '航图下载失败', solved: false });
    const solved = await list<ProblemReport[]>(token, '/api/PersonnalCenter/Getproblem', { solved: true });
    expect(solved.length).toBeGreaterThan(0);
    expect(solved.every((p) => p.reply)).toBe(true);
  });
});

describe('personal records', () => {
  it('gives the crew record, licences with one expiring soon and 12 months of hours and duty', async () => {
    const token = await tokenOf('pilot');
    const info = await list<PersonalBaseInfo>(token, '/api/PersonnalCenter/GetPersonalBaseInfo');
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
    const licences = await list<Licence[]>(token, '/api/PersonnalCenter/GetPersonalLicense');
    expect(licences.some((l) => l.status === 'expiring')).toBe(true);
    const hours = await list<MonthlyFlightHours[]>(token, '/api/PersonnalCenter/GetPersonalFlightHours');
    const duty = await list<MonthlyDutyTime[]>(token, '/api/PersonnalCenter/FltDutyTimeList');
    expect(hours).toHaveLength(12);
    expect(duty.map((d) => d.month)).toEqual(hours.map((h) => h.month));
  });

  it('re-issues the digital certificate with a new signature', async () => {
    const token = await tokenOf('cabin');
    const before = await list<{ serialNo: string }>(token, '/api/PersonnalCenter/GetDigitalCertificate');
    const refused = await call(token, '/api/PersonnalCenter/UpdateDigitalCertificate', {
      signatureImage: '',
    });
    expect(refused.body.Code).not.toBe('0');
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const after = await list<{ serialNo: string; signatureImage: string }>(
      token,
      '/api/PersonnalCenter/UpdateDigitalCertificate',
      { signatureImage: image },
    );
    expect(after.serialNo).not.toBe(before.serialNo);
    expect(
      (await list<{ signatureImage: string }>(token, '/api/PersonnalCenter/GetDigitalCertificate'))
        .signatureImage,
    ).toBe(image);
  });
});
