import type { GlucoseReadingLoggedData } from './events';
import type { UpdateGlucoseReading } from './schemas';
import { toMgdl } from './units';

/** A reading's fields as the events carry them: canonical mg/dL plus what was typed. */
export type ReadingFields = Omit<GlucoseReadingLoggedData, 'readingId' | 'userId'>;

/** What a validated body asks for; `timestamp` and `timezoneOffsetMinutes` may be absent. */
export type ReadingInput = UpdateGlucoseReading;

/** The fields a body describes, with absent time fields taken from `fallback`. */
export function readingFieldsOf(input: ReadingInput, fallback: { timestamp: string; timezoneOffsetMinutes: number }): ReadingFields {
  return {
    valueMgdl: toMgdl(input.value, input.unit),
    entered: { value: input.value, unit: input.unit },
    timestamp: input.timestamp ?? fallback.timestamp,
    timezoneOffsetMinutes: input.timezoneOffsetMinutes ?? fallback.timezoneOffsetMinutes,
    mealContext: input.mealContext,
    readingType: input.readingType,
    feeling: input.feeling,
    notes: input.notes,
    tags: input.tags,
  };
}
