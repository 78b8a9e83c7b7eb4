import { ClinicianAccessStarted, ClinicianDataViewed, streamIds, type EventData } from '@glyco/contracts';
import { appendEvents, newEvent, type AppendResult, type CommandContext, type EventStore, type NewEvent } from '@glyco/event-store';

/** The context of a clinician's own event: the clinician (by access id) is the actor. */
export function clinicianContext(accessId: string, correlationId: string, now = new Date()): CommandContext {
  return { actor: { userId: accessId, role: 'clinician' }, correlationId, now };
}

/** Appends to the patient's append-only access log; order among clinicians does not matter, so `any`. */
function appendToAccessLog(store: EventStore, patientId: string, event: NewEvent<{ type: string; data: unknown }>, context: CommandContext): Promise<AppendResult> {
  return appendEvents(store, streamIds.clinicianAccess(patientId), [event], context, 'any');
}

export function recordAccessStarted(store: EventStore, data: EventData<typeof ClinicianAccessStarted>, context: CommandContext): Promise<AppendResult> {
  return appendToAccessLog(store, data.patientId, newEvent(ClinicianAccessStarted, data), context);
}

export function recordDataViewed(store: EventStore, data: EventData<typeof ClinicianDataViewed>, context: CommandContext): Promise<AppendResult> {
  return appendToAccessLog(store, data.patientId, newEvent(ClinicianDataViewed, data), context);
}
