import { describe, expect, it } from 'vitest';
import { computeGlucoseMetrics } from './metrics';

const at = (minutes: number) => new Date(Date.UTC(2024, 2, 1, 8, minutes)).toISOString();
const golden = [50, 60, 100, 150, 200, 300].map((value, index) => ({ value, timestamp: at(index * 5) }));

describe('computeGlucoseMetrics', () => {
  it('matches the hand-computed golden set', () => {
    const metrics = computeGlucoseMetrics(golden, { min: 70, max: 180 });
    expect(metrics.count).toBe(6);
    expect(metrics.mean).toBeCloseTo(143.333333, 5);
    // Sample SD: sqrt(((50-143.33)^2 + ... + (300-143.33)^2) / 5) = sqrt(45333.33 / 5)
    expect(metrics.sd).toBeCloseTo(95.219046, 5);
    expect(metrics.cv).toBeCloseTo(66.431892, 5);
    expect(metrics.gmi).toBeCloseTo(6.738533, 5);
    expect(metrics.min).toBe(50);
    expect(metrics.max).toBe(300);
    // 1, 1, 2, 1, 1 of 6 readings: 16.67 % each rounds to 16.6 or 16.7 so the total is exactly 100.
    expect(metrics.bands).toEqual({ veryLow: 16.7, low: 16.7, inRange: 33.3, high: 16.7, veryHigh: 16.6 });
    expect(metrics.belowRangePercent).toBe(33.4);
    expect(metrics.inRangePercent).toBe(33.3);
    expect(metrics.aboveRangePercent).toBe(33.3);
    expect(metrics.daysWithData).toBe(1);
    expect(metrics.cgmActivePercent).toBe(100);
    expect(metrics.periodDays).toBeCloseTo(30 / 1440, 10);
    expect(metrics.sufficient).toBe(false);
  });

  it('measures against the user target, not the consensus band', () => {
    const metrics = computeGlucoseMetrics(golden, { min: 55, max: 250 });
    expect([metrics.belowRangePercent, metrics.inRangePercent, metrics.aboveRangePercent]).toEqual([16.7, 66.7, 16.6]);
  });

  it('measures CGM activity against the given period', () => {
    const metrics = computeGlucoseMetrics(golden, undefined, { start: at(0), end: at(60) });
    expect(metrics.cgmActivePercent).toBe(50);
    expect(metrics.periodDays).toBeCloseTo(1 / 24, 10);
  });

  it('counts two readings in one 5-minute slot once for activity', () => {
    const metrics = computeGlucoseMetrics([{ value: 100, timestamp: at(0) }, { value: 110, timestamp: at(1) }, { value: 120, timestamp: at(5) }]);
    expect(metrics.cgmActivePercent).toBe(100);
    expect(metrics.count).toBe(3);
  });

  it('is sufficient with 14 days of 5-minute readings', () => {
    const start = Date.UTC(2024, 0, 1);
    const readings = Array.from({ length: 14 * 288 }, (_, index) => ({ value: 120, timestamp: start + index * 300_000 }));
    const metrics = computeGlucoseMetrics(readings, undefined, { start: new Date(start), end: new Date(start + 14 * 86_400_000) });
    expect(metrics.daysWithData).toBe(14);
    expect(metrics.cgmActivePercent).toBe(100);
    expect(metrics.sufficient).toBe(true);
    const sparse = computeGlucoseMetrics(readings.filter((_, index) => index % 2 === 0), undefined, {
      start: new Date(start),
      end: new Date(start + 14 * 86_400_000),
    });
    expect(sparse.cgmActivePercent).toBe(50);
    expect(sparse.sufficient).toBe(false);
  });

  it('puts boundary values in the consensus bands 54, 70, 180, 181, 250, 251', () => {
    const values = [53.9, 54, 69.9, 70, 180, 180.1, 250, 250.1];
    const metrics = computeGlucoseMetrics(values.map((value, index) => ({ value, timestamp: at(index * 5) })));
    expect(metrics.bands).toEqual({ veryLow: 12.5, low: 25, inRange: 25, high: 25, veryHigh: 12.5 });
  });

  it('reports no statistics without readings and no SD for one reading', () => {
    const none = computeGlucoseMetrics([]);
    expect(none).toMatchObject({ count: 0, mean: null, sd: null, cv: null, gmi: null, min: null, max: null, inRangePercent: 0 });
    expect(none.bands).toEqual({ veryLow: 0, low: 0, inRange: 0, high: 0, veryHigh: 0 });
    const one = computeGlucoseMetrics([{ value: 100, timestamp: at(0) }]);
    expect(one).toMatchObject({ count: 1, mean: 100, sd: null, cv: null, min: 100, max: 100, inRangePercent: 100 });
    expect(one.gmi).toBeCloseTo(5.702, 10);
  });

  it('groups days by the local date of each reading', () => {
    const lateEvening = { value: 100, timestamp: '2024-03-01T23:30:00Z', timezoneOffsetMinutes: 0 };
    const sameInstantInTokyo = { value: 100, timestamp: '2024-03-01T23:40:00Z', timezoneOffsetMinutes: 540 };
    expect(computeGlucoseMetrics([lateEvening, sameInstantInTokyo]).daysWithData).toBe(2);
  });
});
