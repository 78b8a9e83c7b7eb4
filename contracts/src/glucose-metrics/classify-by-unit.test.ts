import { describe, expect, it } from 'vitest';
import type { GlucoseUnit } from '../glucose/enums';
import { toMgdl } from '../glucose/units';
import { BAND_KEYS, type BandKey } from './bands';
import { digestByLocalDay, joinDayDigests, mergeDigests } from './day-digest';
import { analyseDigests } from './report';
import type { GlucoseSample } from './sample';
import { T0 } from './testing-samples';

const MINUTE = 60_000;
const TARGET = { min: 70, max: 180 };

/** CGM readings every 5 minutes, as entered or uploaded in `unit`. */
const series = (values: readonly number[], unit: GlucoseUnit, start = T0): GlucoseSample[] =>
  values.map((value, index) => ({ value: toMgdl(value, unit), unit, timestamp: start + index * 5 * MINUTE, timezoneOffsetMinutes: 0, source: 'cgm' }));

const metricsOf = (samples: readonly GlucoseSample[], target = TARGET) => analyseDigests(digestByLocalDay(samples), target).metrics;

const bandOfOne = (value: number, unit: GlucoseUnit): BandKey => {
  const { bands } = metricsOf(series([value], unit));
  return BAND_KEYS.find((key) => bands[key] === 100)!;
};

describe('a reading is counted in the unit it was entered or uploaded in', () => {
  it('100 readings of 10.0 mmol/L (180.2 mg/dL) are 100 % in range, in the target, and average 180.2 mg/dL', () => {
    const metrics = metricsOf(series(Array.from({ length: 100 }, () => 10.0), 'mmol/L'));
    expect(metrics.bands.inRange).toBe(100);
    expect(metrics.aboveRangePercent).toBe(0);
    expect(metrics.targetPercent).toEqual({ below: 0, inRange: 100, above: 0 });
    expect(metrics.mean).toBe(180.2);
  });

  it.each<[number, GlucoseUnit, BandKey]>([
    [2.9, 'mmol/L', 'veryLow'], [3.0, 'mmol/L', 'low'], [3.8, 'mmol/L', 'low'], [3.9, 'mmol/L', 'inRange'],
    [10.0, 'mmol/L', 'inRange'], [10.1, 'mmol/L', 'high'], [13.9, 'mmol/L', 'high'], [14.0, 'mmol/L', 'veryHigh'],
    [53, 'mg/dL', 'veryLow'], [54, 'mg/dL', 'low'], [69, 'mg/dL', 'low'], [70, 'mg/dL', 'inRange'],
    [180, 'mg/dL', 'inRange'], [181, 'mg/dL', 'high'], [250, 'mg/dL', 'high'], [251, 'mg/dL', 'veryHigh'],
  ])('%s %s is counted as %s', (value, unit, band) => {
    expect(bandOfOne(value, unit)).toBe(band);
  });

  it.each<[number, GlucoseUnit, number]>([
    [3.8, 'mmol/L', 0], [3.9, 'mmol/L', 100], [7.8, 'mmol/L', 100], [7.9, 'mmol/L', 0],
    [69, 'mg/dL', 0], [70, 'mg/dL', 100], [140, 'mg/dL', 100], [141, 'mg/dL', 0],
  ])('%s %s gives %s percent in tight range', (value, unit, percent) => {
    expect(metricsOf(series([value], unit)).tightRangePercent).toBe(percent);
  });

  it('holds the target in the reading\'s unit: 10.0 mmol/L is within 70-180 mg/dL, 10.1 above it', () => {
    expect(metricsOf(series([10.0, 10.1, 3.9, 3.8], 'mmol/L')).targetPercent).toEqual({ below: 25, inRange: 50, above: 25 });
  });

  it('finds no level 2 episode in an hour of 13.9 mmol/L, a level 1 one', () => {
    const episodes = analyseDigests(digestByLocalDay(series(Array.from({ length: 12 }, () => 13.9), 'mmol/L')), TARGET).episodes;
    expect(episodes.map((episode) => [episode.kind, episode.level])).toEqual([['hyper', 1]]);
  });

  it('keeps both units apart in one day, in any split and merge', () => {
    const mixed = [...series([10.0, 10.0], 'mmol/L'), ...series([180.2, 180.2], 'mg/dL', T0 + 10 * MINUTE)];
    const whole = digestByLocalDay(mixed)[0]!;
    expect(joinDayDigests(digestByLocalDay(mixed.slice(0, 3))[0]!, digestByLocalDay(mixed.slice(3))[0]!)).toEqual(whole);
    const merged = mergeDigests([whole], TARGET);
    expect(merged.tally.bandCounts).toEqual([0, 0, 2, 2, 0]);
    expect(merged.tally.targetCounts).toEqual({ below: 0, inRange: 2, above: 2 });
    expect(merged.runs.map((run) => [run.band, run.count])).toEqual([[2, 2], [3, 2]]);
  });
});
