import { INSULIN_MESSAGES, InsulinDoseDeleted } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import type { NewEvent } from '../../commands/handle-command';
import { ownActiveDose, type InsulinDose } from '../insulin-dose';

export interface DeleteInsulinDoseCommand {
  doseId: string;
  userId: string;
}

/** Only the owner can delete a dose, once; a deleted or foreign dose is not found. */
export function decideDeleteInsulinDose(state: InsulinDose, command: DeleteInsulinDoseCommand): NewEvent[] {
  if (!ownActiveDose(state, command.userId)) throw notFound(INSULIN_MESSAGES.doseNotFound);
  return [
    {
      type: InsulinDoseDeleted.type,
      schemaVersion: InsulinDoseDeleted.schemaVersion,
      data: { doseId: command.doseId, userId: command.userId },
    },
  ];
}
