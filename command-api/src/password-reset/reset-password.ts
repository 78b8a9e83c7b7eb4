import type { ResetPassword } from '@glyco/contracts';
import { WrongExpectedRevisionError, readStreamOrEmpty, type AppendResult, type EventStore } from '@glyco/event-store';
import { hashResetToken, userIdOfResetToken } from '@glyco/workers';
import { accountStream } from '../accounts/account';
import { hashPassword } from '../accounts/passwords';
import type { CommandContext } from '../commands/command-context';
import { toEnvelope } from '../commands/handle-command';
import type { RevocationStore } from '../sessions/session-revocations';
import { assertResetTokenUsable, decidePasswordReset, invalidResetLink } from './decide-password-reset';
import { evolveResetTokenState, initialResetTokenState } from './reset-token-state';

const ATTEMPTS = 3;

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
  const append = await appendReset(store, userId, input, context);
  await revocations.revokeTokens(userId, context.now);
  return append;
}

async function appendReset(store: EventStore, userId: string, input: ResetPassword, context: Omit<CommandContext, 'actor'>): Promise<AppendResult> {
  const attempt = { userId, tokenSha256: hashResetToken(input.token), now: context.now };
  for (let tries = 1; ; tries += 1) {
    const state = (await readStreamOrEmpty(store, accountStream(userId))).reduce(evolveResetTokenState, initialResetTokenState);
    assertResetTokenUsable(state, attempt);
    const events = decidePasswordReset(state, attempt, await hashPassword(input.password));
    const envelopes = events.map((event) => toEnvelope(event, { ...context, actor: { userId, role: 'patient' } }));
    try {
      return await store.append(accountStream(userId), envelopes, { expectedRevision: state.revision ?? 'no_stream' });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || tries >= ATTEMPTS) throw error;
    }
  }
}
