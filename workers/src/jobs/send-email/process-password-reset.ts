import { UnrecoverableError } from 'bullmq';
import { PasswordResetTokenIssued, streamIds, type EmailJob } from '@glyco/contracts';
import { handleCommand, newEvent, uuidFromText, type CommandContext, type EventStore } from '@glyco/event-store';
import { createResetToken, hashResetToken, type Logger } from '@glyco/runtime';
import type { Mailer } from '../../lib/mailer';
import type { EmailDeliveries } from './email-deliveries';
import { renderPasswordResetEmail, resetLink } from './render-password-reset-email';
import { resetRequestDecider } from './reset-request-state';

export const RESET_TOKEN_MINUTES = 60;

export interface PasswordResetEmailDeps {
  store: EventStore;
  deliveries: EmailDeliveries;
  mailer: Mailer;
  tokenKey: Buffer;
  appUrl: string;
  logger: Logger;
  now(): Date;
}

export type PasswordResetOutcome = 'sent' | 'already-sent' | 'superseded' | 'expired' | 'recipient-erased';

/**
 * Issues the token (only its SHA-256 goes into the log) and mails the link. Every step can run
 * again after a crash: the token is derived from the request, so a retry mails the same link; the
 * issue event has a derived id and is appended once; the send log stops a second delivery once
 * the SMTP server has accepted one. The one window left is a crash between the server's
 * acceptance and the send log's insert: the retry then delivers an identical copy (same link,
 * same Message-ID). A duplicate of a working link is preferred over a reset email never sent.
 * An email to a person whose account deletion began is dropped, before or at the send.
 */
export async function processPasswordResetEmail(
  deps: PasswordResetEmailDeps,
  jobId: string,
  job: Extract<EmailJob, { kind: 'password-reset' }>,
): Promise<PasswordResetOutcome> {
  if (await deps.deliveries.wasSent(jobId)) return 'already-sent';
  if (await deps.deliveries.recipientErased(job.userId)) return 'recipient-erased';
  const token = createResetToken(deps.tokenKey, job.userId, job.requestEventId);
  const context: CommandContext = { actor: { userId: 'email-worker', role: 'system' }, correlationId: jobId, causationId: job.requestEventId, now: deps.now() };
  const { state } = await handleCommand(deps.store, streamIds.user(job.userId), resetRequestDecider(job.requestEventId), context, (request) => {
    if (!request.recipient || !request.requested) throw new UnrecoverableError(`No reset request ${job.requestEventId} for user ${job.userId}`);
    if (request.superseded || request.issued) return [];
    const expiresAt = new Date(context.now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString();
    const data = { userId: job.userId, tokenSha256: hashResetToken(token), expiresAt, requestEventId: job.requestEventId };
    return [newEvent(PasswordResetTokenIssued, data, { eventId: uuidFromText(`${jobId}/token-issued`) })];
  });
  if (state.superseded || !state.recipient || !state.issued) return 'superseded';
  const expiresAt = state.issued.expiresAt;
  if (Date.parse(expiresAt) <= deps.now().getTime()) return 'expired';
  const link = resetLink(deps.appUrl, token);
  const messageId = `<${jobId}@glyco>`;
  const content = renderPasswordResetEmail({ name: state.recipient.name, link, expiresInMinutes: RESET_TOKEN_MINUTES });
  const recipient = { name: state.recipient.name, address: state.recipient.email };
  const delivered = await deps.deliveries.deliverUnlessErased(jobId, job.userId, async () => {
    await deps.mailer.send({ to: recipient, messageId, ...content });
    return messageId;
  });
  if (delivered === 'erased') return 'recipient-erased';
  // The link is a live credential: only where to find the mail is logged, never the link itself.
  if (deps.mailer.kind === 'file') deps.logger.info('password reset email written under DATA_DIR/mail (development mail, not sent)', { messageId });
  return 'sent';
}
