import { TEMP_BASAL_EVENTS, TempBasalDeleted, TempBasalLogged, streamIds, type TempBasalEvent, type TempBasalLoggedData } from '@glyco/contracts';
import { assertNever, defineDecider, newEvent } from '@glyco/event-store';

/** The write-side state of `temp_basal-<id>`: whether it is logged, and by whom. */
export type TempBasal = { status: 'absent' } | { status: 'active'; ownerId: string } | { status: 'deleted'; ownerId: string };

export const tempBasalStream = (tempBasalId: string) => streamIds.tempBasal(tempBasalId);

export function evolveTempBasal(_state: TempBasal, event: TempBasalEvent): TempBasal {
  switch (event.type) {
    case TempBasalLogged.type:
      return { status: 'active', ownerId: event.data.userId };
    case TempBasalDeleted.type:
      return { status: 'deleted', ownerId: event.data.userId };
    default:
      return assertNever(event);
  }
}

export const tempBasalDecider = defineDecider({ events: TEMP_BASAL_EVENTS, initialState: { status: 'absent' } as TempBasal, evolve: evolveTempBasal });

/** A resend of a live temporary basal changes nothing; a new one, or one sent again after a delete, is logged. */
export function decideLogTempBasal(state: TempBasal, data: TempBasalLoggedData) {
  if (state.status === 'active') return [];
  return [newEvent(TempBasalLogged, data, { occurredAt: new Date(data.timestamp) })];
}

/** Only the person's own live temporary basal is deleted; anything else is nothing to do. */
export function decideDeleteTempBasal(state: TempBasal, userId: string, tempBasalId: string) {
  if (state.status !== 'active' || state.ownerId !== userId) return [];
  return [newEvent(TempBasalDeleted, { tempBasalId, userId })];
}
