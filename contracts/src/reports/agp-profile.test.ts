import { describe, expect, it } from 'vitest';
import { agpProfile, percentile } from './agp-profile';

describe('percentile', () => {
  it('interpolates between closest ranks', () => {
    expect(percentile([10, 20, 30, 40, 50], 50)).toBe(30);
    expect(percentile([10, 20, 30, 40, 50], 25)).toBe(20);
    expect(percentile([10, 20, 30, 40], 50)).toBe(25);
    expect(percentile([10, 20, 30, 40, 50], 5)).toBeCloseTo(12, 10);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('agpProfile', () => {
  it('overlays days by local time of day', () => {
    const readings = [100, 120, 140, 160, 180].map((value, day) => ({
      value,
      timestamp: Date.UTC(2024, 2, 1 + day, 7, 30),
      timezoneOffsetMinutes: 60,
    }));
    const profile = agpProfile(readings, 60);
    expect(profile).toHaveLength(24);
    expect(profile[8]).toEqual({ startMinute: 480, count: 5, p5: 104, p25: 120, p50: 140, p75: 160, p95: 176 });
    expect(profile[7]).toMatchObject({ count: 0, p50: null });
  });

  it('refuses buckets that do not divide the day', () => {
    expect(() => agpProfile([], 7)).toThrow(RangeError);
  });
});
