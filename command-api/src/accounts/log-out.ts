import { UserLoggedOut } from '@glyco/contracts';
import type { EventStore } from '@glyco/contracts/event-store';
import type { CommandContext } from '../commands/command-context';
import { handleCommand, type CommandOutcome } from '../commands/handle-command';
import { accountStream, evolveAccount, initialAccount, type Account } from './account';

/** Revokes every token issued up to now, on every device. */
export function logOut(store: EventStore, userId: string, context: CommandContext): Promise<CommandOutcome<Account>> {
  const decider = { initialState: initialAccount, evolve: evolveAccount };
  return handleCommand(store, accountStream(userId), decider, context, (state) => {
    if (!state.user) return [];
    const data = { userId, tokensValidAfter: context.now.toISOString() };
    return [{ type: UserLoggedOut.type, schemaVersion: UserLoggedOut.schemaVersion, data }];
  });
}
