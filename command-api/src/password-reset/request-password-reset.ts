import { PasswordResetRequested } from '@glyco/contracts';
import type { EventStore } from '@glyco/event-store';
import { accountStream, evolveAccount, initialAccount } from '../accounts/account';
import { findEmailOwner } from '../accounts/email-claims';
import type { CommandContext } from '../commands/command-context';
import { handleCommand } from '../commands/handle-command';
import type { RateLimiter } from '../http/rate-limiter';

/**
 * Appends PasswordResetRequested (no token: the email worker makes it) when the email belongs
 * to an account. Returns nothing either way: the caller must not be able to tell.
 */
export async function requestPasswordReset(store: EventStore, perEmail: RateLimiter, email: string, context: CommandContext): Promise<void> {
  const owner = await findEmailOwner(store, email);
  // Over the limit, a known address is quietly not mailed again, which stops mail bombing.
  if (!owner || !(await perEmail.hit(`email:${email}`)).allowed) return;
  const decider = { initialState: initialAccount, evolve: evolveAccount };
  await handleCommand(store, accountStream(owner), decider, context, (state) => {
    if (!state.user) return [];
    return [{ type: PasswordResetRequested.type, schemaVersion: PasswordResetRequested.schemaVersion, data: { userId: owner } }];
  });
}
