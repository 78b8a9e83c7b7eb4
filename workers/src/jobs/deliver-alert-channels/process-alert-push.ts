import { decideRemovePushSubscription, pushSubscriptionsDecider, pushSubscriptionsStream, streamIds, type AlertChannelJob, type AlertRaisedData } from '@glyco/contracts';
import { handleCommand, readStreamOrEmpty } from '@glyco/event-store';
import { findUser, listPushSubscriptionsOf, type StoredPushSubscription } from '@glyco/projections';
import { jobContext } from '../evaluate-alerts/alert-stream';
import { loadAlertPerson } from '../evaluate-alerts/person';
import { sendAndRecord } from '../send-email/alert-delivery';
import { unansweredAlert } from '../send-email/alert-email-facts';
import { followerIdsWithAlerts } from '../send-email/followers-with-alerts';
import { followingLink } from '../send-email/render-alert-follower-email';
import { dashboardLink } from '../send-email/render-alert-raised-email';
import type { AlertChannelDeps } from './alert-channels-processor';
import { alertPushPayload } from './alert-push-payload';
import { sendPush } from './send-push';

/**
 * Pushes an alert to each of the person's subscriptions and, for an urgent low, to each of their
 * followers allowed alerts. Each subscription is sent once (its own send-log entry) and its attempt
 * recorded on the alert; a subscription its push service says is gone is removed. Any other
 * failure fails the job after the rest were tried, and the retry sends only what did not go.
 */
export async function processAlertPush(deps: AlertChannelDeps, jobId: string, job: AlertChannelJob, attempt: number): Promise<string> {
  if (!deps.push) return 'push not configured';
  const raised = await unansweredAlert(deps.store, job.userId, job.alertId);
  if (!raised) return 'answered or over';
  const followerIds = raised.kind === 'urgentLow' ? followerIdsWithAlerts(await readStreamOrEmpty(deps.store, streamIds.followers(job.userId))) : [];
  const subscriptions = await listPushSubscriptionsOf(deps.pool, [job.userId, ...followerIds]);
  if (subscriptions.length === 0) return 'no subscription';
  const payloadFor = await payloads(deps, job.userId, raised);
  const failures: unknown[] = [];
  for (const subscription of subscriptions) {
    await pushOne(deps, { jobId, job, attempt, subscription, payload: payloadFor(subscription.userId) }).catch((error: unknown) => failures.push(error));
  }
  if (failures.length > 0) throw failures[0];
  return 'sent';
}

async function payloads(deps: AlertChannelDeps, personId: string, raised: AlertRaisedData) {
  const person = await loadAlertPerson(deps.pool, personId);
  const whose = (await findUser(deps.pool, personId))?.name || person.name;
  return (userId: string) =>
    userId === personId
      ? alertPushPayload(raised, { unit: person.unit, url: dashboardLink(deps.appUrl) })
      : alertPushPayload(raised, { unit: person.unit, whose, url: followingLink(deps.appUrl, personId) });
}

interface PushAttempt {
  jobId: string;
  job: AlertChannelJob;
  attempt: number;
  subscription: StoredPushSubscription;
  payload: unknown;
}

async function pushOne(deps: AlertChannelDeps, { jobId, job, attempt, subscription, payload }: PushAttempt): Promise<void> {
  const sendId = `${jobId}/${subscription.subscriptionId.slice(0, 16)}`;
  if (await deps.deliveries.wasSent(sendId)) return;
  const facts = { jobId: sendId, userId: job.userId, alertId: job.alertId, causationId: job.raisedEventId, to: new URL(subscription.endpoint).host, channel: 'push', attempt, now: deps.now() };
  let outcome: 'sent' | 'gone' = 'sent';
  await sendAndRecord(deps, facts, async () => {
    outcome = await sendPush(deps.push!, subscription, payload);
    if (outcome === 'gone') throw new PushSubscriptionGone();
  }).catch(async (error: unknown) => {
    if (!(error instanceof PushSubscriptionGone)) throw error;
    await removeGoneSubscription(deps, sendId, job.raisedEventId, subscription);
  });
}

/** A push service answering 404 or 410: recorded as a failed attempt, not retried. */
class PushSubscriptionGone extends Error {
  constructor() {
    super('The push service says this subscription no longer exists');
  }
}

async function removeGoneSubscription(deps: AlertChannelDeps, sendId: string, causationId: string, subscription: StoredPushSubscription): Promise<void> {
  const removal = { userId: subscription.userId, subscriptionId: subscription.subscriptionId, reason: 'gone' as const };
  const context = jobContext(`${sendId}/gone`, causationId, deps.now());
  await handleCommand(deps.store, pushSubscriptionsStream(subscription.userId), pushSubscriptionsDecider, context, (state) =>
    decideRemovePushSubscription(state, removal),
  );
}
