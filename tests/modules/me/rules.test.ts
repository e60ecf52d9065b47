import { describe, expect, it } from 'vitest';
import type { MonthlyFlightHours } from '@/api/schema/me';
import {
  confirmProblem,
  isMobile,
  licenceMark,
  nearestExpiry,
  passwordProblem,
} from '@/modules/me/lib/rules';
import { limitLevel, recentHours, recentTotals, yearHours } from '@/modules/me/lib/hours';
import { crewLogProblem, type CrewLogForm } from '@/modules/me/lib/crewlog';

describe('§5 password rules', () => {
  it('needs 8 characters with letters and digits, different from the old one', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('abc123')).toBe('tooShort');
    expect(passwordProblem('abcdefgh')).toBe('lettersAndDigits');
    expect(passwordProblem('12345678')).toBe('lettersAndDigits');
    expect(passwordProblem('abcd1234', 'abcd1234')).toBe('sameAsOld');
    expect(passwordProblem('abcd1234', 'pilot1234')).toBeNull();
  });

  it('needs the confirmation, matching', () => {
    expect(confirmProblem('abcd1234', '')).toBe('required');
    expect(confirmProblem('abcd1234', 'abcd1235')).toBe('mismatch');
    expect(confirmProblem('abcd1234', 'abcd1234')).toBeNull();
  });
});

describe('§5 phone rule', () => {
  it('takes mainland mobile numbers only', () => {
    expect(isMobile('13800138009')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    expect(isMobile('12800138009')).toBe(false);
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('138001380099')).toBe(false);
    expect(isMobile('1380013800a')).toBe(false);
  });
});

describe('licence expiry marks', () => {
  it('marks expired, expiring within 90 days, and valid', () => {
    expect(licenceMark({ daysLeft: -1 })).toBe('expired');
    expect(licenceMark({ daysLeft: 0 })).toBe('expiring');
    expect(licenceMark({ daysLeft: 90 })).toBe('expiring');
    expect(licenceMark({ daysLeft: 91 })).toBe('valid');
    expect(nearestExpiry([{ daysLeft: 400 }, { daysLeft: -3 }, { daysLeft: 18 }])).toEqual({ daysLeft: -3 });
  });
});

const month = (m: string, flightHours: number): MonthlyFlightHours => ({
  month: m,
  flightHours,
  dayHours: flightHours,
  nightHours: 0,
  sectors: 0,
  landings: 0,
});

describe('flight-hours totals', () => {
  // 12 months of 60 h, the current one (day 15) 30 h so far.
  const months = [
    ...Array.from({ length: 11 }, (_, i) => month(`2026-${String(i + 1).padStart(2, '0')}`, 60)),
    month('2026-12', 30),
  ];

  it('counts the current month so far and prorates earlier months per day', () => {
    expect(recentHours(months, 15, 15)).toBe(30);
    // 30 h this month + 15 of 30 days of November (60 h) = 60 h.
    expect(recentHours(months, 30, 15)).toBe(60);
    // 30 + 60 + 60 + 15/30 × 60 = 180.
    expect(recentHours(months, 90, 15)).toBe(180);
    expect(recentTotals(months, 15)).toEqual({ days30: 60, days90: 180, days365: 690 });
  });

  it('adds up a calendar year and grades a limit from 80 % on', () => {
    expect(yearHours(months, '2026')).toBe(690);
    expect(yearHours(months, '2025')).toBe(0);
    expect(limitLevel(79, 100)).toBe('ok');
    expect(limitLevel(80, 100)).toBe('near');
    expect(limitLevel(100, 100)).toBe('over');
  });
});

describe('crew log form checks', () => {
  const form: CrewLogForm = {
    blockOffTime: '08:00',
    takeOffTime: '08:15',
    landingTime: '10:40',
    blockOnTime: '10:50',
    role: 'PF',
    landings: '1',
    nightMinutes: '0',
    instrumentMinutes: '0',
    remarks: '',
  };
  it('checks HH:mm, the order of the four times (across midnight too) and PF landings', () => {
    expect(crewLogProblem(form)).toBeNull();
    expect(crewLogProblem({ ...form, takeOffTime: '25:15' })).toBe('timeInvalid');
    expect(crewLogProblem({ ...form, takeOffTime: '8:15 PM' })).toBe('timeInvalid');
    expect(crewLogProblem({ ...form, takeOffTime: '10:45' })).toBe('orderInvalid');
    expect(
      crewLogProblem({
        ...form,
        blockOffTime: '23:30',
        takeOffTime: '23:45',
        landingTime: '01:10',
        blockOnTime: '01:20',
      }),
    ).toBeNull();
    expect(crewLogProblem({ ...form, landings: '0' })).toBe('landingsInvalid');
    expect(crewLogProblem({ ...form, role: 'PM', landings: '0' })).toBeNull();
  });
});
