import { describe, expect, it } from 'vitest';
import { addAgpValues, agpProfile, mergeTimeOfDay, percentileOfSorted } from './agp';
import { digestByLocalDay } from './day-digest';
import { analyseDigests } from './report';
import type { GlucoseSample } from './sample';

describe('AGP', () => {
  it('interpolates percentiles between closest ranks (type 7)', () => {
    const sorted = [100, 200, 300, 400];
    expect(percentileOfSorted(sorted, 50)).toBe(25);
    expect(percentileOfSorted(sorted, 5)).toBeCloseTo(11.5);
    expect(percentileOfSorted([70, 70, 70], 95)).toBe(7);
    expect(percentileOfSorted([], 50)).toBeNull();
  });

  it('has 96 points of 15 minutes, by local time of day', () => {
    // Two readings at 08:05 local time (UTC+02:00) on two days.
    const samples: GlucoseSample[] = [100, 200].map((value, day) => ({
      value, timestamp: Date.parse('2026-03-02T06:05:00Z') + day * 86_400_000, timezoneOffsetMinutes: 120, source: 'cgm',
    }));
    const agp = analyseDigests(digestByLocalDay(samples), { min: 70, max: 180 }).agp;
    expect(agp).toHaveLength(96);
    expect(agp[32]).toMatchObject({ minute: 487.5, count: 2, p50: 150 });
    expect(agp[31]).toMatchObject({ count: 0, p50: null });
  });

  it('smooths each curve across neighbouring bins, wrapping at midnight', () => {
    const histogram = [0, 1000, 1, 1, 2000, 1, 95, 1000, 1];
    const agp = agpProfile(addAgpValues([], histogram));
    // Bin 0 = (2 x bin 95: 100 + 3 x bin 0: 100 + 2 x bin 1: 200) / 7; bins without readings carry no weight.
    expect(agp[0]!.p50).toBe(128.6);
    // Bin 1 = (1 x bin 95: 100 + 2 x bin 0: 100 + 3 x bin 1: 200) / 6.
    expect(agp[1]!.p50).toBe(150);
  });

  it('merges stored time-of-day histograms count by count', () => {
    const merged = mergeTimeOfDay([[95, 400, 1, 0, 1000, 3], [0, 1000, 1, 0, 1205, 2], []]);
    expect(merged).toEqual([0, 1000, 4, 0, 1205, 2, 95, 400, 1]);
  });

  it('gives the same profile from days merged one by one as from their merged histogram', () => {
    const days = Array.from({ length: 30 }, (_, day) => [day % 96, 700 + day * 37, day + 1, 40, 1400, 1]);
    const oneByOne: number[][] = [];
    for (const day of days) addAgpValues(oneByOne, day);
    expect(agpProfile(oneByOne)).toEqual(agpProfile(addAgpValues([], mergeTimeOfDay(days))));
    expect(agpProfile(oneByOne)[40]!.count).toBe(30);
  });
});
