import { alertsDecider, streamIds, type AlertEvent, type AlertState } from '@glyco/contracts';
import { handleCommand, uuidFromText, type CommandContext, type EventStore } from '@glyco/event-store';

/** A worker's context: the job is the correlation, so a retried job appends the same event ids. */
export function jobContext(jobId: string, causationId: string, now: Date): CommandContext {
  return { actor: { userId: 'alerts-worker', role: 'system' }, correlationId: jobId, causationId, now };
}

/**
 * Decides on the person's alerts stream and appends what was decided, each event under an id
 * derived from the job: a retry after a crash decides again on the stream as it is, and the same
 * decision appends nothing twice.
 */
export async function decideOnAlerts(
  store: EventStore,
  userId: string,
  context: CommandContext,
  decide: (state: AlertState) => AlertEvent[],
): Promise<{ state: AlertState; events: (AlertEvent & { eventId: string })[] }> {
  const outcome = await handleCommand(store, streamIds.alerts(userId), alertsDecider, context, (state) =>
    decide(state).map((event, index) => ({ ...event, schemaVersion: 1, eventId: uuidFromText(`${context.correlationId}/${index}`) })),
  );
  return { state: outcome.state, events: outcome.events as (AlertEvent & { eventId: string })[] };
}

/** Ids of new alerts, derived from the job, so a retry raises the same alert. */
export function alertIds(jobId: string): () => string {
  let count = 0;
  return () => uuidFromText(`${jobId}/alert/${++count}`);
}
