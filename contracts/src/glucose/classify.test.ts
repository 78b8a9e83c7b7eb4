import { describe, expect, it } from 'vitest';
import { classifyGlucose, glucoseColour } from './classify';

describe('classifyGlucose', () => {
  it('uses the default 70-180 range at every boundary', () => {
    expect(classifyGlucose(49.9)).toBe('VERY_LOW');
    expect(classifyGlucose(50)).toBe('LOW');
    expect(classifyGlucose(69.9)).toBe('LOW');
    expect(classifyGlucose(70)).toBe('NORMAL');
    expect(classifyGlucose(180)).toBe('NORMAL');
    expect(classifyGlucose(180.1)).toBe('HIGH');
    expect(classifyGlucose(230)).toBe('HIGH');
    expect(classifyGlucose(230.1)).toBe('VERY_HIGH');
  });

  it('follows the user target', () => {
    const range = { min: 80, max: 140 };
    expect(classifyGlucose(59, range)).toBe('VERY_LOW');
    expect(classifyGlucose(60, range)).toBe('LOW');
    expect(classifyGlucose(190, range)).toBe('HIGH');
    expect(classifyGlucose(191, range)).toBe('VERY_HIGH');
  });

  it('colours extremes red, near misses amber and in range green', () => {
    expect(glucoseColour(40)).toBe('#d00000');
    expect(glucoseColour(60)).toBe('#ffaa00');
    expect(glucoseColour(120)).toBe('#2ecc71');
    expect(glucoseColour(200)).toBe('#ffaa00');
    expect(glucoseColour(300)).toBe('#d00000');
  });
});
