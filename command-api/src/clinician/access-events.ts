import { ClinicianAccessStarted, ClinicianDataViewed, streamIds, type EventData } from '@glyco/contracts';
import type { AppendResult, EventStore } from '@glyco/event-store';
import type { CommandContext } from '../commands/command-context';
import { toEnvelope } from '../commands/handle-command';

/** The context of a clinician's own event: the clinician (by access id) is the actor. */
export function clinicianContext(accessId: string, correlationId: string, now = new Date()): CommandContext {
  return { actor: { userId: accessId, role: 'clinician' }, correlationId, now };
}

/** Appends to the patient's append-only access log; order among clinicians does not matter, so `any`. */
async function appendToAccessLog(store: EventStore, patientId: string, event: { type: string; schemaVersion: number; data: Record<string, unknown> }, context: CommandContext): Promise<AppendResult> {
  return store.append(streamIds.clinicianAccess(patientId), [toEnvelope(event, context)], { expectedRevision: 'any' });
}

export function recordAccessStarted(store: EventStore, data: EventData<typeof ClinicianAccessStarted>, context: CommandContext): Promise<AppendResult> {
  const event = { type: ClinicianAccessStarted.type, schemaVersion: ClinicianAccessStarted.schemaVersion, data };
  return appendToAccessLog(store, data.patientId, event, context);
}

export function recordDataViewed(store: EventStore, data: EventData<typeof ClinicianDataViewed>, context: CommandContext): Promise<AppendResult> {
  const event = { type: ClinicianDataViewed.type, schemaVersion: ClinicianDataViewed.schemaVersion, data };
  return appendToAccessLog(store, data.patientId, event, context);
}
