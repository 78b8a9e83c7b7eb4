import { describe, expect, it } from 'vitest';
import { BAND_COLOURS } from './bands';
import { classifyGlucose, glucoseColour } from './target';

describe('a reading level', () => {
  it('is very low below 54 and very high above 250 whatever the target', () => {
    const target = { min: 80, max: 160 };
    expect([53.9, 54, 79.9, 80, 160, 160.1, 250, 250.1].map((value) => classifyGlucose(value, target))).toEqual([
      'VERY_LOW', 'LOW', 'LOW', 'NORMAL', 'NORMAL', 'HIGH', 'HIGH', 'VERY_HIGH',
    ]);
  });

  it('takes its colour from the one palette: 230 mg/dL is high, not very high', () => {
    expect(glucoseColour(230)).toBe(BAND_COLOURS.high);
    expect(glucoseColour(60)).toBe(BAND_COLOURS.low);
    expect(glucoseColour(251)).toBe(BAND_COLOURS.veryHigh);
  });
});
