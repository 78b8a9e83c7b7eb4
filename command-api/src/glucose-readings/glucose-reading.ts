import { GLUCOSE_READING_EVENTS, readingFieldsOf, streamIds, type GlucoseReadingEvent, type GlucoseReadingLoggedData, type ReadingFields, type ReadingInput } from '@glyco/contracts';
import { assertNever, defineDecider } from '@glyco/event-store';

export { readingFieldsOf, type ReadingFields, type ReadingInput };

/** The write-side state of `glucose_reading-<id>`. */
export interface GlucoseReadingState {
  /** The owner; undefined while the stream is empty. */
  userId: string | undefined;
  /** The current fields; kept after a delete so a repeated delete can be recognised. */
  reading: GlucoseReadingLoggedData | undefined;
  deleted: boolean;
}

export const initialGlucoseReading: GlucoseReadingState = { userId: undefined, reading: undefined, deleted: false };

export const glucoseReadingStream = (readingId: string) => streamIds.glucoseReading(readingId);

export function evolveGlucoseReading(state: GlucoseReadingState, event: GlucoseReadingEvent): GlucoseReadingState {
  switch (event.type) {
    case 'GlucoseReadingLogged':
    case 'GlucoseReadingUpdated':
      return { userId: event.data.userId, reading: event.data, deleted: false };
    case 'GlucoseReadingDeleted':
      return { ...state, deleted: true };
    default:
      return assertNever(event);
  }
}

export const glucoseReadingDecider = defineDecider({
  events: GLUCOSE_READING_EVENTS,
  initialState: initialGlucoseReading,
  evolve: evolveGlucoseReading,
});

/** True when two readings hold the same fields (ids aside). */
export function sameReadingFields(a: ReadingFields, b: ReadingFields): boolean {
  return (
    a.valueMgdl === b.valueMgdl &&
    a.entered.value === b.entered.value &&
    a.entered.unit === b.entered.unit &&
    Date.parse(a.timestamp) === Date.parse(b.timestamp) &&
    a.timezoneOffsetMinutes === b.timezoneOffsetMinutes &&
    a.mealContext === b.mealContext &&
    a.readingType === b.readingType &&
    a.feeling === b.feeling &&
    a.notes === b.notes &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, index) => tag === b.tags[index])
  );
}
