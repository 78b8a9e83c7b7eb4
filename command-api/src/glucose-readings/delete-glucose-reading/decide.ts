import { GLUCOSE_MESSAGES, GlucoseReadingDeleted } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import type { NewEvent } from '../../commands/handle-command';
import type { GlucoseReadingState } from '../glucose-reading';

export interface DeleteGlucoseReadingCommand {
  readingId: string;
  userId: string;
}

/** Deleting one's own deleted reading again appends nothing; another user's reading is not found. */
export function decideDeleteGlucoseReading(state: GlucoseReadingState, command: DeleteGlucoseReadingCommand): NewEvent[] {
  if (state.userId === undefined || state.userId !== command.userId) throw notFound(GLUCOSE_MESSAGES.readingNotFound);
  if (state.deleted) return [];
  return [
    {
      type: GlucoseReadingDeleted.type,
      schemaVersion: GlucoseReadingDeleted.schemaVersion,
      data: { readingId: command.readingId, userId: command.userId },
    },
  ];
}
