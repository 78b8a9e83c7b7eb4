import { describe, expect, it } from 'vitest';
import { digestByLocalDay } from './day-digest';
import { analyseDigests } from './report';
import type { GlucoseSample } from './sample';
import { cgmSeries, T0 } from './testing-samples';
import { MGDL_PER_MMOLL } from '../glucose/units';

const TARGET = { min: 70, max: 180 };
const DAY = 86_400_000;
const analyse = (samples: GlucoseSample[], window?: { start: number; end: number; asOf?: number }) => analyseDigests(digestByLocalDay(samples), TARGET, window).metrics;

describe('computeGlucoseMetrics through analyseDigests', () => {
  it('has no figures for an empty period, and says the period', () => {
    const metrics = analyse([], { start: T0, end: T0 + 7 * DAY });
    expect(metrics).toMatchObject({
      source: 'none', count: 0, mean: null, sd: null, cv: null, gmi: null, min: null, max: null, gri: null, wear: null, episodes: null, goals: [],
      bands: { veryLow: 0, low: 0, inRange: 0, high: 0, veryHigh: 0 },
      window: { start: '2026-03-02T00:00:00.000Z', end: '2026-03-09T00:00:00.000Z' },
    });
  });

  it('gives a mean but no spread for a single reading', () => {
    const metrics = analyse(cgmSeries([123]));
    expect(metrics).toMatchObject({ count: 1, mean: 123, sd: null, cv: null, min: 123, max: 123, gmi: null });
    expect(metrics.bands.inRange).toBe(100);
  });

  it('puts every boundary value in its consensus band', () => {
    const metrics = analyse(cgmSeries([53.9, 54, 69.9, 70, 180, 180.1, 250, 250.1]));
    // 1 of 8 readings each is 12.5 %: very low 53.9; low 54, 69.9; in range 70, 180; high 180.1, 250; very high 250.1.
    expect(metrics.bands).toEqual({ veryLow: 12.5, low: 25, inRange: 25, high: 25, veryHigh: 12.5 });
    expect(metrics.belowRangePercent).toBe(37.5);
    expect(metrics.aboveRangePercent).toBe(37.5);
    expect(metrics.tightRangePercent).toBe(12.5);
  });

  it('shows each percentage from its exact fraction, never adjusted to sum to 100', () => {
    // 1/3 in each of three bands: 33.3 + 33.3 + 33.3 = 99.9, as the fractions are.
    const metrics = analyse(cgmSeries([60, 100, 200]));
    expect([metrics.bands.low, metrics.bands.inRange, metrics.bands.high]).toEqual([33.3, 33.3, 33.3]);
  });

  it('rounds 81.34 % to 81.3 %', () => {
    const values = [...Array.from({ length: 8134 }, () => 100), ...Array.from({ length: 1866 }, () => 200)];
    expect(analyse(cgmSeries(values)).bands.inRange).toBe(81.3);
  });

  it('classifies readings entered in mmol/L against the mmol/L limits, and averages their mg/dL', () => {
    const mmol = [3.9, 5.5, 10.0, 13.9];
    const metrics = analyse(cgmSeries(mmol.map((value) => value * MGDL_PER_MMOLL)).map((sample) => ({ ...sample, unit: 'mmol/L' as const })));
    // 10.0 mmol/L (180.16 mg/dL) is the top of the range, 13.9 (250.42 mg/dL) the top of high.
    expect(metrics.bands).toEqual({ veryLow: 0, low: 0, inRange: 75, high: 25, veryHigh: 0 });
    // (70.26 + 99.09 + 180.16 + 250.42) / 4 = 149.98.
    expect(metrics.mean).toBe(150);
  });

  it('computes mean, SD (n - 1) and CV', () => {
    const metrics = analyse(cgmSeries([100, 150, 200]));
    expect(metrics).toMatchObject({ mean: 150, sd: 50, cv: 33.3 });
  });

  it('computes GMI from the mean of 14 days of sensor data', () => {
    // 3.31 + 0.02392 x 150 = 6.898.
    const metrics = analyse(cgmSeries(Array.from({ length: 4032 }, (_, index) => [100, 150, 200][index % 3]!)), { start: T0, end: T0 + 14 * DAY });
    expect(metrics).toMatchObject({ mean: 150, gmi: 6.9, gmiReason: null });
  });

  it('gives meter readings meter statistics and no CGM figures', () => {
    const meter: GlucoseSample[] = [100, 200, 50].map((value, index) => ({ value, timestamp: T0 + index * 3_600_000, source: 'meter' }));
    const metrics = analyse(meter, { start: T0, end: T0 + 14 * DAY });
    expect(metrics).toMatchObject({ source: 'meter', count: 3, mean: 116.7, gmi: null, gri: null, wear: null, episodes: null, goals: [] });
  });

  it('computes CGM figures from sensor readings only when both are present, and counts the finger-sticks', () => {
    const metrics = analyse([...cgmSeries([100, 100, 100]), { value: 300, timestamp: T0, source: 'meter' }]);
    expect(metrics).toMatchObject({ source: 'cgm', count: 3, mean: 100, readings: { cgm: 3, meter: 1 } });
  });

  it('judges goals on the figure as shown', () => {
    const values = [...Array.from({ length: 700 }, () => 100), ...Array.from({ length: 300 }, () => 200)];
    const goals = analyse(cgmSeries(values)).goals;
    expect(goals.find((goal) => goal.key === 'inRange')).toMatchObject({ value: 70, met: false, goal: '> 70 %' });
    expect(goals.find((goal) => goal.key === 'aboveRange')).toMatchObject({ value: 30, met: false });
    expect(goals.find((goal) => goal.key === 'belowRange')).toMatchObject({ value: 0, met: true });
  });

  it('computes the Glycemia Risk Index from the exact band fractions', () => {
    // 10 % very low, 10 % low, 10 % high, 10 % very high: hypo 18, hyper 15, GRI 3 x 18 + 1.6 x 15 = 78.
    const values = [50, 60, 200, 300, ...Array.from({ length: 6 }, () => 100)];
    expect(analyse(cgmSeries(values)).gri).toEqual({ value: 78, hypoComponent: 18, hyperComponent: 15, zone: 'D' });
  });
});
