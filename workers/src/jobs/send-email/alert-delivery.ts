import type { EventStore } from '@glyco/event-store';
import { decideOnAlerts, jobContext } from '../evaluate-alerts/alert-stream';
import type { EmailDeliveries } from './email-deliveries';

export interface AlertDeliveryAttempt {
  jobId: string;
  userId: string;
  alertId: string;
  causationId: string;
  /** Who it is for, as Activity names them. */
  to: string;
  /** 'email' unless another channel says its name. */
  channel?: string;
  attempt: number;
  now: Date;
}

/**
 * Sends once per job (the send log) and records the attempt on the alert: delivered, or delivery
 * failed with the reason, after which the error goes on to BullMQ, which retries with backoff.
 */
export async function sendAndRecord(
  deps: { store: EventStore; deliveries: EmailDeliveries },
  attempt: AlertDeliveryAttempt,
  send: (messageId: string) => Promise<void>,
): Promise<void> {
  const delivery = { userId: attempt.userId, alertId: attempt.alertId, channel: attempt.channel ?? 'email', to: attempt.to, attempt: attempt.attempt, at: attempt.now.toISOString() };
  const context = jobContext(`${attempt.jobId}/attempt-${attempt.attempt}`, attempt.causationId, attempt.now);
  try {
    await deps.deliveries.deliverUnlessErased(attempt.jobId, attempt.userId, async () => {
      const messageId = `<${attempt.jobId}@glyco>`;
      await send(messageId);
      return messageId;
    });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await decideOnAlerts(deps.store, attempt.userId, context, () => [{ type: 'AlertDeliveryFailed', data: { ...delivery, reason } }]);
    throw error;
  }
  await decideOnAlerts(deps.store, attempt.userId, context, () => [{ type: 'AlertDelivered', data: delivery }]);
}
