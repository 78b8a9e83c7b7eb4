import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digestByLocalDay, joinDayDigests } from './day-digest';
import type { GlucoseSample } from './sample';
import { T0 } from './testing-samples';

const MINUTE = 60_000;

/** One local day of a sensor: values across every band, gaps from seconds to sensor losses. */
const sensorDay = fc
  .array(fc.record({ value: fc.integer({ min: 40, max: 400 }), gapMs: fc.oneof(fc.integer({ min: 1, max: 59_999 }), fc.constantFrom(5 * MINUTE, 15 * MINUTE, 21 * MINUTE, 45 * MINUTE)) }), { minLength: 2, maxLength: 60 })
  .map((steps) => {
    let at = T0 + 60 * MINUTE;
    return steps.map(({ value, gapMs }): GlucoseSample => ({ value, timestamp: (at += gapMs), timezoneOffsetMinutes: 0, source: 'cgm' }));
  });

const digestOf = (samples: readonly GlucoseSample[]) => digestByLocalDay(samples)[0]!;

describe('joining the digests of two parts of a day', () => {
  it('equals digesting the whole day, wherever the day is split', () => {
    fc.assert(
      fc.property(sensorDay, fc.nat(), (samples, at) => {
        const split = 1 + (at % (samples.length - 1));
        expect(joinDayDigests(digestOf(samples.slice(0, split)), digestOf(samples.slice(split)))).toEqual(digestOf(samples));
      }),
    );
  });

  it('joins a run that continues across the split, and counts the gap between the parts', () => {
    const first: GlucoseSample = { value: 60, timestamp: T0, timezoneOffsetMinutes: 0, source: 'cgm' };
    const second: GlucoseSample = { ...first, value: 62, timestamp: T0 + 5 * MINUTE };
    const joined = joinDayDigests(digestOf([first]), digestOf([second]));
    expect(joined.runs).toEqual([{ band: 1, startAt: T0, endAt: T0 + 5 * MINUTE, count: 2, minDecimg: 600, maxDecimg: 620 }]);
    expect(joined.tally.gapCounts).toEqual({ 5: 1 });
  });

  it('refuses parts that overlap in time', () => {
    const samples = [0, 5, 10].map((minutes): GlucoseSample => ({ value: 100, timestamp: T0 + minutes * MINUTE, timezoneOffsetMinutes: 0, source: 'cgm' }));
    expect(() => joinDayDigests(digestOf(samples.slice(1)), digestOf(samples.slice(0, 1)))).toThrow(RangeError);
  });
});
