import { describe, expect, it } from 'vitest';
import { formatGlucose, formatGlucoseWithUnit, fromMgdl, MGDL_PER_MMOLL, toMgdl } from './units';

describe('glucose units', () => {
  it('converts mmol/L to mg/dL with 18.01559', () => {
    expect(MGDL_PER_MMOLL).toBe(18.01559);
    expect(toMgdl(5.5, 'mmol/L')).toBeCloseTo(99.085745, 10);
    expect(toMgdl(123, 'mg/dL')).toBe(123);
    expect(fromMgdl(180, 'mmol/L')).toBeCloseTo(9.991346, 6);
  });

  it('round-trips without loss in both units', () => {
    for (const value of [1.1, 3.9, 5.5, 10, 33.3]) expect(fromMgdl(toMgdl(value, 'mmol/L'), 'mmol/L')).toBeCloseTo(value, 12);
    for (const value of [20, 70, 180, 600]) expect(toMgdl(fromMgdl(value, 'mg/dL'), 'mg/dL')).toBe(value);
  });

  it('formats mg/dL whole and mmol/L with one decimal', () => {
    expect(formatGlucose(99.6, 'mg/dL')).toBe('100');
    expect(formatGlucose(70, 'mmol/L')).toBe('3.9');
    expect(formatGlucose(180, 'mmol/L')).toBe('10.0');
    expect(formatGlucoseWithUnit(126, 'mmol/L')).toBe('7.0 mmol/L');
  });
});
