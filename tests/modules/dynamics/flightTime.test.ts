import {
  beijingClock,
  beijingDayOf,
  differsFromBeijing,
  localClock,
} from '@/modules/dynamics/lib/flightTime';
import { LIST_DEFAULTS, isValidFlightNoSearch, readListQuery } from '@/modules/dynamics/lib/listQuery';

describe('flight times', () => {
  it("reads the airport's wall clock and converts it to Beijing time, whatever the phone's zone", () => {
    const frankfurt = '2026-11-22T23:40:00+01:00';
    expect(localClock(frankfurt)).toEqual({ date: '2026-11-22', time: '23:40' });
    expect(beijingClock(frankfurt)).toEqual({ date: '2026-11-23', time: '06:40' });
    expect(differsFromBeijing(frankfurt)).toBe(true);
    expect(beijingClock('2026-11-22T08:30:00+08:00')).toEqual({ date: '2026-11-22', time: '08:30' });
    expect(differsFromBeijing('2026-11-22T08:30:00+08:00')).toBe(false);
    expect(beijingClock('2026-11-22T20:00:00Z')).toEqual({ date: '2026-11-23', time: '04:00' });
    expect(localClock(null)).toBeNull();
    expect(beijingClock('not a time')).toBeNull();
  });

  it('dates the day keys on the Beijing calendar', () => {
    // 2026-11-21 20:00 UTC is already the 22nd in Beijing.
    const now = Date.UTC(2026, 10, 21, 20, 0);
    expect(beijingDayOf('today', now)).toBe('2026-11-22');
    expect(beijingDayOf('yesterday', now)).toBe('2026-11-21');
    expect(beijingDayOf('after', now)).toBe('2026-11-24');
  });

  it('reads the list query from the values in the address and drops what is not valid', () => {
    expect(
      readListQuery({ ...LIST_DEFAULTS, day: 'after', filter: 'abnormal', flightNo: 'hg15', from: 'pek' }),
    ).toEqual({
      day: 'after',
      filter: 'abnormal',
      flightNo: 'HG15',
      from: 'PEK',
      to: '',
    });
    expect(
      readListQuery({ ...LIST_DEFAULTS, day: 'someday', filter: 'odd', flightNo: '<x>', to: 'Beijing' }),
    ).toEqual({
      day: 'today',
      filter: 'all',
      flightNo: '',
      from: '',
      to: '',
    });
    expect(isValidFlightNoSearch('HG-1')).toBe(false);
  });
});
