import { analyseDigests, DEFAULT_TARGET_RANGE, digestByLocalDay, type GlucoseSample } from '@glyco/contracts';
import { describe, expect, it } from 'vitest';
import { demoDay } from './demo-day';
import { seededRandom } from './random';

describe('demo days', () => {
  const random = seededRandom(42);
  const days = Array.from({ length: 90 }, () => demoDay(random));
  const readings = days.flatMap((day, index) =>
    day.readings.map((reading): GlucoseSample => ({ value: reading.value, timestamp: Date.UTC(2026, 0, 1 + index, 0, reading.minute), source: 'cgm' })),
  );

  it('look like a person with type 1 diabetes on a pump-less regimen: mostly in range, some lows and highs', () => {
    const metrics = analyseDigests(digestByLocalDay(readings), DEFAULT_TARGET_RANGE).metrics;
    expect(metrics.count).toBeGreaterThan(90 * 270);
    expect(metrics.bands.inRange).toBeGreaterThan(50);
    expect(metrics.bands.inRange).toBeLessThan(90);
    expect(metrics.bands.low + metrics.bands.veryLow).toBeGreaterThan(0.5);
    expect(metrics.bands.high + metrics.bands.veryHigh).toBeGreaterThan(5);
    expect(metrics.bands.veryHigh).toBeGreaterThan(0);
  });

  it('give the figures the README promises: GMI about 7 %, sufficient wear, night lows as episodes', () => {
    const metrics = analyseDigests(digestByLocalDay(readings), DEFAULT_TARGET_RANGE).metrics;
    expect(metrics.gmi).toBeGreaterThanOrEqual(6.5);
    expect(metrics.gmi).toBeLessThanOrEqual(7.5);
    expect(metrics.wear).toMatchObject({ samplingIntervalMinutes: 5, sufficient: true });
    expect(metrics.episodes!.hypo.level1.count).toBeGreaterThan(10);
  });

  it('keep every value inside what a sensor reports and log three or four meals with a basal dose', () => {
    for (const day of days) {
      expect(day.readings.every((reading) => reading.value >= 40 && reading.value <= 400)).toBe(true);
      expect(day.meals.length).toBeGreaterThanOrEqual(3);
      expect(day.doses.filter((dose) => dose.insulinType === 'Basal')).toHaveLength(1);
    }
  });

  it('are the same on every run', () => {
    expect(demoDay(seededRandom(7))).toEqual(demoDay(seededRandom(7)));
  });
});
