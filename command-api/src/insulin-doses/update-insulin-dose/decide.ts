import { isDeepStrictEqual } from 'node:util';
import { INSULIN_MESSAGES, InsulinDoseUpdated, type EventOf } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import { doseContent, type DoseInput } from '../dose-content';
import { ownActiveDose, type InsulinDose } from '../insulin-dose';

export interface UpdateInsulinDoseCommand {
  doseId: string;
  userId: string;
  dose: DoseInput;
}

/** A correction replaces the dose's content (keeping its time when none is given); foreign doses are not found. */
export function decideUpdateInsulinDose(state: InsulinDose, command: UpdateInsulinDoseCommand): NewEvent<EventOf<typeof InsulinDoseUpdated>>[] {
  const current = ownActiveDose(state, command.userId);
  if (!current) throw notFound(INSULIN_MESSAGES.doseNotFound);
  const data = InsulinDoseUpdated.data.parse({ doseId: command.doseId, userId: command.userId, ...doseContent(command.dose, current) });
  if (isDeepStrictEqual(data, current)) return [];
  return [newEvent(InsulinDoseUpdated, data, { occurredAt: new Date(data.timestamp) })];
}
