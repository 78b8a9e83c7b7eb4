import { InsulinDoseDeleted, InsulinDoseLogged, InsulinDoseUpdated, streamIds, type InsulinDoseLoggedData } from '@glyco/contracts';
import type { Decider, EventFacts } from '../commands/handle-command';

/** The write-side state of `insulin_dose-<id>`: whose dose it is and its current content. */
export type InsulinDose =
  | { status: 'absent' }
  | { status: 'active'; ownerId: string; data: InsulinDoseLoggedData }
  | { status: 'deleted'; ownerId: string };

export const initialInsulinDose: InsulinDose = { status: 'absent' };

export const insulinDoseStream = (doseId: string) => streamIds.insulinDose(doseId);

export function evolveInsulinDose(state: InsulinDose, event: EventFacts): InsulinDose {
  switch (event.type) {
    case InsulinDoseLogged.type:
    case InsulinDoseUpdated.type: {
      const data = event.data as InsulinDoseLoggedData;
      return { status: 'active', ownerId: data.userId, data };
    }
    case InsulinDoseDeleted.type:
      return { status: 'deleted', ownerId: String(event.data.userId) };
    default:
      return state;
  }
}

export const insulinDoseDecider: Decider<InsulinDose> = { initialState: initialInsulinDose, evolve: evolveInsulinDose };

/** The dose's content when it exists, is not deleted and belongs to `userId`; otherwise undefined. */
export function ownActiveDose(state: InsulinDose, userId: string): InsulinDoseLoggedData | undefined {
  return state.status === 'active' && state.ownerId === userId ? state.data : undefined;
}
