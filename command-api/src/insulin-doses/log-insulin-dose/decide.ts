import { INSULIN_MESSAGES, InsulinDoseLogged, type EventOf } from '@glyco/contracts';
import { conflict } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import { doseContent, type DoseInput } from '../dose-content';
import type { InsulinDose } from '../insulin-dose';

export interface LogInsulinDoseCommand {
  doseId: string;
  userId: string;
  dose: DoseInput;
  /** The time of the request: the dose's time when the person gave none. */
  now: Date;
}

/** A retried POST of the person's own dose records nothing new; someone else's id is refused. */
export function decideLogInsulinDose(state: InsulinDose, command: LogInsulinDoseCommand): NewEvent<EventOf<typeof InsulinDoseLogged>>[] {
  switch (state.status) {
    case 'absent': {
      const content = doseContent(command.dose, { timestamp: command.now.toISOString(), timezoneOffsetMinutes: 0 });
      const data = InsulinDoseLogged.data.parse({ doseId: command.doseId, userId: command.userId, ...content });
      return [newEvent(InsulinDoseLogged, data, { occurredAt: new Date(data.timestamp) })];
    }
    case 'active':
      if (state.ownerId === command.userId) return [];
      throw conflict(INSULIN_MESSAGES.doseIdInUse);
    case 'deleted':
      throw conflict(INSULIN_MESSAGES.doseIdInUse);
    default:
      return exhaustive(state);
  }
}

function exhaustive(state: never): never {
  throw new Error(`Unknown insulin dose state: ${JSON.stringify(state)}`);
}
