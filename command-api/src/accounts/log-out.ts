import { UserLoggedOut } from '@glyco/contracts';
import type { EventStore } from '@glyco/event-store';
import type { CommandContext } from '../commands/command-context';
import { handleCommand, type CommandOutcome } from '../commands/handle-command';
import type { RevocationStore } from '../sessions/session-revocations';
import { accountStream, evolveAccount, initialAccount, type Account } from './account';

/**
 * Revokes every token issued up to now, on every device. The revocation is in force when this
 * resolves: it is written where requests are checked, not left to the projector (ASVS 5.0 V7.4.1).
 */
export async function logOut(store: EventStore, revocations: RevocationStore, userId: string, context: CommandContext): Promise<CommandOutcome<Account>> {
  const decider = { initialState: initialAccount, evolve: evolveAccount };
  const outcome = await handleCommand(store, accountStream(userId), decider, context, (state) => {
    if (!state.user) return [];
    const data = { userId, tokensValidAfter: context.now.toISOString() };
    return [{ type: UserLoggedOut.type, schemaVersion: UserLoggedOut.schemaVersion, data }];
  });
  if (outcome.append) await revocations.revokeTokens(userId, context.now);
  return outcome;
}
