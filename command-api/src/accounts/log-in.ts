import { ACCOUNT_MESSAGES, type Login } from '@glyco/contracts';
import { rateLimited, unauthorized } from '@glyco/contracts/http/app-errors';
import { readStreamOrEmpty, type EventStore } from '@glyco/contracts/event-store';
import type { RateLimiter } from '../http/rate-limiter';
import { accountStream, evolveAccount, initialAccount, type Account } from './account';
import { findEmailOwner } from './email-claims';
import { verifyAgainstDummy, verifyPassword } from './passwords';

export interface LoginLimiters {
  perAccount: RateLimiter;
  perIp: RateLimiter;
}

/** Rate limits come before any hashing; an unknown email and a wrong password look the same. */
export async function logIn(store: EventStore, limiters: LoginLimiters, input: Login, ip: string): Promise<Account> {
  const checks = await Promise.all([limiters.perIp.hit(`ip:${ip}`), limiters.perAccount.hit(`email:${input.email}`)]);
  for (const check of checks) {
    if (!check.allowed) throw rateLimited(ACCOUNT_MESSAGES.tooManyLoginAttempts, check.retryAfterSeconds);
  }
  const owner = await findEmailOwner(store, input.email);
  const account = owner ? (await readStreamOrEmpty(store, accountStream(owner))).reduce(evolveAccount, initialAccount) : undefined;
  const passwordHash = account?.passwordHash;
  const valid = passwordHash ? await verifyPassword(passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!valid || !account?.user) throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);
  await limiters.perAccount.reset(`email:${input.email}`);
  return account;
}
