import type { Licence } from '@/api/schema/me';

/** §5: at least 8 characters, with both letters and digits. */
export const PASSWORD_MIN_LENGTH = 8;
export type PasswordProblem = 'required' | 'tooShort' | 'lettersAndDigits' | 'sameAsOld';
export type ConfirmProblem = 'required' | 'mismatch';

export function passwordProblem(password: string, old?: string): PasswordProblem | null {
  if (!password) return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'lettersAndDigits';
  if (old !== undefined && old !== '' && password === old) return 'sameAsOld';
  return null;
}

export function confirmProblem(password: string, confirmation: string): ConfirmProblem | null {
  if (!confirmation) return 'required';
  return confirmation === password ? null : 'mismatch';
}

/** §5 phone rule: a mainland mobile number (11 digits starting 13–19). */
export const isMobile = (phone: string) => /^1[3-9]\d{9}$/.test(phone.trim());

/** Licences expiring within this many days are marked, so that nobody flies on a lapsed one. */
export const LICENCE_WARN_DAYS = 90;
export type LicenceMark = 'expired' | 'expiring' | 'valid';

export function licenceMark(licence: Pick<Licence, 'daysLeft'>): LicenceMark {
  if (licence.daysLeft < 0) return 'expired';
  return licence.daysLeft <= LICENCE_WARN_DAYS ? 'expiring' : 'valid';
}

/** The licence that lapses first (the home screen's at-a-glance line). */
export function nearestExpiry<T extends Pick<Licence, 'daysLeft'>>(licences: T[]): T | undefined {
  return [...licences].sort((a, b) => a.daysLeft - b.daysLeft)[0];
}

/** 13800138001 → 138****8001. */
export const maskPhone = (phone: string) =>
  /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;

/** Suggestions and problem reports: 5 to 500 characters (the backend's bounds). */
export const SUGGEST_MIN = 5;
export const SUGGEST_MAX = 500;
