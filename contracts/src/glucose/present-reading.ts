import type { GlucoseReadingLoggedData } from './events';
import type { GlucoseReading } from './responses';

/** A reading's state as the API returns it: `_id`, mg/dL value, and what the person typed. */
export function presentGlucoseReading(reading: GlucoseReadingLoggedData): GlucoseReading {
  return {
    _id: reading.readingId,
    value: reading.valueMgdl,
    unit: 'mg/dL',
    entered: { value: reading.entered.value, unit: reading.entered.unit },
    timestamp: reading.timestamp,
    timezoneOffsetMinutes: reading.timezoneOffsetMinutes,
    mealContext: reading.mealContext,
    readingType: reading.readingType,
    feeling: reading.feeling,
    notes: reading.notes,
    tags: [...reading.tags],
    ...(reading.sensorLimit ? { sensorLimit: reading.sensorLimit } : {}),
  };
}
