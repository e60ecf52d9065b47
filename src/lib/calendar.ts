import dayjs, { type Dayjs } from 'dayjs';

/** The one date format of the product (SPEC §9). */
export const DATE_FORMAT = 'YYYY-MM-DD';

export type CellType = 'prepend' | 'middle' | 'append';

/** One day of a month grid (SPEC §3 "Calendar day cell"). */
export interface CalendarCell {
  /** Unique within the grid; equal to the date. */
  key: string;
  /** prepend: from the previous month, middle: this month, append: the next month. */
  type: CellType;
  /** YYYY-MM-DD */
  date: string;
}

export interface DateRange {
  start: string | null;
  end: string | null;
}

/**
 * Gregorian leap year. The spec's original rule (divisible by 4 and not by 100) forgot the 400 rule;
 * we deliberately compute it correctly so 2000 is a leap year and 1900 is not.
 */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month; `month` is 1-12. Returns 0 for nonsense input. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return 0;
  if (month === 2 && isLeapYear(year)) return 29;
  return DAYS[month - 1] ?? 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Builds YYYY-MM-DD from numbers, normalising month overflow (month 0 → December of year - 1). */
export function toDateString(year: number, month: number, day: number): string {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return `${String(y).padStart(4, '0')}-${pad(m)}-${pad(day)}`;
}

/** Day of the week (0 = Sunday) of a date, with the Gregorian calendar (Zeller-free: Sakamoto's method). */
export function dayOfWeek(year: number, month: number, day: number): number {
  const t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  const y = month < 3 ? year - 1 : year;
  return (
    (((y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + (t[month - 1] ?? 0) + day) % 7) +
      7) %
    7
  );
}

/**
 * The cells of a month grid: weeks start on Sunday; 35 cells (5 weeks), or 42 (6 weeks) when the
 * leading days of the previous month plus the days of this month need more than 35.
 * `month` is 1-12. Invalid input gives an empty grid, never a throw.
 */
export function monthCells(year: number, month: number): CalendarCell[] {
  const days = daysInMonth(year, month);
  if (!days || year < 1 || year > 9999) return [];
  const lead = dayOfWeek(year, month, 1);
  const total = lead + days > 35 ? 42 : 35;
  const prevDays = month === 1 ? 31 : daysInMonth(year, month - 1);
  const cells: CalendarCell[] = [];
  for (let i = lead; i > 0; i--) {
    const date = toDateString(year, month - 1, prevDays - i + 1);
    cells.push({ key: date, type: 'prepend', date });
  }
  for (let d = 1; d <= days; d++) {
    const date = toDateString(year, month, d);
    cells.push({ key: date, type: 'middle', date });
  }
  for (let d = 1; cells.length < total; d++) {
    const date = toDateString(year, month + 1, d);
    cells.push({ key: date, type: 'append', date });
  }
  return cells;
}

/** Splits cells into rows of 7. */
export function toWeeks<T>(cells: T[]): T[][] {
  const weeks: T[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export type DateInput = string | number | Date | Dayjs | null | undefined;

/**
 * Parses a date strictly enough that junk ("2024-13-45", "abc", NaN) is rejected. Strings must be
 * YYYY-MM-DD (or YYYY/MM/DD, which old back-end fields use); the day must exist in that month.
 */
export function parseDate(input: DateInput): Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'string') {
    const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(input.trim());
    if (!m) return null;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (d < 1 || d > daysInMonth(y, mo)) return null;
    return dayjs(toDateString(y, mo, d));
  }
  const value = dayjs(input);
  return value.isValid() ? value.startOf('day') : null;
}

/** Normalises any date input to YYYY-MM-DD, or null when invalid. */
export function formatDate(input: DateInput): string | null {
  const d = parseDate(input);
  return d ? d.format(DATE_FORMAT) : null;
}

/** Cells of the month containing `input`; an invalid input gives an empty grid. */
export function monthCellsOf(input: DateInput): CalendarCell[] {
  const d = parseDate(input);
  return d ? monthCells(d.year(), d.month() + 1) : [];
}

/** Sunday or Saturday. */
export function isWeekend(date: string): boolean {
  const d = parseDate(date);
  if (!d) return false;
  const w = d.day();
  return w === 0 || w === 6;
}

/**
 * Range-selection reducer (SPEC §4): the first tap sets the start, the second sets the end, a third
 * restarts with a new start and clears the end. An end before the start swaps them. Invalid taps are
 * ignored.
 */
export function selectRange(range: DateRange, tapped: DateInput): DateRange {
  const date = formatDate(tapped);
  if (!date) return range;
  const start = formatDate(range.start);
  const end = formatDate(range.end);
  if (!start || end) return { start: date, end: null };
  // ISO strings compare correctly as text.
  if (date < start) return { start: date, end: start };
  return { start, end: date };
}

/** Where a date sits in a range, for colouring. */
export function rangePosition(date: string, range: DateRange): 'start' | 'end' | 'inside' | null {
  if (range.start && date === range.start) return 'start';
  if (range.end && date === range.end) return 'end';
  if (range.start && range.end && date > range.start && date < range.end) return 'inside';
  return null;
}

/** Adds days to a YYYY-MM-DD date; null when the input is invalid. */
export function addDays(date: DateInput, days: number): string | null {
  const d = parseDate(date);
  return d ? d.add(days, 'day').format(DATE_FORMAT) : null;
}

/** First day of the month of `date` shifted by `months`, as YYYY-MM-DD; null when invalid. */
export function addMonths(date: DateInput, months: number): string | null {
  const d = parseDate(date);
  return d ? d.startOf('month').add(months, 'month').format(DATE_FORMAT) : null;
}

/** Month key YYYY-MM of a date, or null. */
export function monthKey(date: DateInput): string | null {
  const d = parseDate(date);
  return d ? d.format('YYYY-MM') : null;
}

/** Today as YYYY-MM-DD (local time). */
export function today(): string {
  return dayjs().format(DATE_FORMAT);
}
