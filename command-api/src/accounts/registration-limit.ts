import { ACCOUNT_MESSAGES } from '@glyco/contracts';
import { AppError, rateLimited } from '@glyco/contracts/http/app-errors';
import { addressKey } from '../http/address-keys';
import type { RateLimiter } from '../http/rate-limiter';

/**
 * Registrations an address (an IPv6 /64, an IPv4 /32) may make in an hour: a household or a
 * clinic behind one address signs up a few people, a script that claims addresses many more.
 */
export const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 20;

/**
 * "An account with this email already exists" answers an address, and separately a signed-in
 * account, may get in an hour from sign-up and email change together. SPEC's sign-up answers
 * token and user at once, so the answer stays; this bounds what it tells a prober. A person who
 * mistypes or forgot they had an account needs one or two; after the fifth, every sign-up and
 * email change from there is refused for the rest of the hour, so a refusal says nothing about an email.
 */
export const TAKEN_EMAIL_ANSWERS_PER_HOUR = 5;

export interface RegistrationLimits {
  perAddress: RateLimiter;
  takenEmailAnswers: RateLimiter;
}

/** Counted after validation (a mistyped form costs nothing) and before the password is hashed. */
export async function admitRegistration(limits: RegistrationLimits, address: string): Promise<void> {
  const check = await limits.perAddress.hit(addressKey(address));
  if (!check.allowed) throw rateLimited(ACCOUNT_MESSAGES.tooManyRegistrations, check.retryAfterSeconds);
}

/**
 * Runs a claim of an email (sign-up, email change) under the taken-email budget of each key: refused
 * before anything is looked up once a key has used it up, and counted whenever the email was taken.
 */
export async function withinTakenEmailBudget<T>(limiter: RateLimiter, keys: string[], claim: () => Promise<T>): Promise<T> {
  for (const check of await Promise.all(keys.map((key) => limiter.peek(key)))) {
    if (!check.allowed) throw rateLimited(ACCOUNT_MESSAGES.tooManyEmailsTaken, check.retryAfterSeconds);
  }
  try {
    return await claim();
  } catch (error) {
    if (isEmailTaken(error)) await Promise.all(keys.map((key) => limiter.hit(key)));
    throw error;
  }
}

/** The keys a claim counts under: the client's address, and the account when one is signed in. */
export function takenEmailKeys(address: string, userId?: string): string[] {
  return userId ? [addressKey(address), `account:${userId}`] : [addressKey(address)];
}

function isEmailTaken(error: unknown): boolean {
  return error instanceof AppError && error.kind === 'conflict' && error.message === ACCOUNT_MESSAGES.emailAlreadyRegistered;
}
