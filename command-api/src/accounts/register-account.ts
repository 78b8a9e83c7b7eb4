import { ACCOUNT_MESSAGES, UserRegistered, type Register } from '@glyco/contracts';
import { conflict } from '@glyco/contracts/http/app-errors';
import { WrongExpectedRevisionError, readStreamOrEmpty, type AppendResult, type EventStore } from '@glyco/contracts/event-store';
import type { CommandContext } from '../commands/command-context';
import { handleCommand } from '../commands/handle-command';
import { accountStream, evolveAccount, initialAccount, type Account } from './account';
import { claimEmail } from './email-claims';
import { hashPassword } from './passwords';

/** A claim this old without its account was left by a registration that crashed between its appends. */
const ABANDONED_CLAIM_AFTER_MS = 5 * 60_000;

export interface Registered {
  account: Account;
  append: AppendResult;
}

/** Claims the email first, then creates the account; a claim left without an account can be reused. */
export async function registerAccount(store: EventStore, userId: string, input: Register, context: CommandContext): Promise<Registered> {
  const passwordHash = await hashPassword(input.password);
  await claimEmail(store, input.email, userId, context, async (owner, claimedAt) => {
    const stale = context.now.getTime() - claimedAt.getTime() > ABANDONED_CLAIM_AFTER_MS;
    return stale && (await readStreamOrEmpty(store, accountStream(owner))).length === 0;
  });
  const data = {
    userId,
    name: input.name,
    email: input.email,
    passwordHash,
    diabetesType: input.diabetesType,
    ...(input.dateOfDiagnosis ? { dateOfDiagnosis: input.dateOfDiagnosis } : {}),
  };
  const decider = { initialState: initialAccount, evolve: evolveAccount };
  try {
    const outcome = await handleCommand(store, accountStream(userId), decider, context, (state) => {
      if (state.user) throw conflict(ACCOUNT_MESSAGES.emailAlreadyRegistered);
      return [{ type: UserRegistered.type, schemaVersion: UserRegistered.schemaVersion, data }];
    });
    return { account: outcome.state, append: outcome.append! };
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw conflict(ACCOUNT_MESSAGES.emailAlreadyRegistered);
    throw error;
  }
}
