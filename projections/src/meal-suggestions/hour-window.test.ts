import { describe, expect, it } from 'vitest';
import { currentLocalHour, hoursAround } from './hour-window';

describe('hour window', () => {
  it('takes the hour either side, wrapping at midnight', () => {
    expect(hoursAround(8)).toEqual([7, 8, 9]);
    expect(hoursAround(0)).toEqual([23, 0, 1]);
    expect(hoursAround(23)).toEqual([22, 23, 0]);
  });

  it('reads the current hour on the person’s clock, minutes east of UTC', () => {
    const now = new Date('2024-06-30T23:30:00Z');
    expect(currentLocalHour(now, 0)).toBe(23);
    expect(currentLocalHour(now, 120)).toBe(1);
    expect(currentLocalHour(now, -330)).toBe(18);
  });
});
