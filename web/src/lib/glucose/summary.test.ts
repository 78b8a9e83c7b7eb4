import { describe, expect, it } from 'vitest';
import { summarizeGlucose } from './summary';

const target = { min: 70, max: 180 };

describe('summarizeGlucose', () => {
  it('is all zeros without readings', () => {
    expect(summarizeGlucose([], target)).toEqual({ average: 0, inRange: 0, belowRange: 0, aboveRange: 0, lowest: 0, highest: 0, count: 0 });
  });

  it('counts the target bounds as in range', () => {
    const summary = summarizeGlucose([70, 180, 69, 181], target);
    expect(summary).toMatchObject({ inRange: 50, belowRange: 25, aboveRange: 25, lowest: 69, highest: 181 });
  });

  it('rounds the average and the percentages to whole numbers', () => {
    const summary = summarizeGlucose([100, 101, 60], target);
    expect(summary.average).toBe(87);
    expect(summary.inRange).toBe(67);
    expect(summary.belowRange).toBe(33);
  });

  it('uses the user target rather than the default', () => {
    expect(summarizeGlucose([75, 95], { min: 80, max: 90 })).toMatchObject({ belowRange: 50, aboveRange: 50, inRange: 0 });
  });
});
