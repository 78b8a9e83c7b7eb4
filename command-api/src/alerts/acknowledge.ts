import { alertsDecider, decideAcknowledge, decideSnooze, effectiveAlertSettings, isKnownAlert, streamIds, type AcknowledgedBy } from '@glyco/contracts';
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

/**
 * Snoozes an alert in force for its kind's snooze (or `minutes`); urgent low for 30 minutes at
 * most. The settings are read from the account's stream, defaults when it holds none.
 */
export async function snoozeAlert(store: EventStore, user: { id: string; settings: { alerts?: unknown } }, alertId: string, minutes: number | undefined, context: CommandContext) {
  const settings = effectiveAlertSettings(user.settings.alerts);
  const outcome = await handleCommand(store, streamIds.alerts(user.id), alertsDecider, context, (state) => {
    if (!isKnownAlert(state, alertId)) throw notFound(NO_SUCH_ALERT);
    const command = { userId: user.id, alertId, at: context.now.getTime(), ...(minutes === undefined ? {} : { minutes }) };
    return decideSnooze(command, state, settings).map((event) => ({ ...event, schemaVersion: 1 }));
  });
  const snoozed = outcome.events.find((event) => event.type === 'AlertSnoozed');
  return { snoozedUntil: snoozed?.type === 'AlertSnoozed' ? snoozed.data.until : null, outcome };
}
