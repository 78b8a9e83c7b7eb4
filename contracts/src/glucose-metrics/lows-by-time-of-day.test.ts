import { describe, expect, it } from 'vitest';
import { lowsByTimeOfDay } from './lows-by-time-of-day';
import type { GlucoseSample } from './sample';

const reading = (localHour: number, value: number, timezoneOffsetMinutes = 60): GlucoseSample => ({
  value,
  timestamp: Date.parse('2026-11-18T00:00:00.000Z') + localHour * 3_600_000 - timezoneOffsetMinutes * 60_000,
  timezoneOffsetMinutes,
  source: 'meter',
});

describe('lowsByTimeOfDay', () => {
  it('counts readings below 70 mg/dL by part of the local day', () => {
    const result = lowsByTimeOfDay([reading(3, 62), reading(4, 69.9), reading(5, 70), reading(8, 50), reading(13, 120), reading(23.5, 65)]);
    expect(result).toMatchObject({ source: 'meter', count: 6, lows: 4 });
    expect(result.parts.map(({ key, lows, readings, percent }) => [key, lows, readings, percent])).toEqual([
      ['night', 2, 3, 66.7],
      ['morning', 1, 1, 100],
      ['afternoon', 0, 1, 0],
      ['evening', 1, 1, 100],
    ]);
  });
});
