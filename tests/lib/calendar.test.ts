import {
  addDays,
  dayOfWeek,
  daysInMonth,
  formatDate,
  isLeapYear,
  isWeekend,
  monthCells,
  monthCellsOf,
  parseDate,
  rangePosition,
  selectRange,
  toWeeks,
} from '@/lib/calendar';

describe('isLeapYear', () => {
  it('follows the Gregorian rule, including the 400-year exception', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2100)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1600)).toBe(true);
  });
});

describe('daysInMonth', () => {
  it('knows February in leap and common years', () => {
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
  });
  it('knows the 30 and 31 day months and rejects bad months', () => {
    expect(daysInMonth(2024, 1)).toBe(31);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
    expect(daysInMonth(2024, 0)).toBe(0);
    expect(daysInMonth(2024, 13)).toBe(0);
  });
});

describe('dayOfWeek', () => {
  it('matches the JS Date for a range of dates', () => {
    for (const [y, m, d] of [
      [2024, 3, 1],
      [2000, 2, 29],
      [1900, 3, 1],
      [2023, 10, 1],
      [2026, 2, 1],
    ] as const) {
      expect(dayOfWeek(y, m, d)).toBe(new Date(Date.UTC(y, m - 1, d)).getUTCDay());
    }
  });
});

describe('monthCells', () => {
  it('starts the week on Sunday: first cell is a Sunday, leading days are prepend', () => {
    // 1 March 2024 is a Friday: five days of February lead.
    const cells = monthCells(2024, 3);
    expect(cells[0]).toEqual({ key: '2024-02-25', type: 'prepend', date: '2024-02-25' });
    expect(cells.slice(0, 5).every((c) => c.type === 'prepend')).toBe(true);
    expect(cells[5]).toEqual({ key: '2024-03-01', type: 'middle', date: '2024-03-01' });
    expect(new Date(cells[0]!.date).getUTCDay()).toBe(0);
  });

  it('shows 6 weeks when more than 35 cells are needed', () => {
    // 5 lead + 31 days = 36 > 35
    const cells = monthCells(2024, 3);
    expect(cells).toHaveLength(42);
    expect(toWeeks(cells)).toHaveLength(6);
    expect(cells.filter((c) => c.type === 'middle')).toHaveLength(31);
    expect(cells.at(-1)).toEqual({ key: '2024-04-06', type: 'append', date: '2024-04-06' });
  });

  it('shows 5 weeks when 35 cells are enough', () => {
    // April 2024 starts on Monday: 1 + 30 = 31 cells
    const cells = monthCells(2024, 4);
    expect(cells).toHaveLength(35);
    expect(cells[0]!.date).toBe('2024-03-31');
    expect(cells.filter((c) => c.type === 'append').map((c) => c.date)).toEqual([
      '2024-05-01',
      '2024-05-02',
      '2024-05-03',
      '2024-05-04',
    ]);
  });

  it('has exactly 35 cells when the month fills them (boundary)', () => {
    // Aug 2026 starts Saturday: 6 + 31 = 37 → 42; Feb 2026 starts Sunday: 0 + 28 = 28 → 35;
    // May 2026 starts Friday: 5 + 31 = 36 → 42; Sept 2024 starts Sunday: 0 + 30 → 35.
    expect(monthCells(2026, 8)).toHaveLength(42);
    expect(monthCells(2026, 2)).toHaveLength(35);
    expect(monthCells(2026, 2)[0]).toMatchObject({ type: 'middle', date: '2026-02-01' });
    // Dec 2023 starts Friday: 5 + 31 = 36 → 42 and wraps into January 2024
    const dec = monthCells(2023, 12);
    expect(dec).toHaveLength(42);
    expect(dec.at(-1)!.date).toBe('2024-01-06');
    // Jan 2022 starts Saturday: lead from December 2021
    expect(monthCells(2022, 1)[0]!.date).toBe('2021-12-26');
  });

  it('includes 29 February in leap years only, incl. 1900 and 2000', () => {
    expect(monthCells(2000, 2).some((c) => c.date === '2000-02-29' && c.type === 'middle')).toBe(true);
    expect(monthCells(1900, 2).some((c) => c.date === '1900-02-29')).toBe(false);
    expect(monthCells(1900, 2).filter((c) => c.type === 'middle')).toHaveLength(28);
  });

  it('gives an empty grid for invalid input instead of throwing', () => {
    expect(monthCells(2024, 13)).toEqual([]);
    expect(monthCells(Number.NaN, 1)).toEqual([]);
    expect(monthCellsOf('not a date')).toEqual([]);
    expect(monthCellsOf('2024-02-30')).toEqual([]);
    expect(monthCellsOf(undefined)).toEqual([]);
    expect(monthCellsOf('2024-04-15')).toHaveLength(35);
  });
});

describe('parseDate / formatDate', () => {
  it('accepts valid dates and rejects impossible ones', () => {
    expect(formatDate('2024-2-9')).toBe('2024-02-09');
    expect(formatDate('2024/02/29')).toBe('2024-02-29');
    expect(formatDate('1900-02-29')).toBeNull();
    expect(formatDate('2000-02-29')).toBe('2000-02-29');
    expect(parseDate('abc')).toBeNull();
    expect(formatDate(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(formatDate(new Date(Number.NaN))).toBeNull();
  });
  it('adds days across month ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('bad', 1)).toBeNull();
  });
  it('knows weekends', () => {
    expect(isWeekend('2024-03-02')).toBe(true);
    expect(isWeekend('2024-03-03')).toBe(true);
    expect(isWeekend('2024-03-04')).toBe(false);
  });
});

describe('selectRange', () => {
  it('first tap sets the start, second sets the end, third restarts and clears the end', () => {
    let r = selectRange({ start: null, end: null }, '2024-03-05');
    expect(r).toEqual({ start: '2024-03-05', end: null });
    r = selectRange(r, '2024-03-09');
    expect(r).toEqual({ start: '2024-03-05', end: '2024-03-09' });
    r = selectRange(r, '2024-03-20');
    expect(r).toEqual({ start: '2024-03-20', end: null });
  });
  it('swaps when the end is before the start', () => {
    const r = selectRange({ start: '2024-03-10', end: null }, '2024-03-02');
    expect(r).toEqual({ start: '2024-03-02', end: '2024-03-10' });
  });
  it('allows a one-day range and ignores invalid taps', () => {
    expect(selectRange({ start: '2024-03-10', end: null }, '2024-03-10')).toEqual({
      start: '2024-03-10',
      end: '2024-03-10',
    });
    const r = { start: '2024-03-10', end: null };
    expect(selectRange(r, 'garbage')).toBe(r);
  });
  it('positions dates in a range', () => {
    const range = { start: '2024-03-05', end: '2024-03-09' };
    expect(rangePosition('2024-03-05', range)).toBe('start');
    expect(rangePosition('2024-03-07', range)).toBe('inside');
    expect(rangePosition('2024-03-09', range)).toBe('end');
    expect(rangePosition('2024-03-10', range)).toBeNull();
  });
});
