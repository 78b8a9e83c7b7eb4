import { describe, expect, it } from 'vitest';
import { outOfRangeByTimeOfDay, type OutOfRangeSide } from './out-of-range-by-time-of-day';
import { MGDL_PER_MMOLL } from '../glucose/units';
import type { GlucoseSample } from './sample';

const reading = (localHour: number, value: number, timezoneOffsetMinutes = 60): GlucoseSample => ({
  value,
  timestamp: Date.parse('2026-11-18T00:00:00.000Z') + localHour * 3_600_000 - timezoneOffsetMinutes * 60_000,
  timezoneOffsetMinutes,
  source: 'meter',
});

const spread = (samples: GlucoseSample[], side: OutOfRangeSide) =>
  outOfRangeByTimeOfDay(samples, side).parts.map(({ key, outOfRange, readings, percent }) => [key, outOfRange, readings, percent]);

describe('outOfRangeByTimeOfDay', () => {
  const samples = [reading(3, 62), reading(4, 69.9), reading(5, 70), reading(8, 50), reading(13, 180), reading(14, 180.1), reading(23.5, 65), reading(19, 251)];

  it('counts readings below 70 mg/dL by part of the local day', () => {
    expect(outOfRangeByTimeOfDay(samples, 'below')).toMatchObject({ side: 'below', source: 'meter', count: 8, outOfRange: 4 });
    expect(spread(samples, 'below')).toEqual([
      ['night', 2, 3, 66.7],
      ['morning', 1, 1, 100],
      ['afternoon', 0, 2, 0],
      ['evening', 1, 2, 50],
    ]);
  });

  it('counts readings above 180 mg/dL, level 1 and level 2, by part of the local day', () => {
    expect(outOfRangeByTimeOfDay(samples, 'above')).toMatchObject({ side: 'above', count: 8, outOfRange: 2 });
    expect(spread(samples, 'above')).toEqual([
      ['night', 0, 3, 0],
      ['morning', 0, 1, 0],
      ['afternoon', 1, 2, 50],
      ['evening', 1, 2, 50],
    ]);
  });

  it('counts each reading in the unit it was entered in: 10.0 mmol/L (180.2 mg/dL) is not above, 3.8 mmol/L is below', () => {
    const mmol = (localHour: number, value: number): GlucoseSample => ({ ...reading(localHour, value * MGDL_PER_MMOLL), unit: 'mmol/L' });
    expect(outOfRangeByTimeOfDay([mmol(13, 10.0), mmol(14, 10.1)], 'above')).toMatchObject({ outOfRange: 1 });
    expect(outOfRangeByTimeOfDay([mmol(3, 3.8), mmol(4, 3.9)], 'below')).toMatchObject({ outOfRange: 1 });
  });

  it('prefers the sensor readings when the window holds any', () => {
    const result = outOfRangeByTimeOfDay([reading(9, 200), { ...reading(9, 120), source: 'cgm' }], 'above');
    expect(result).toMatchObject({ source: 'cgm', count: 1, outOfRange: 0 });
  });
});
