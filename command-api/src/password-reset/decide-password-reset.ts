import { PASSWORD_RESET_MESSAGES, PasswordReset, type EventOf } from '@glyco/contracts';
import { validationError } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import { sameDigest } from '@glyco/runtime';
import type { ResetTokenState } from './reset-token-state';

export interface ResetAttempt {
  userId: string;
  tokenSha256: string;
  now: Date;
}

/** Unknown, expired, spent and superseded links get one answer: the SPEC's invalid-link message. */
export const invalidResetLink = () => validationError(PASSWORD_RESET_MESSAGES.linkInvalid, { token: PASSWORD_RESET_MESSAGES.linkInvalid });

/** Throws unless the token is the account's usable one; checked before the costly password hash. */
export function assertResetTokenUsable(state: ResetTokenState, attempt: ResetAttempt): void {
  const usable = state.usable;
  if (!state.registered || !usable) throw invalidResetLink();
  if (!sameDigest(usable.tokenSha256, attempt.tokenSha256)) throw invalidResetLink();
  if (attempt.now.getTime() >= usable.expiresAt) throw invalidResetLink();
}

/** Spends the token, sets the new hash and revokes every session opened before now. */
export function decidePasswordReset(state: ResetTokenState, attempt: ResetAttempt, passwordHash: string): NewEvent<EventOf<typeof PasswordReset>>[] {
  assertResetTokenUsable(state, attempt);
  const data = { userId: attempt.userId, passwordHash, tokenSha256: attempt.tokenSha256, tokensValidAfter: attempt.now.toISOString() };
  return [newEvent(PasswordReset, data)];
}
