/**
 * Accounts of the mock backend, each linked to a crew member, and their mutable state (password,
 * failed attempts, lock, last login). Demo accounts are listed in mocks/README.md.
 */
import type { Auth } from '@/api/schema/auth';
import type { CrewMember } from '@/api/schema/dynamics';
import { dayKey, nowIso } from './clock';
import { DEMO_CREW, findCrewMember } from './crew';
import { MockFailure } from '../lib/route';
import { persistent } from './persist';
import { onReset } from '../lib/reset';

export interface MockUser {
  id: string;
  userName: string;
  password: string;
  phone: string;
  crewId: string;
  /** Auth type: F pilot; C cabin crew; S security officer (cabin side, not F). */
  type: 'F' | 'C' | 'S';
  passwordChangedAt: string;
  failedAttempts: number;
  locked: boolean;
  lastLoginAt: string | null;
}

export const MAX_LOGIN_ATTEMPTS = 5;
/** Every SMS code the mock backend "sends". */
export const SMS_CODE = '123456';
/** A single-sign-on token the company portal would hand over (ValiSsoToken); signs in as the pilot. */
export const DEMO_SSO_TOKEN = 'sso-demo-pilot-2024';
/** Passwords older than this many days must be changed (ChgPwdTips). */
export const PASSWORD_MAX_AGE_DAYS = 180;

function seedUsers(): MockUser[] {
  return [
    {
      id: 'U001',
      userName: 'pilot',
      password: 'pilot1234',
      phone: DEMO_CREW.pilot.phone,
      crewId: DEMO_CREW.pilot.id,
      type: 'F',
      passwordChangedAt: dayKey(-35),
      failedAttempts: 0,
      locked: false,
      lastLoginAt: null,
    },
    {
      id: 'U002',
      userName: 'cabin',
      password: 'cabin1234',
      phone: DEMO_CREW.cabin.phone,
      crewId: DEMO_CREW.cabin.id,
      type: 'C',
      passwordChangedAt: dayKey(-62),
      failedAttempts: 0,
      locked: false,
      lastLoginAt: null,
    },
    {
      id: 'U003',
      userName: 'copilot',
      password: 'copilot1234',
      phone: DEMO_CREW.copilot.phone,
      crewId: DEMO_CREW.copilot.id,
      type: 'F',
      passwordChangedAt: dayKey(-213),
      failedAttempts: 0,
      locked: false,
      lastLoginAt: null,
    },
    {
      id: 'U004',
      userName: 'security',
      password: 'security1234',
      phone: DEMO_CREW.security.phone,
      crewId: DEMO_CREW.security.id,
      type: 'S',
      passwordChangedAt: dayKey(-20),
      failedAttempts: 0,
      locked: false,
      lastLoginAt: null,
    },
  ];
}

/** Live accounts (mutable); reset to the seed by resetMockBackend. */
export const users: MockUser[] = seedUsers();

export const DEMO_USERS = {
  pilot: users[0] as MockUser,
  cabin: users[1] as MockUser,
  copilot: users[2] as MockUser,
  security: users[3] as MockUser,
};

onReset(() => {
  const fresh = seedUsers();
  users.forEach((user, i) => Object.assign(user, fresh[i]));
});

type MutableFields = Pick<
  MockUser,
  'password' | 'passwordChangedAt' | 'failedAttempts' | 'locked' | 'lastLoginAt'
>;
persistent(
  'users',
  () =>
    users.map(({ password, passwordChangedAt, failedAttempts, locked, lastLoginAt }) => ({
      password,
      passwordChangedAt,
      failedAttempts,
      locked,
      lastLoginAt,
    })),
  (data) => {
    if (!Array.isArray(data)) return;
    (data as MutableFields[]).forEach((saved, i) => {
      if (users[i] && saved) Object.assign(users[i], saved);
    });
  },
);

export function findUserById(id: string | null | undefined): MockUser | undefined {
  return id ? users.find((u) => u.id === id) : undefined;
}

/** By user name (case-insensitive) or phone. */
export function findUserByLogin(login: string | null | undefined): MockUser | undefined {
  const key = (login ?? '').trim().toLowerCase();
  if (!key) return undefined;
  return users.find((u) => u.userName.toLowerCase() === key || u.phone === key);
}

export function findUserByPhone(phone: string | null | undefined): MockUser | undefined {
  const key = (phone ?? '').trim();
  return key ? users.find((u) => u.phone === key) : undefined;
}

export function authOf(user: MockUser, member: CrewMember): Auth {
  return {
    userId: user.id,
    userName: user.userName,
    name: member.name,
    type: user.type,
    post: member.post,
    department: member.department,
    phone: user.phone,
    avatar: member.avatar,
  };
}

export function touchLogin(user: MockUser): void {
  user.lastLoginAt = nowIso();
}

/** The signed-in user and their crew record, for handlers (a session always has a known user). */
export function currentUser(userId: string | null): { user: MockUser; member: CrewMember } {
  const user = findUserById(userId);
  const member = user ? findCrewMember(user.crewId) : undefined;
  if (!user || !member) throw new MockFailure('用户不存在或已停用', '401');
  return { user, member };
}
