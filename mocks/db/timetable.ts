/**
 * The airline's daily timetable: the same flight numbers and times every day, as real schedules are.
 * Each row is an out-and-back rotation from a base (or one long-haul leg whose direction alternates
 * by day). Times are Beijing departure times. 24 rotations + 2 long-haul legs = 50 flights a day.
 */
export type Family = 'A320系列' | 'B737' | 'A330' | 'B787';

export interface Rotation {
  base: string;
  dest: string;
  /** Beijing departure time of the outbound leg, minutes after midnight. */
  departure: number;
  /** Outbound flight number digits; the return leg is +1. */
  number: number;
  family: Family;
  /** One leg a day, direction alternating (long haul). */
  longHaul?: boolean;
}

const t = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const timetable: Rotation[] = [
  { base: 'PEK', dest: 'SHA', departure: t('07:30'), number: 1501, family: 'A320系列' },
  { base: 'PEK', dest: 'CAN', departure: t('08:00'), number: 1301, family: 'A330' },
  { base: 'PEK', dest: 'CTU', departure: t('08:20'), number: 1401, family: 'A320系列' },
  { base: 'PEK', dest: 'SZX', departure: t('09:10'), number: 1351, family: 'A320系列' },
  { base: 'PEK', dest: 'XIY', departure: t('10:30'), number: 1201, family: 'A320系列' },
  { base: 'PEK', dest: 'KMG', departure: t('11:40'), number: 1451, family: 'A320系列' },
  { base: 'PEK', dest: 'HGH', departure: t('13:00'), number: 1701, family: 'B737' },
  { base: 'PEK', dest: 'HKG', departure: t('14:10'), number: 6101, family: 'A330' },
  { base: 'PEK', dest: 'URC', departure: t('15:20'), number: 1281, family: 'A320系列' },
  { base: 'PEK', dest: 'SYX', departure: t('07:50'), number: 1381, family: 'B737' },
  { base: 'PEK', dest: 'FRA', departure: t('13:30'), number: 931, family: 'B787', longHaul: true },
  { base: 'PEK', dest: 'LHR', departure: t('12:40'), number: 937, family: 'B787', longHaul: true },
  { base: 'PEK', dest: 'ICN', departure: t('08:50'), number: 123, family: 'A330' },
  { base: 'PEK', dest: 'HRB', departure: t('18:10'), number: 1621, family: 'B737' },
  { base: 'PEK', dest: 'CKG', departure: t('16:40'), number: 1431, family: 'A320系列' },
  { base: 'SHA', dest: 'CAN', departure: t('07:40'), number: 3501, family: 'A320系列' },
  { base: 'PVG', dest: 'NRT', departure: t('09:30'), number: 919, family: 'A320系列' },
  { base: 'SHA', dest: 'CKG', departure: t('12:15'), number: 3421, family: 'A320系列' },
  { base: 'SHA', dest: 'XMN', departure: t('17:20'), number: 3601, family: 'B737' },
  { base: 'CTU', dest: 'LXA', departure: t('07:10'), number: 4401, family: 'A320系列' },
  { base: 'CTU', dest: 'SHA', departure: t('09:40'), number: 4501, family: 'A320系列' },
  { base: 'TFU', dest: 'KMG', departure: t('19:30'), number: 4481, family: 'A320系列' },
  { base: 'CAN', dest: 'BKK', departure: t('10:20'), number: 2761, family: 'A320系列' },
  { base: 'CAN', dest: 'HAK', departure: t('16:40'), number: 2601, family: 'B737' },
  { base: 'CAN', dest: 'WUH', departure: t('19:10'), number: 2401, family: 'A320系列' },
  { base: 'CAN', dest: 'PEK', departure: t('08:30'), number: 2101, family: 'B737' },
];
