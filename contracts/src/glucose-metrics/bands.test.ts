import { describe, expect, it } from 'vitest';
import type { GlucoseUnit } from '../glucose/enums';
import { toMgdl } from '../glucose/units';
import { BAND_LIMITS, BAND_LIMITS_MGDL, bandOf, GLUCOSE_BANDS, isInTightRangeTenths, tenthsIn, TIGHT_RANGE_DECIMG, type BandKey } from './bands';

/** A reading as it was entered: its canonical mg/dL and its unit. */
const entered = (value: number, unit: GlucoseUnit) => ({ mgdl: toMgdl(value, unit), unit });

const bandKeyOf = (value: number, unit: GlucoseUnit): BandKey => {
  const reading = entered(value, unit);
  return bandOf(reading.mgdl, reading.unit).key;
};

const inTight = (value: number, unit: GlucoseUnit) => {
  const reading = entered(value, unit);
  return isInTightRangeTenths(tenthsIn(reading.mgdl, reading.unit), reading.unit);
};

describe('the consensus bands in mmol/L (Battelino 2019), each reading against the limits of its own unit', () => {
  it.each<[number, BandKey]>([
    [2.9, 'veryLow'], [3.0, 'low'],
    [3.8, 'low'], [3.9, 'inRange'],
    [10.0, 'inRange'], [10.1, 'high'],
    [13.9, 'high'], [14.0, 'veryHigh'],
  ])('%s mmol/L is %s', (value, band) => {
    expect(bandKeyOf(value, 'mmol/L')).toBe(band);
  });

  it('classifies at 0.1 mmol/L, as the meter shows it: 10.04 is 10.0, in range', () => {
    expect(bandKeyOf(10.04, 'mmol/L')).toBe('inRange');
    expect(bandKeyOf(10.06, 'mmol/L')).toBe('high');
  });

  it.each<[number, boolean]>([[3.8, false], [3.9, true], [7.8, true], [7.9, false]])('%s mmol/L is in tight range (3.9-7.8): %s', (value, tight) => {
    expect(inTight(value, 'mmol/L')).toBe(tight);
  });
});

describe('the consensus bands in mg/dL', () => {
  it.each<[number, BandKey]>([
    [53, 'veryLow'], [54, 'low'],
    [69, 'low'], [70, 'inRange'],
    [180, 'inRange'], [181, 'high'],
    [250, 'high'], [251, 'veryHigh'],
  ])('%s mg/dL is %s', (value, band) => {
    expect(bandKeyOf(value, 'mg/dL')).toBe(band);
  });

  it('compares at 0.1 mg/dL: 180.1 is high, 69.9 low', () => {
    expect(bandKeyOf(180.1, 'mg/dL')).toBe('high');
    expect(bandKeyOf(69.9, 'mg/dL')).toBe('low');
  });

  it.each<[number, boolean]>([[69, false], [70, true], [140, true], [141, false]])('%s mg/dL is in tight range (70-140): %s', (value, tight) => {
    expect(inTight(value, 'mg/dL')).toBe(tight);
  });
});

describe('the one band definition', () => {
  it('labels each band from the limits of both units', () => {
    expect(GLUCOSE_BANDS.map((band) => [band.bounds, band.boundsMmol])).toEqual([
      ['< 54 mg/dL', '< 3.0 mmol/L'],
      ['54-69 mg/dL', '3.0-3.8 mmol/L'],
      ['70-180 mg/dL', '3.9-10.0 mmol/L'],
      ['181-250 mg/dL', '10.1-13.9 mmol/L'],
      ['> 250 mg/dL', '> 13.9 mmol/L'],
    ]);
  });

  it('gives the mg/dL lines and the tight range in 0.1 mg/dL from the same table', () => {
    expect(BAND_LIMITS_MGDL).toBe(BAND_LIMITS['mg/dL']);
    expect(TIGHT_RANGE_DECIMG).toEqual({ from: 700, to: 1400 });
  });
});
