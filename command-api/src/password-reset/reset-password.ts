import type { ResetPassword, WayIn } from '@glyco/contracts';
import { handleCommand, type CommandContext, type EventStore } from '@glyco/event-store';
import { hashResetToken, userIdOfResetToken } from '@glyco/runtime';
import { accountStream } from '../accounts/account';
import { hashPassword } from '../accounts/passwords';
import { keepWaysInEnded } from '../sessions/end-ways-in';
import type { RevocationStore } from '../sessions/session-revocations';
import { decideEndOtherWaysIn, waysInDecider } from '../sessions/ways-in';
import { assertResetTokenUsable, decidePasswordReset, invalidResetLink } from './decide-password-reset';

/**
 * The token names its account, so the check reads that account's stream: no read model can lag
 * behind a token issued a moment ago. The append is guarded by the revision read, so of two
 * concurrent uses of one token only one succeeds. Earlier sessions, the doctor's access and the
 * uploader secret end in the same append and are refused once this resolves (ASVS 5.0 V7.4.3):
 * the revocation is written where requests are checked, not left to the projector.
 */
export async function resetPassword(
  store: EventStore,
  revocations: RevocationStore,
  input: ResetPassword,
  context: Omit<CommandContext, 'actor'>,
): Promise<WayIn[]> {
  const userId = userIdOfResetToken(input.token);
  if (!userId) throw invalidResetLink();
  const attempt = { userId, tokenSha256: hashResetToken(input.token), now: context.now };
  const outcome = await handleCommand(store, accountStream(userId), waysInDecider, { ...context, actor: { userId, role: 'patient' } }, async (state) => {
    // Checked before the costly password hash.
    assertResetTokenUsable(state.resetToken, attempt);
    return [...decidePasswordReset(state.resetToken, attempt, await hashPassword(input.password)), ...decideEndOtherWaysIn(state, userId)];
  });
  return keepWaysInEnded(revocations, userId, outcome, context.now);
}
