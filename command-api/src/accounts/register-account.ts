import { ACCOUNT_MESSAGES, AccountDeleted, UserRegistered, type Register } from '@glyco/contracts';
import { conflict } from '@glyco/contracts/http/app-errors';
import { handleCommand, newEvent, WrongExpectedRevisionError, readStreamOrEmpty, type AppendResult, type CommandContext, type EventStore } from '@glyco/event-store';
import { accountDecider, accountStream, type Account } from './account';
import { claimEmail, releaseEmail } from './email-claims';
import { hashPassword } from './passwords';

/** A claim this old without its account was left by a registration that crashed between its appends. */
const ABANDONED_CLAIM_AFTER_MS = 5 * 60_000;

export interface Registered {
  account: Account;
  append: AppendResult;
}

/**
 * Claims the email first, then creates the account. The input is fully validated before (at the
 * edge), so nothing known fails between the two appends; should the second fail all the same, the
 * claim is released at once, and a claim left by a crash can be taken over once it is stale.
 */
export async function registerAccount(store: EventStore, userId: string, input: Register, context: CommandContext): Promise<Registered> {
  const passwordHash = await hashPassword(input.password);
  await claimEmail(store, input.email, userId, context, async (owner, claimedAt) => {
    const stale = context.now.getTime() - claimedAt.getTime() > ABANDONED_CLAIM_AFTER_MS;
    return (await accountDeleted(store, owner)) || (stale && (await accountMissing(store, owner)));
  });
  try {
    return await createAccount(store, userId, input, passwordHash, context);
  } catch (error) {
    await releaseUnusedClaim(store, input.email, userId, context);
    throw error;
  }
}

async function accountMissing(store: EventStore, userId: string): Promise<boolean> {
  return (await readStreamOrEmpty(store, accountStream(userId))).length === 0;
}

/** A deletion that stopped before releasing the address leaves it free all the same. */
async function accountDeleted(store: EventStore, userId: string): Promise<boolean> {
  return (await readStreamOrEmpty(store, accountStream(userId))).some((event) => event.type === AccountDeleted.type);
}

/**
 * Best effort: an append that failed may still have committed (an answer lost on the way back),
 * so the claim goes only when the account is surely absent; if the store cannot tell, the claim
 * stays for the stale-claim takeover.
 */
async function releaseUnusedClaim(store: EventStore, email: string, userId: string, context: CommandContext): Promise<void> {
  try {
    if (await accountMissing(store, userId)) await releaseEmail(store, email, userId, context);
  } catch {
    // The original error is what the caller needs to see.
  }
}

async function createAccount(store: EventStore, userId: string, input: Register, passwordHash: string, context: CommandContext): Promise<Registered> {
  const data = {
    userId,
    name: input.name,
    email: input.email,
    passwordHash,
    diabetesType: input.diabetesType,
    ...(input.dateOfDiagnosis ? { dateOfDiagnosis: input.dateOfDiagnosis } : {}),
  };
  try {
    const outcome = await handleCommand(store, accountStream(userId), accountDecider, context, (state) => {
      if (state.user) throw conflict(ACCOUNT_MESSAGES.emailAlreadyRegistered);
      return [newEvent(UserRegistered, data)];
    });
    return { account: outcome.state, append: outcome.append! };
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw conflict(ACCOUNT_MESSAGES.emailAlreadyRegistered);
    throw error;
  }
}
