import { describe, expect, it } from 'vitest';
import { toDecimg } from './bands';
import { digestByLocalDay } from './day-digest';
import { addReadingToHours, bucketMeansOfHours, mergeHourSums, type HourSums } from './hour-sums';
import { HOUR_MS } from './sample';

const AT = Date.parse('2026-03-02T10:00:00.000Z');

describe('hourly sums', () => {
  it('counts each reading in its UTC hour, whatever its local day', () => {
    const samples = [100, 102.4, 250].map((value, index) => ({ value, timestamp: AT + index * 35 * 60_000, timezoneOffsetMinutes: [840, 0, -700][index], source: 'cgm' as const }));
    const days = digestByLocalDay(samples);
    expect(days.map((day) => day.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    const hour = AT / HOUR_MS;
    expect(mergeHourSums(days.map((day) => day.hours))).toEqual([hour, 2, 1000 + 1024, hour + 1, 1, 2500]);
    expect(mergeHourSums([days[2]!.hours, days[1]!.hours, days[0]!.hours])).toEqual([hour, 2, 1000 + 1024, hour + 1, 1, 2500]);
  });

  it('gives each bucket the mean of its readings in mg/dL to 0.1, halves up', () => {
    const hours: HourSums = [];
    // 100.05 and 100.0 mg/dL: decimg 1001 and 1000, mean 1000.5, shown as 100.1.
    for (const [offset, value] of [[0, 100.05], [70, 100]] as const) addReadingToHours(hours, AT + offset * 60_000, toDecimg(value));
    addReadingToHours(hours, AT + 180 * 60_000, toDecimg(5.5 * 18.01559));
    expect(bucketMeansOfHours([hours], 120)).toEqual([{ at: AT, value: 100.1 }, { at: AT + 2 * HOUR_MS, value: 99.1 }]);
    expect(bucketMeansOfHours([hours], 60).map((bucket) => bucket.value)).toEqual([100.1, 100, 99.1]);
    expect(bucketMeansOfHours([hours], 1440)).toEqual([{ at: Date.parse('2026-03-02T00:00:00.000Z'), value: 99.7 }]);
  });

  it('aligns buckets on the epoch, oldest first, and refuses buckets of part of an hour', () => {
    const hours: HourSums = [AT / HOUR_MS, 1, 800, AT / HOUR_MS + 1, 0, 0, AT / HOUR_MS + 5, 2, 3000];
    expect(bucketMeansOfHours([hours], 360).map((bucket) => new Date(bucket.at).toISOString())).toEqual(['2026-03-02T06:00:00.000Z', '2026-03-02T12:00:00.000Z']);
    expect(() => bucketMeansOfHours([hours], 30)).toThrow(RangeError);
  });

  it('buckets several days\' sums as their merge', () => {
    const hour = AT / HOUR_MS;
    const days: HourSums[] = [[hour, 2, 2100, hour + 1, 1, 900], [hour - 1, 3, 3000], [], [hour + 26, 12, 14400]];
    for (const bucketMinutes of [60, 120, 180, 1440]) {
      expect(bucketMeansOfHours(days, bucketMinutes)).toEqual(bucketMeansOfHours([mergeHourSums(days)], bucketMinutes));
    }
    expect(bucketMeansOfHours(days, 120).map((bucket) => bucket.value)).toEqual([100, 100, 120]);
  });
});
