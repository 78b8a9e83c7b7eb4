import { PasswordResetRequested } from '@glyco/contracts';
import { handleCommand, newEvent, type CommandContext, type EventStore } from '@glyco/event-store';
import { accountDecider, accountStream } from '../accounts/account';
import { findEmailOwner } from '../accounts/email-claims';
import type { RateLimiter } from '../http/rate-limiter';

/**
 * Appends PasswordResetRequested (no token: the email worker makes it) when the email belongs
 * to an account. Returns nothing either way: the caller must not be able to tell.
 */
export async function requestPasswordReset(store: EventStore, perEmail: RateLimiter, email: string, context: CommandContext): Promise<void> {
  const owner = await findEmailOwner(store, email);
  // Over the limit, a known address is quietly not mailed again, which stops mail bombing.
  if (!owner || !(await perEmail.hit(`email:${email}`)).allowed) return;
  await handleCommand(store, accountStream(owner), accountDecider, context, (state) =>
    state.user ? [newEvent(PasswordResetRequested, { userId: owner })] : [],
  );
}
