import { describe, expect, it } from 'vitest';
import { BAND_COLOURS, toMgdl } from '@glyco/contracts';
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

  it('classifies a reading in the unit it was entered in: 10.0 mmol/L (180.2 mg/dL) is in range, 13.9 high', () => {
    expect(glucoseLevel(toMgdl(10.0, 'mmol/L'), target, 'mmol/L').label).toBe('In range');
    expect(glucoseLevel(toMgdl(13.9, 'mmol/L'), target, 'mmol/L').label).toBe('High');
    expect(glucoseLevel(toMgdl(10.1, 'mmol/L'), target, 'mmol/L').label).toBe('High');
    expect(glucoseLevel(180.2, target, 'mg/dL').label).toBe('High');
  });
});
