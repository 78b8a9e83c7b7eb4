import { describe, expect, it } from 'vitest';
import { BAND_COLOURS } from '@glyco/contracts';
import { glucoseLevel } from './level';

const target = { min: 70, max: 180 };

describe('glucoseLevel', () => {
  it('is very low below 54 and very high above 250, whatever the target', () => {
    expect([40, 60, 120, 200, 251].map((value) => glucoseLevel(value, target).label)).toEqual(['Very low', 'Low', 'In range', 'High', 'Very high']);
    expect(glucoseLevel(240, { min: 80, max: 130 }).label).toBe('High');
  });

  it('takes its colour from the one palette', () => {
    expect([40, 60, 120, 200, 251].map((value) => glucoseLevel(value, target).colour)).toEqual([
      BAND_COLOURS.veryLow, BAND_COLOURS.low, BAND_COLOURS.inRange, BAND_COLOURS.high, BAND_COLOURS.veryHigh,
    ]);
  });
});
