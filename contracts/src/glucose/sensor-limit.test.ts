import { describe, expect, it } from 'vitest';
import { formatGlucoseValue, formatGlucoseValueWithUnit } from './sensor-limit';

describe('a value past the sensor\'s range', () => {
  it('is shown as the device\'s own limit, in either unit', () => {
    expect(formatGlucoseValue(39, 'mg/dL', 'below')).toBe('below 40');
    expect(formatGlucoseValue(401, 'mg/dL', 'above')).toBe('above 400');
    expect(formatGlucoseValue(501, 'mg/dL', 'above')).toBe('above 500');
    expect(formatGlucoseValueWithUnit(39, 'mmol/L', 'below')).toBe('below 2.2 mmol/L');
    expect(formatGlucoseValueWithUnit(401, 'mmol/L', 'above')).toBe('above 22.2 mmol/L');
  });

  it('leaves a measured value as it is', () => {
    expect(formatGlucoseValue(41, 'mg/dL')).toBe('41');
    expect(formatGlucoseValueWithUnit(99.1, 'mmol/L', null)).toBe('5.5 mmol/L');
  });
});
