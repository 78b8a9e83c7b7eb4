import { GLUCOSE_MESSAGES, GlucoseReadingDeleted, type EventOf } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import type { GlucoseReadingState } from '../glucose-reading';

export interface DeleteGlucoseReadingCommand {
  readingId: string;
  userId: string;
}

/** Only the owner can delete a reading, once; a deleted or foreign reading is not found, as for meals and doses. */
export function decideDeleteGlucoseReading(state: GlucoseReadingState, command: DeleteGlucoseReadingCommand): NewEvent<EventOf<typeof GlucoseReadingDeleted>>[] {
  if (state.userId === undefined || state.userId !== command.userId || state.deleted) throw notFound(GLUCOSE_MESSAGES.readingNotFound);
  return [newEvent(GlucoseReadingDeleted, { readingId: command.readingId, userId: command.userId })];
}
