import { INSULIN_DOSE_EVENTS, InsulinDoseDeleted, InsulinDoseLogged, InsulinDoseUpdated, streamIds, type InsulinDoseEvent, type InsulinDoseLoggedData } from '@glyco/contracts';
import { assertNever, defineDecider } from '@glyco/event-store';

/** The write-side state of `insulin_dose-<id>`: whose dose it is and its current content. */
export type InsulinDose =
  | { status: 'absent' }
  | { status: 'active'; ownerId: string; data: InsulinDoseLoggedData }
  | { status: 'deleted'; ownerId: string };

export const initialInsulinDose: InsulinDose = { status: 'absent' };

export const insulinDoseStream = (doseId: string) => streamIds.insulinDose(doseId);

export function evolveInsulinDose(state: InsulinDose, event: InsulinDoseEvent): InsulinDose {
  switch (event.type) {
    case InsulinDoseLogged.type:
    case InsulinDoseUpdated.type:
      return { status: 'active', ownerId: event.data.userId, data: event.data };
    case InsulinDoseDeleted.type:
      return { status: 'deleted', ownerId: event.data.userId };
    default:
      return assertNever(event);
  }
}

export const insulinDoseDecider = defineDecider({ events: INSULIN_DOSE_EVENTS, initialState: initialInsulinDose, evolve: evolveInsulinDose });

/** The dose's content when it exists, is not deleted and belongs to `userId`; otherwise undefined. */
export function ownActiveDose(state: InsulinDose, userId: string): InsulinDoseLoggedData | undefined {
  return state.status === 'active' && state.ownerId === userId ? state.data : undefined;
}
