import { describe, expect, it } from 'vitest';
import { agpPoints, describeAgp, hourLabel } from './agp-data';

describe('agpPoints', () => {
  const readings = [90, 180].map((value, day) => ({ value, timestamp: `2024-03-0${day + 1}T07:10:00.000Z`, timezoneOffsetMinutes: 60 }));

  it('keeps the local hours that have readings, in the display unit', () => {
    expect(agpPoints(readings, 'mg/dL')).toEqual([{ minute: 510, p5: 94.5, p25: 112.5, p50: 135, p75: 157.5, p95: 175.5 }]);
    expect(agpPoints(readings, 'mmol/L')[0]!.p50).toBeCloseTo(7.49, 2);
  });

  it('summarises the profile for screen readers', () => {
    expect(describeAgp(agpPoints(readings, 'mg/dL'), 'mg/dL')).toBe('Median glucose by time of day over 1 hours with readings: lowest 135 mg/dL around 8 AM, highest 135 mg/dL around 8 AM.');
    expect(describeAgp([], 'mg/dL')).toBe('No readings to profile.');
    expect([0, 720, 1410].map(hourLabel)).toEqual(['12 AM', '12 PM', '11 PM']);
  });
});
