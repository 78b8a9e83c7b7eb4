import { GLUCOSE_MESSAGES, GlucoseReadingUpdated, type UpdateGlucoseReading, type EventOf } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import { readingFieldsOf, sameReadingFields, type GlucoseReadingState } from '../glucose-reading';

export interface UpdateGlucoseReadingCommand {
  readingId: string;
  userId: string;
  input: UpdateGlucoseReading;
}

/**
 * A correction replaces the reading's fields; left-out time fields keep their values. A sensor's
 * limit ('Low') stays a limit while its entered value is kept (a note added); a new value is a
 * measurement. Another user's reading is reported exactly like a missing one. An unchanged
 * reading appends nothing.
 */
export function decideUpdateGlucoseReading(state: GlucoseReadingState, command: UpdateGlucoseReadingCommand): NewEvent<EventOf<typeof GlucoseReadingUpdated>>[] {
  const current = state.reading;
  if (!current || state.deleted || state.userId !== command.userId) throw notFound(GLUCOSE_MESSAGES.readingNotFound);
  const fields = readingFieldsOf(command.input, current);
  if (sameReadingFields(current, fields)) return [];
  const sameValue = fields.entered.value === current.entered.value && fields.entered.unit === current.entered.unit;
  const limit = current.sensorLimit && sameValue ? { valueMgdl: current.valueMgdl, sensorLimit: current.sensorLimit } : {};
  return [newEvent(GlucoseReadingUpdated, { readingId: current.readingId, userId: current.userId, ...fields, ...limit })];
}
