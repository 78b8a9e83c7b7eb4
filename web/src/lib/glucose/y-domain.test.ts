import { describe, expect, it } from 'vitest';
import { glucoseYDomain } from './y-domain';

const target = { min: 70, max: 180 };

describe('glucoseYDomain', () => {
  it('defaults to 50-300 without readings', () => {
    expect(glucoseYDomain([], target)).toEqual([50, 300]);
  });

  it('keeps 30 mg/dL around the target when the readings sit inside it', () => {
    expect(glucoseYDomain([100, 120], target)).toEqual([40, 210]);
  });

  it('keeps 10 mg/dL around readings beyond the target margin', () => {
    expect(glucoseYDomain([35, 320], target)).toEqual([25, 330]);
  });

  it('follows the user target', () => {
    expect(glucoseYDomain([120], { min: 90, max: 140 })).toEqual([60, 170]);
  });
});
