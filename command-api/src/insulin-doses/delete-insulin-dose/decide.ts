import { INSULIN_MESSAGES, InsulinDoseDeleted, type EventOf } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import { ownActiveDose, type InsulinDose } from '../insulin-dose';

export interface DeleteInsulinDoseCommand {
  doseId: string;
  userId: string;
}

/** Only the owner can delete a dose, once; a deleted or foreign dose is not found. */
export function decideDeleteInsulinDose(state: InsulinDose, command: DeleteInsulinDoseCommand): NewEvent<EventOf<typeof InsulinDoseDeleted>>[] {
  if (!ownActiveDose(state, command.userId)) throw notFound(INSULIN_MESSAGES.doseNotFound);
  return [newEvent(InsulinDoseDeleted, { doseId: command.doseId, userId: command.userId })];
}
