import { dayOffset, formatDate, minutesBetween, parseDate, splitDuration } from '@/lib/dates';
import { beijingDateTimeOf, beijingDay, beijingTimeOf } from '@/lib/beijing';

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

  it("airline days are Beijing days, whatever the hour in the phone's zone", () => {
    // 16:15 UTC on 23 November is already 00:15 on the 24th in Beijing.
    const lateUtc = Date.UTC(2026, 10, 23, 16, 15);
    expect(beijingDay(0, lateUtc)).toBe('2026-11-24');
    expect(beijingDay(-1, lateUtc)).toBe('2026-11-23');
    expect(beijingDay(28, lateUtc)).toBe('2026-12-22');
    const morningUtc = Date.UTC(2026, 10, 23, 1, 0);
    expect(beijingDay(0, morningUtc)).toBe('2026-11-23');
    expect(beijingTimeOf('2026-11-23T16:15:00Z')).toBe('00:15');
    expect(beijingTimeOf('2026-11-23T08:30:00+08:00')).toBe('08:30');
  });

  it("backend times are shown on Beijing's clock: a zoned instant converted, a wall time as written", () => {
    expect(beijingDateTimeOf('2026-11-23T16:15:00Z')).toBe('2026-11-24 00:15');
    expect(beijingDateTimeOf('2026-11-23T08:30:00+08:00')).toBe('2026-11-23 08:30');
    expect(beijingDateTimeOf('2026-11-23T08:30:00-05:00')).toBe('2026-11-23 21:30');
    expect(beijingDateTimeOf('2026-11-23 08:30:00')).toBe('2026-11-23 08:30');
    expect(beijingDateTimeOf('2026-11-23T08:30')).toBe('2026-11-23 08:30');
    expect(beijingTimeOf('2026-11-23 23:59')).toBe('23:59');
    expect(beijingDateTimeOf('')).toBe('');
    expect(beijingDateTimeOf(null)).toBe('');
    expect(beijingTimeOf('not a time')).toBe('');
    expect(beijingTimeOf('2026-13-45T99:00:00Z')).toBe('');
  });
});
