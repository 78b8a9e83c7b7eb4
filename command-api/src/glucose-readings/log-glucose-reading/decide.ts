import { GLUCOSE_MESSAGES, GlucoseReadingLogged, type LogGlucoseReading, type EventOf } from '@glyco/contracts';
import { conflict } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import { readingFieldsOf, sameReadingFields, type GlucoseReadingState } from '../glucose-reading';

export interface LogGlucoseReadingCommand {
  readingId: string;
  userId: string;
  input: Omit<LogGlucoseReading, '_id'>;
  now: Date;
}

/** A reading without a time zone is taken to be in UTC. */
const UTC = 0;

/**
 * Logs a new reading. The id is the client's, so a retry finds the reading already there: the
 * same content appends nothing; anything else under that id (another body, another owner, a
 * deleted reading) is a conflict. A retry that left the time out matches the time first recorded.
 */
export function decideLogGlucoseReading(state: GlucoseReadingState, command: LogGlucoseReadingCommand): NewEvent<EventOf<typeof GlucoseReadingLogged>>[] {
  const existing = state.reading;
  const fallback = existing ?? { timestamp: command.now.toISOString(), timezoneOffsetMinutes: UTC };
  const fields = readingFieldsOf(command.input, fallback);
  if (state.userId === undefined) {
    const data = { readingId: command.readingId, userId: command.userId, ...fields };
    return [newEvent(GlucoseReadingLogged, data, { occurredAt: new Date(fields.timestamp) })];
  }
  const isRetry = state.userId === command.userId && !state.deleted && existing !== undefined && sameReadingFields(existing, fields);
  if (isRetry) return [];
  throw conflict(GLUCOSE_MESSAGES.readingIdTaken);
}
