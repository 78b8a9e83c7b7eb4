import { UserLoggedOut } from '@glyco/contracts';
import { handleCommand, newEvent, type CommandContext, type CommandOutcome, type EventStore } from '@glyco/event-store';
import type { RevocationStore } from '../sessions/session-revocations';
import { accountDecider, accountStream, type Account } from './account';

/**
 * Revokes every token issued up to now, on every device. The revocation is in force when this
 * resolves: it is written where requests are checked, not left to the projector (ASVS 5.0 V7.4.1).
 */
export async function logOut(store: EventStore, revocations: RevocationStore, userId: string, context: CommandContext): Promise<CommandOutcome<Account>> {
  const outcome = await handleCommand(store, accountStream(userId), accountDecider, context, (state) =>
    state.user ? [newEvent(UserLoggedOut, { userId, tokensValidAfter: context.now.toISOString() })] : [],
  );
  if (outcome.append) await revocations.revokeTokens(userId, context.now);
  return outcome;
}
