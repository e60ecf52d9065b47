import type { HttpHandler } from 'msw';
import type { Auth, LockUserResult, LoginResult, ModifyUserResult, SendSmsResult } from '@/api/schema/auth';
import { endpoint, MockFailure } from '../lib/route';
import { isMobile, isStrongPassword, str } from '../lib/params';
import { onReset } from '../lib/reset';
import { createSession } from '../db/sessions';
import {
  authOf,
  currentUser,
  DEMO_SSO_TOKEN,
  findCrewMember,
  findUserByLogin,
  findUserByPhone,
  MAX_LOGIN_ATTEMPTS,
  SMS_CODE,
  today,
  type MockUser,
} from '../db/seed';
import { touchLogin } from '../db/users';

const RESEND_AFTER = 60;
const CODE_EXPIRES_IN = 300;
const LOCKED_MESSAGE = '用户已被锁定，请通过"忘记密码"重置';

/** When each phone last asked for a code (ms), to refuse resending inside the countdown. */
const lastSent = new Map<string, number>();
onReset(() => lastSent.clear());

function identifyCode(): string {
  const bytes = new Uint8Array(4);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

function signIn(user: MockUser): LoginResult {
  const member = findCrewMember(user.crewId);
  if (!member) throw new MockFailure('用户不存在或已停用', '1000');
  user.failedAttempts = 0;
  touchLogin(user);
  return {
    isLogin: true,
    token: createSession(user.id),
    identifyCode: identifyCode(),
    auth: authOf(user, member),
  };
}

function checkPhone(phone: string): MockUser {
  if (!isMobile(phone)) throw new MockFailure('请输入正确的手机号码', '1007');
  const user = findUserByPhone(phone);
  if (!user) throw new MockFailure('该手机号未注册', '1003');
  return user;
}

function checkCode(code: string): void {
  if (!code) throw new MockFailure('请输入验证码', '1004');
  if (code !== SMS_CODE) throw new MockFailure('验证码错误或已过期', '1004');
}

function sendCode(phone: string): SendSmsResult {
  checkPhone(phone);
  const now = Date.now();
  const last = lastSent.get(phone);
  if (last !== undefined && now - last < RESEND_AFTER * 1000) {
    const wait = Math.ceil((RESEND_AFTER * 1000 - (now - last)) / 1000);
    throw new MockFailure(`验证码发送过于频繁，请 ${wait} 秒后再试`, '1008');
  }
  lastSent.set(phone, now);
  return { resendAfter: RESEND_AFTER, expiresIn: CODE_EXPIRES_IN };
}

export const authHandlers: HttpHandler[] = [
  endpoint<Record<string, unknown>, Auth>(
    {
      method: 'GET',
      path: '/api/Default/GetAuth',
      takes: '(nothing; the session token)',
      returns: 'Auth { userId, userName, name, type F|C|S, post, department, phone, avatar }',
    },
    ({ userId }) => {
      const { user, member } = currentUser(userId);
      return authOf(user, member);
    },
  ),

  endpoint<Record<string, unknown>, LoginResult>(
    {
      method: 'POST',
      path: '/mobile/login',
      public: true,
      takes: 'form { userName (user name or phone), password }',
      returns: `LoginResult { isLogin, token, identifyCode, auth }; wrong password: Code 1001 with attempts left, locked after ${MAX_LOGIN_ATTEMPTS}: Code 1002`,
    },
    ({ body }) => {
      const userName = str(body.userName);
      const password = typeof body.password === 'string' ? body.password : '';
      if (!userName || !password) throw new MockFailure('请输入用户名和密码', '1001');
      const user = findUserByLogin(userName);
      if (!user) throw new MockFailure('用户名或密码错误', '1001');
      if (user.locked) throw new MockFailure(LOCKED_MESSAGE, '1002');
      if (user.password !== password) {
        user.failedAttempts += 1;
        const left = MAX_LOGIN_ATTEMPTS - user.failedAttempts;
        if (left <= 0) {
          user.locked = true;
          throw new MockFailure(`密码连续输错 ${MAX_LOGIN_ATTEMPTS} 次，${LOCKED_MESSAGE}`, '1002');
        }
        throw new MockFailure(`用户名或密码错误，还可尝试 ${left} 次`, '1001');
      }
      return signIn(user);
    },
  ),

  endpoint<Record<string, unknown>, LoginResult>(
    {
      method: 'POST',
      path: '/FlightService.svc/PostLogin',
      public: true,
      takes: '{ phone, code } (SMS login; the code is 123456)',
      returns: 'LoginResult { isLogin, token, identifyCode, auth }',
    },
    ({ body }) => {
      const user = checkPhone(str(body.phone));
      checkCode(str(body.code));
      if (user.locked) throw new MockFailure(LOCKED_MESSAGE, '1002');
      return signIn(user);
    },
  ),

  endpoint<Record<string, unknown>, LockUserResult>(
    {
      method: 'POST',
      path: '/FlightService.svc/LockUser',
      public: true,
      takes: '{ userName } (user name or phone)',
      returns: 'LockUserResult { locked, failedAttempts, maxAttempts }',
    },
    ({ body }) => {
      const user = findUserByLogin(str(body.userName));
      if (!user) throw new MockFailure('用户不存在', '1000');
      return { locked: user.locked, failedAttempts: user.failedAttempts, maxAttempts: MAX_LOGIN_ATTEMPTS };
    },
  ),

  endpoint<Record<string, unknown>, LoginResult>(
    {
      method: 'POST',
      path: '/FlightService.svc/ValiSsoToken',
      public: true,
      takes: `{ ssoToken } (demo token "${DEMO_SSO_TOKEN}" signs in as pilot)`,
      returns: 'LoginResult { isLogin, token, identifyCode, auth }; unknown token: Code 1006',
    },
    ({ body }) => {
      if (str(body.ssoToken) !== DEMO_SSO_TOKEN)
        throw new MockFailure('单点登录令牌无效或已过期，请重新登录', '1006');
      const user = findUserByLogin('pilot');
      if (!user) throw new MockFailure('用户不存在', '1000');
      if (user.locked) throw new MockFailure(LOCKED_MESSAGE, '1002');
      return signIn(user);
    },
  ),

  endpoint<Record<string, unknown>, SendSmsResult>(
    {
      method: 'POST',
      path: '/FlightService.svc/SendSMS',
      public: true,
      takes: '{ phone } (code for the password reset)',
      returns:
        'SendSmsResult { resendAfter: 60, expiresIn: 300 }; unregistered phone: Code 1003; again within 60 s: Code 1008',
    },
    ({ body }) => sendCode(str(body.phone)),
  ),

  endpoint<Record<string, unknown>, SendSmsResult>(
    {
      method: 'POST',
      path: '/FlightService.svc/SendSMSForLogin',
      public: true,
      takes: '{ phone } (code for the SMS login)',
      returns:
        'SendSmsResult { resendAfter: 60, expiresIn: 300 }; unregistered phone: Code 1003; again within 60 s: Code 1008',
    },
    ({ body }) => sendCode(str(body.phone)),
  ),

  endpoint<Record<string, unknown>, ModifyUserResult>(
    {
      method: 'POST',
      path: '/FlightService.svc/ModifyUser',
      public: true,
      takes: '{ phone, code, newPassword? } (code only: verify; with newPassword: reset and unlock)',
      returns: 'ModifyUserResult { verified, changed }; weak password (< 8 or not letters+digits): Code 1005',
    },
    ({ body }) => {
      const user = checkPhone(str(body.phone));
      checkCode(str(body.code));
      const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
      if (!newPassword) return { verified: true, changed: false };
      if (!isStrongPassword(newPassword))
        throw new MockFailure('密码至少 8 位，且须同时包含字母和数字', '1005');
      user.password = newPassword;
      user.passwordChangedAt = today;
      user.failedAttempts = 0;
      user.locked = false;
      return { verified: true, changed: true };
    },
  ),
];
