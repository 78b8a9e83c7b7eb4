import { alertsDecider, decideAcknowledge, isKnownAlert, streamIds, type AcknowledgedBy } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { handleCommand, type CommandContext, type EventStore } from '@glyco/event-store';

const NO_SUCH_ALERT = 'No such alert.';

/**
 * Records the first answer to an alert on the person's stream, never a read model: escalation
 * reads the same stream, so an answer stops it at once. A second answer records nothing.
 */
export async function acknowledgeAlert(store: EventStore, userId: string, alertId: string, by: AcknowledgedBy, context: CommandContext) {
  const outcome = await handleCommand(store, streamIds.alerts(userId), alertsDecider, context, (state) => {
    if (!isKnownAlert(state, alertId)) throw notFound(NO_SUCH_ALERT);
    return decideAcknowledge({ userId, alertId, at: context.now.getTime(), by }, state).map((event) => ({ ...event, schemaVersion: 1 }));
  });
  return { acknowledged: outcome.events.length > 0, outcome };
}
