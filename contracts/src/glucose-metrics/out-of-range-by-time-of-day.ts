import { bandOf, type BandKey } from './bands';
import { preferredSource } from './meal-response';
import { localMinuteOfDay, epochMsOf, type GlucoseSample } from './sample';
import { percentOf } from './summary';

/** The parts of a day out-of-range readings are grouped by, in local hours. */
export const PARTS_OF_DAY = [
  { key: 'night', label: 'overnight (00:00-06:00)', fromHour: 0, toHour: 6 },
  { key: 'morning', label: 'in the morning (06:00-12:00)', fromHour: 6, toHour: 12 },
  { key: 'afternoon', label: 'in the afternoon (12:00-18:00)', fromHour: 12, toHour: 18 },
  { key: 'evening', label: 'in the evening (18:00-24:00)', fromHour: 18, toHour: 24 },
] as const;

/**
 * The side of the target range a reading falls out of (International Consensus on Time in Range,
 * Battelino et al., Diabetes Care 2019;42:1593-1603): below 70 mg/dL (3.9 mmol/L) is level 1 and level
 * 2 hypoglycaemia; above 180 mg/dL (10.0 mmol/L) is level 1 and level 2 hyperglycaemia; each reading
 * in the unit it was entered in (bands.ts).
 */
export const OUT_OF_RANGE_SIDES = { below: ['veryLow', 'low'], above: ['high', 'veryHigh'] } as const satisfies Record<string, readonly BandKey[]>;
export type OutOfRangeSide = keyof typeof OUT_OF_RANGE_SIDES;

function localHourOf(reading: GlucoseSample): number {
  return localMinuteOfDay(epochMsOf(reading.timestamp), reading.timezoneOffsetMinutes ?? 0) / 60;
}

/**
 * When lows (side `below`) or highs (side `above`) happen: per part of the local day, the readings
 * out of range on that side and their share of that part's readings, on the sensor's readings when
 * there are any (as every metric), finger-sticks otherwise.
 */
export function outOfRangeByTimeOfDay(samples: readonly GlucoseSample[], side: OutOfRangeSide) {
  const readings = preferredSource(samples);
  const bands: readonly BandKey[] = OUT_OF_RANGE_SIDES[side];
  const parts = PARTS_OF_DAY.map((part) => {
    const inPart = readings.filter((reading) => localHourOf(reading) >= part.fromHour && localHourOf(reading) < part.toHour);
    const outOfRange = inPart.filter((reading) => bands.includes(bandOf(reading.value, reading.unit).key)).length;
    return { key: part.key, label: part.label, outOfRange, readings: inPart.length, percent: percentOf(outOfRange, inPart.length) };
  });
  const outOfRange = parts.reduce((sum, part) => sum + part.outOfRange, 0);
  return { side, source: readings[0]?.source ?? null, count: readings.length, outOfRange, parts };
}
export type OutOfRangeByTimeOfDay = ReturnType<typeof outOfRangeByTimeOfDay>;
