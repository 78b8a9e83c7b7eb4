import { ACCOUNT_MESSAGES } from '@glyco/contracts';
import { rateLimited } from '@glyco/contracts/http/app-errors';
import type { RateLimiter } from '../http/rate-limiter';

/**
 * Registrations an address may make in an hour: a household or a clinic behind one address
 * signs up a few people, a script that claims addresses (or probes which are taken) many more.
 */
export const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 20;

/** Counted after validation (a mistyped form costs nothing) and before the password is hashed. */
export async function admitRegistration(limiter: RateLimiter, address: string): Promise<void> {
  const check = await limiter.hit(`ip:${address}`);
  if (!check.allowed) throw rateLimited(ACCOUNT_MESSAGES.tooManyRegistrations, check.retryAfterSeconds);
}
