import type { AlertFollowersEmailJob } from '@glyco/contracts';
import { loadAlertPerson } from '../evaluate-alerts/person';
import type { AlertEscalationEmailDeps } from './process-alert-escalation';
import { sendAndRecord } from './alert-delivery';
import { localClock, unansweredAlert } from './alert-email-facts';
import { followersWithAlerts } from './followers-with-alerts';
import { followingLink, renderAlertFollowerEmail } from './render-alert-follower-email';

/**
 * Tells each follower allowed to get alerts of an urgent low at once. Each follower's email is its
 * own send (`<job>/<follower>`), so a retry after one failed never mails the others twice.
 */
export async function processAlertFollowersEmail(deps: AlertEscalationEmailDeps, jobId: string, job: AlertFollowersEmailJob, attempt: number): Promise<string> {
  const raised = await unansweredAlert(deps.store, job.userId, job.alertId);
  if (!raised) return 'answered or over';
  const [person, followers] = await Promise.all([loadAlertPerson(deps.pool, job.userId), followersWithAlerts(deps.store, deps.pool, job.userId)]);
  let sent = 0;
  for (const follower of followers) {
    const sendId = `${jobId}/${follower.followerId}`;
    if (await deps.deliveries.wasSent(sendId)) continue;
    const content = renderAlertFollowerEmail({
      followerName: follower.name, personName: person.name, unit: person.unit, valueMgdl: raised.valueMgdl ?? 0, rateMgdlPerMinute: raised.rateMgdlPerMinute,
      since: localClock(raised.at, person.timeZone), link: followingLink(deps.appUrl, job.userId),
    });
    const attemptFacts = { jobId: sendId, userId: job.userId, alertId: job.alertId, causationId: job.raisedEventId, to: follower.name, attempt, now: deps.now() };
    await sendAndRecord(deps, attemptFacts, (messageId) => deps.mailer.send({ to: { name: follower.name, address: follower.email }, messageId, ...content }));
    sent += 1;
  }
  return `sent to ${sent}`;
}
