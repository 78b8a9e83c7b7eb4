import { bandOf } from './bands';
import { preferredSource } from './meal-response';
import { localMinuteOfDay, epochMsOf, type GlucoseSample } from './sample';
import { percentOf } from './summary';

/** The parts of a day lows are grouped by, in local hours. */
export const PARTS_OF_DAY = [
  { key: 'night', label: 'overnight (00:00-06:00)', fromHour: 0, toHour: 6 },
  { key: 'morning', label: 'in the morning (06:00-12:00)', fromHour: 6, toHour: 12 },
  { key: 'afternoon', label: 'in the afternoon (12:00-18:00)', fromHour: 12, toHour: 18 },
  { key: 'evening', label: 'in the evening (18:00-24:00)', fromHour: 18, toHour: 24 },
] as const;

/**
 * When lows happen: per part of the local day, the readings below 70 mg/dL (level 1 and 2
 * hypoglycaemia, Battelino 2019) and their share of that part's readings, on the sensor's readings
 * when there are any (as every metric), finger-sticks otherwise.
 */
export function lowsByTimeOfDay(samples: readonly GlucoseSample[]) {
  const readings = preferredSource(samples);
  const parts = PARTS_OF_DAY.map((part) => {
    const inPart = readings.filter((reading) => {
      const hour = localMinuteOfDay(epochMsOf(reading.timestamp), reading.timezoneOffsetMinutes ?? 0) / 60;
      return hour >= part.fromHour && hour < part.toHour;
    });
    const lows = inPart.filter((reading) => ['veryLow', 'low'].includes(bandOf(reading.value).key)).length;
    return { key: part.key, label: part.label, lows, readings: inPart.length, percent: percentOf(lows, inPart.length) };
  });
  return { source: readings[0]?.source ?? null, count: readings.length, lows: parts.reduce((sum, part) => sum + part.lows, 0), parts };
}
export type LowsByTimeOfDay = ReturnType<typeof lowsByTimeOfDay>;
