import { describe, expect, it } from 'vitest';
import type { Auth, LockUserResult, LoginResult, ModifyUserResult, SendSmsResult } from '@/api/schema/auth';
import { call, list, login } from '../support/backend';

const form = async (userName: string, password: string) => {
  const response = await fetch('http://localhost/mobile/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userName, password }).toString(),
  });
  return (await response.json()) as { Code: string; Message: string; List?: LoginResult };
};

describe('password login', () => {
  it('signs the pilot in and GetAuth returns the same auth', async () => {
    const result = await login('pilot', 'pilot1234');
    expect(result.isLogin).toBe(true);
    expect(result.auth).toMatchObject({ userName: 'pilot', type: 'F', post: '机长', phone: '13800138001' });
    const auth = list(await call<Auth>('/api/Default/GetAuth', {}, { token: result.token, method: 'GET' }));
    expect(auth).toEqual(result.auth);
  });

  it('accepts the phone number as the user name; the cabin user is not a pilot', async () => {
    const result = await login('13800138002', 'cabin1234');
    expect(result.auth).toMatchObject({ userName: 'cabin', type: 'C', post: '乘务长' });
  });

  it('counts down the attempts, locks after five failures and refuses the right password then', async () => {
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await form('pilot', 'wrong-pass')).Message);
    expect(messages.slice(0, 4)).toEqual([
      '用户名或密码错误，还可尝试 4 次',
      '用户名或密码错误，还可尝试 3 次',
      '用户名或密码错误，还可尝试 2 次',
      '用户名或密码错误，还可尝试 1 次',
    ]);
    expect(messages[4]).toContain('用户已被锁定');
    const locked = await form('pilot', 'pilot1234');
    expect(locked.Code).not.toBe('0');
    expect(locked.Message).toBe('用户已被锁定，请通过"忘记密码"重置');
    const state = list(await call<LockUserResult>('/FlightService.svc/LockUser', { userName: 'pilot' }));
    expect(state).toEqual({ locked: true, failedAttempts: 5, maxAttempts: 5 });
  });

  it('a successful login clears the failure count', async () => {
    await form('pilot', 'nope-1234');
    await form('pilot', 'nope-1234');
    await login('pilot');
    expect(
      list(await call<LockUserResult>('/FlightService.svc/LockUser', { userName: 'pilot' })).failedAttempts,
    ).toBe(0);
  });

  it('reset through ModifyUser unlocks and changes the password', async () => {
    for (let i = 0; i < 5; i += 1) await form('cabin', 'bad');
    expect(list(await call<SendSmsResult>('/FlightService.svc/SendSMS', { phone: '13800138002' }))).toEqual({
      resendAfter: 60,
      expiresIn: 300,
    });
    const wrongCode = await call('/FlightService.svc/ModifyUser', { phone: '13800138002', code: '000000' });
    expect(wrongCode.body.Message).toBe('验证码错误或已过期');
    expect(
      list(
        await call<ModifyUserResult>('/FlightService.svc/ModifyUser', {
          phone: '13800138002',
          code: '123456',
        }),
      ),
    ).toEqual({
      verified: true,
      changed: false,
    });
    for (const weak of ['short1', 'lettersonly', '12345678']) {
      const answer = await call('/FlightService.svc/ModifyUser', {
        phone: '13800138002',
        code: '123456',
        newPassword: weak,
      });
      expect(answer.body.Message).toBe('密码至少 8 位，且须同时包含字母和数字');
    }
    const changed = await call<ModifyUserResult>('/FlightService.svc/ModifyUser', {
      phone: '13800138002',
      code: '123456',
      newPassword: 'newpass2026',
    });
    expect(list(changed)).toEqual({ verified: true, changed: true });
    expect((await form('cabin', 'cabin1234')).Code).not.toBe('0');
    expect((await login('cabin', 'newpass2026')).auth.userName).toBe('cabin');
  });

  it('refuses unknown users and missing fields', async () => {
    expect((await form('nobody', 'x1234567')).Message).toBe('用户名或密码错误');
    expect((await form('', '')).Code).not.toBe('0');
  });
});

describe('SMS and SSO login', () => {
  it('sends a login code, refuses a resend inside 60 s and signs in with 123456', async () => {
    expect(
      list(await call<SendSmsResult>('/FlightService.svc/SendSMSForLogin', { phone: '13800138001' }))
        .resendAfter,
    ).toBe(60);
    const again = await call('/FlightService.svc/SendSMSForLogin', { phone: '13800138001' });
    expect(again.body.Code).toBe('1008');
    expect(again.body.Message).toMatch(/请 \d+ 秒后再试/);
    expect(
      (await call('/FlightService.svc/PostLogin', { phone: '13800138001', code: '654321' })).body.Message,
    ).toBe('验证码错误或已过期');
    const result = list(
      await call<LoginResult>('/FlightService.svc/PostLogin', { phone: '13800138001', code: '123456' }),
    );
    expect(result.auth.userName).toBe('pilot');
    expect(
      list(await call<Auth>('/api/Default/GetAuth', {}, { token: result.token, method: 'GET' })).userId,
    ).toBe(result.auth.userId);
  });

  it('tells unknown and malformed phone numbers apart', async () => {
    expect((await call('/FlightService.svc/SendSMSForLogin', { phone: '13900000000' })).body.Message).toBe(
      '该手机号未注册',
    );
    expect((await call('/FlightService.svc/SendSMS', { phone: '12345' })).body.Message).toBe(
      '请输入正确的手机号码',
    );
  });

  it('exchanges the demo SSO token and refuses others', async () => {
    const result = list(
      await call<LoginResult>('/FlightService.svc/ValiSsoToken', { ssoToken: 'sso-demo-pilot-2024' }),
    );
    expect(result.auth.userName).toBe('pilot');
    expect((await call('/FlightService.svc/ValiSsoToken', { ssoToken: 'forged' })).body.Code).toBe('1006');
  });
});

describe('sessions', () => {
  it('refuses a made-up token with HTTP 401', async () => {
    expect((await call('/api/Default/GetAuth', {}, { token: 'not-a-session', method: 'GET' })).status).toBe(
      401,
    );
  });
});
