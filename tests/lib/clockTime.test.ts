import { describe, expect, it } from 'vitest';
import { readClockTime } from '@/lib/clockTime';

describe('times of day on a 24-hour clock (issue #26, item 5)', () => {
  it('reads HH:mm, H:mm and the digits a number pad types', () => {
    expect(readClockTime('16:42')).toBe('16:42');
    expect(readClockTime(' 4:42 ')).toBe('04:42');
    expect(readClockTime('1642')).toBe('16:42');
    expect(readClockTime('442')).toBe('04:42');
    expect(readClockTime('0000')).toBe('00:00');
  });

  it('is no time of day otherwise, the 12-hour way included', () => {
    for (const typed of [
      '',
      '4:42 PM',
      '04:42 AM',
      '24:00',
      '12:60',
      '16',
      '16:4',
      '1:2:3',
      'ab:cd',
      '16-42',
    ])
      expect(readClockTime(typed), typed).toBeNull();
  });
});
