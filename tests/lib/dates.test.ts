import {
  dayKeyDate,
  dayOffset,
  formatDate,
  formatDateTime,
  formatTime,
  minutesBetween,
  parseDate,
  splitDuration,
} from '@/lib/dates';

describe('date helpers (§9)', () => {
  it('formats dates as YYYY-MM-DD', () => {
    expect(formatDate('2026-03-05 07:08')).toBe('2026-03-05');
    expect(formatDate(new Date(2026, 0, 9))).toBe('2026-01-09');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('reads dashed date-times as local time (dashes converted to slashes)', () => {
    const date = parseDate('2026-11-21 08:30')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual(
      [2026, 10, 21, 8, 30],
    );
    expect(formatTime('2026-11-21 08:30')).toBe('08:30');
    expect(formatDateTime('2026-11-21T08:30')).toBe('2026-11-21 08:30');
  });

  it('the difference of two times is shown as hours and minutes', () => {
    expect(minutesBetween('2026-11-21 08:30', '2026-11-21 11:05')).toBe(155);
    expect(splitDuration(155)).toEqual({ hours: 2, minutes: 35, negative: false });
    expect(splitDuration(-45)).toEqual({ hours: 0, minutes: 45, negative: true });
    expect(minutesBetween(null, '2026-11-21 08:30')).toBeNull();
  });

  it('day offsets count 24-hour days between calendar dates', () => {
    expect(dayOffset('2026-11-21', '2026-11-23')).toBe(2);
    expect(dayOffset('2026-11-21 23:50', '2026-11-22 00:10')).toBe(1);
    expect(dayOffset('2026-12-31', '2027-01-01')).toBe(1);
    expect(dayOffset('2026-11-21', '2026-11-20')).toBe(-1);
    expect(dayOffset('2024-02-28', '2024-03-01')).toBe(2);
    expect(dayOffset('bad', '2026-11-20')).toBeNull();
  });

  it('day keys are yesterday, today, tomorrow and the day after', () => {
    const now = new Date(2026, 10, 21, 12);
    expect(dayKeyDate('yesterday', now)).toBe('2026-11-20');
    expect(dayKeyDate('today', now)).toBe('2026-11-21');
    expect(dayKeyDate('tomorrow', now)).toBe('2026-11-22');
    expect(dayKeyDate('after', now)).toBe('2026-11-23');
  });
});
