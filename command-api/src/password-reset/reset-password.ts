import type { ResetPassword } from '@glyco/contracts';
import { handleCommand, type AppendResult, type CommandContext, type EventStore } from '@glyco/event-store';
import { hashResetToken, userIdOfResetToken } from '@glyco/runtime';
import { accountStream } from '../accounts/account';
import { hashPassword } from '../accounts/passwords';
import type { RevocationStore } from '../sessions/session-revocations';
import { assertResetTokenUsable, decidePasswordReset, invalidResetLink } from './decide-password-reset';
import { resetTokenDecider } from './reset-token-state';

/**
 * The token names its account, so the check reads that account's stream: no read model can lag
 * behind a token issued a moment ago. The append is guarded by the revision read, so of two
 * concurrent uses of one token only one succeeds. Earlier sessions are void once this resolves
 * (ASVS 5.0 V7.4.3): the revocation is written where requests are checked, not left to the projector.
 */
export async function resetPassword(
  store: EventStore,
  revocations: RevocationStore,
  input: ResetPassword,
  context: Omit<CommandContext, 'actor'>,
): Promise<AppendResult> {
  const userId = userIdOfResetToken(input.token);
  if (!userId) throw invalidResetLink();
  const attempt = { userId, tokenSha256: hashResetToken(input.token), now: context.now };
  const outcome = await handleCommand(store, accountStream(userId), resetTokenDecider, { ...context, actor: { userId, role: 'patient' } }, async (state) => {
    // Checked before the costly password hash.
    assertResetTokenUsable(state, attempt);
    return decidePasswordReset(state, attempt, await hashPassword(input.password));
  });
  await revocations.revokeTokens(userId, context.now);
  return outcome.append!;
}
