import { createHash } from 'node:crypto';
import { ACCOUNT_MESSAGES, normalizeEmail, streamIds, USER_EMAIL_EVENTS, UserEmailClaimed, UserEmailReleased, type UserEmailEvent } from '@glyco/contracts';
import { conflict } from '@glyco/contracts/http/app-errors';
import {
  assertNever,
  defineDecider,
  foldHistory,
  handleCommand,
  newEvent,
  readStreamOrEmpty,
  WrongExpectedRevisionError,
  type CommandContext,
  type EventFacts,
  type EventStore,
} from '@glyco/event-store';

/** Email uniqueness: `user_email-<sha256(email)>` names the account that holds the address. */
export function emailStream(email: string): string {
  return streamIds.userEmail(createHash('sha256').update(normalizeEmail(email)).digest('hex'));
}

interface Claim {
  owner: string | undefined;
  claimedAt: Date | undefined;
}

function evolveClaim(claim: Claim, event: UserEmailEvent, facts: EventFacts): Claim {
  switch (event.type) {
    case 'UserEmailClaimed':
      return { owner: event.data.userId, claimedAt: facts.recordedAt };
    case 'UserEmailReleased':
      return claim.owner === event.data.userId ? { owner: undefined, claimedAt: undefined } : claim;
    default:
      return assertNever(event);
  }
}

const unclaimed: Claim = { owner: undefined, claimedAt: undefined };

const emailClaimDecider = defineDecider({ events: USER_EMAIL_EVENTS, initialState: unclaimed, evolve: evolveClaim });

export async function findEmailOwner(store: EventStore, email: string): Promise<string | undefined> {
  return foldHistory(emailClaimDecider, await readStreamOrEmpty(store, emailStream(email))).owner;
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
  try {
    await handleCommand(store, emailStream(email), emailClaimDecider, context, async (claim) => {
      if (claim.owner === userId) return [];
      if (claim.owner && !(await isAbandoned(claim.owner, claim.claimedAt ?? new Date()))) throw conflict(ACCOUNT_MESSAGES.emailAlreadyRegistered);
      return [newEvent(UserEmailClaimed, { userId })];
    });
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw conflict(ACCOUNT_MESSAGES.emailAlreadyRegistered);
    throw error;
  }
}

export async function releaseEmail(store: EventStore, email: string, userId: string, context: CommandContext): Promise<void> {
  await handleCommand(store, emailStream(email), emailClaimDecider, context, (claim) =>
    claim.owner === userId ? [newEvent(UserEmailReleased, { userId })] : [],
  );
}
