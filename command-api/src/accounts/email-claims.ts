import { createHash } from 'node:crypto';
import { ACCOUNT_MESSAGES, UserEmailClaimed, UserEmailReleased, normalizeEmail, streamIds } from '@glyco/contracts';
import { conflict } from '@glyco/contracts/http/app-errors';
import { WrongExpectedRevisionError, readStreamOrEmpty, type EventStore, type RecordedEvent } from '@glyco/event-store';
import type { CommandContext } from '../commands/command-context';
import { toEnvelope } from '../commands/handle-command';

/** Email uniqueness: `user_email-<sha256(email)>` names the account that holds the address. */
export function emailStream(email: string): string {
  return streamIds.userEmail(createHash('sha256').update(normalizeEmail(email)).digest('hex'));
}

interface Claim {
  owner: string | undefined;
  claimedAt: Date | undefined;
  revision: bigint | undefined;
}

function foldClaim(events: RecordedEvent[]): Claim {
  let owner: string | undefined;
  let claimedAt: Date | undefined;
  for (const event of events) {
    const userId = String((event.data as { userId?: unknown }).userId);
    if (event.type === UserEmailClaimed.type) [owner, claimedAt] = [userId, event.recordedAt];
    if (event.type === UserEmailReleased.type && owner === userId) [owner, claimedAt] = [undefined, undefined];
  }
  return { owner, claimedAt, revision: events.at(-1)?.revision };
}

export async function findEmailOwner(store: EventStore, email: string): Promise<string | undefined> {
  return foldClaim(await readStreamOrEmpty(store, emailStream(email))).owner;
}

/**
 * Claims the address for `userId`, at the revision read, so of two concurrent claims one wins.
 * `isAbandoned(owner)` lets a claim whose account was never created (a crash between the two
 * appends of a registration) be taken over.
 */
export async function claimEmail(
  store: EventStore,
  email: string,
  userId: string,
  context: CommandContext,
  isAbandoned: (owner: string, claimedAt: Date) => Promise<boolean> = async () => false,
): Promise<void> {
  const stream = emailStream(email);
  const claim = foldClaim(await readStreamOrEmpty(store, stream));
  if (claim.owner === userId) return;
  if (claim.owner && !(await isAbandoned(claim.owner, claim.claimedAt ?? new Date()))) throw conflict(ACCOUNT_MESSAGES.emailAlreadyRegistered);
  const event = toEnvelope({ type: UserEmailClaimed.type, schemaVersion: UserEmailClaimed.schemaVersion, data: { userId } }, context);
  try {
    await store.append(stream, [event], { expectedRevision: claim.revision ?? 'no_stream' });
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw conflict(ACCOUNT_MESSAGES.emailAlreadyRegistered);
    throw error;
  }
}

export async function releaseEmail(store: EventStore, email: string, userId: string, context: CommandContext): Promise<void> {
  const stream = emailStream(email);
  const claim = foldClaim(await readStreamOrEmpty(store, stream));
  if (claim.owner !== userId) return;
  const event = toEnvelope({ type: UserEmailReleased.type, schemaVersion: UserEmailReleased.schemaVersion, data: { userId } }, context);
  await store.append(stream, [event], { expectedRevision: claim.revision ?? 'no_stream' });
}
