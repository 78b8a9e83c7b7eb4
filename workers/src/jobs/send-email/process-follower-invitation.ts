import { FollowerInvited, streamIds, type EventData, type FollowerInvitationEmailJob } from '@glyco/contracts';
import { readStreamOrEmpty, type EventStore } from '@glyco/event-store';
import { invitationLink, invitationToken, invitationTokenKey, type Logger } from '@glyco/runtime';
import type { Mailer } from '../../lib/mailer';
import type { EmailDeliveries } from './email-deliveries';
import { renderFollowerInvitationEmail } from './render-follower-invitation-email';

export interface FollowerInvitationEmailDeps {
  store: EventStore;
  deliveries: EmailDeliveries;
  mailer: Mailer;
  serverSecret: string;
  appUrl: string;
  logger: Logger;
}

/** What the log says of the invitation now: its content, and whether it is still open. */
async function openInvitation(store: EventStore, job: FollowerInvitationEmailJob): Promise<EventData<typeof FollowerInvited> | undefined> {
  const history = await readStreamOrEmpty(store, streamIds.followers(job.personId));
  const ofThis = history.filter((event) => event.data.invitationId === job.invitationId);
  const invited = ofThis.find((event) => event.type === FollowerInvited.type)?.data as EventData<typeof FollowerInvited> | undefined;
  return ofThis.some((event) => event.type !== FollowerInvited.type) ? undefined : invited;
}

/** The person's name as they last saved it. */
async function nameOf(store: EventStore, personId: string): Promise<string> {
  let name = 'Someone';
  for (const event of await readStreamOrEmpty(store, streamIds.user(personId))) {
    const named = event.type === 'UserRegistered' ? event.data.name : event.type === 'ProfileUpdated' ? (event.data.changes as { name?: unknown } | undefined)?.name : undefined;
    if (typeof named === 'string' && named) name = named;
  }
  return name;
}

/**
 * Mails the invitation's link, derived from the server secret, so a retry mails the same link and
 * nothing secret is stored. An invitation withdrawn or already used, or a person whose account
 * deletion began, gets no email; the send log stops a second delivery.
 */
export async function processFollowerInvitationEmail(deps: FollowerInvitationEmailDeps, jobId: string, job: FollowerInvitationEmailJob): Promise<string> {
  if (await deps.deliveries.wasSent(jobId)) return 'already-sent';
  const invitation = await openInvitation(deps.store, job);
  if (!invitation) return 'withdrawn or used';
  const personName = await nameOf(deps.store, job.personId);
  const link = invitationLink(deps.appUrl, job.invitationId, invitationToken(invitationTokenKey(deps.serverSecret), job.personId, job.invitationId));
  const content = renderFollowerInvitationEmail({ followerName: invitation.name, personName, mealsAndDoses: invitation.shares.mealsAndDoses, alerts: invitation.alerts, link });
  const messageId = `<${jobId}@glyco>`;
  const delivered = await deps.deliveries.deliverUnlessErased(jobId, job.personId, async () => {
    await deps.mailer.send({ to: { name: invitation.name, address: invitation.email }, messageId, ...content });
    return messageId;
  });
  if (delivered === 'erased') return 'recipient-erased';
  // The link is a live credential: only where to find the mail is logged, never the link itself.
  if (deps.mailer.kind === 'file') deps.logger.info('follower invitation email written under DATA_DIR/mail (development mail, not sent)', { messageId });
  return 'sent';
}
