import { rateLimited } from '@glyco/contracts/http/app-errors';
import type { FamiliarAddresses } from './familiar-addresses';
import type { RateLimitCheck, RateLimiter } from './rate-limiter';

/**
 * Guessing limits for a secret tied to one account (a password, a doctor's access code), checked
 * before any hashing. None of them can be turned against the owner (ASVS 5.0 V6.1.1, V6.3.1):
 * - per address: every attempt from one address, whatever the account;
 * - per account and address: a stranger guessing from one address slows only that address;
 * - per account, from unfamiliar addresses only: bounds a guesser spread over many addresses,
 *   while addresses that signed in to the account successfully lately are never counted or refused.
 */
export interface AccountThrottle {
  /** Counts one attempt; throws 429 (with Retry-After) when any limit is exceeded. */
  admit(account: string, address: string): Promise<void>;
  /** After the right secret: forgets this address's failures and remembers it as familiar. */
  succeeded(account: string, address: string): Promise<void>;
}

export interface AccountThrottleParts {
  perAddress: RateLimiter;
  perAccountAddress: RateLimiter;
  perAccountFromUnfamiliar: RateLimiter;
  familiar: FamiliarAddresses;
  /** The 429 message. */
  message: string;
}

const pairKey = (account: string, address: string) => `${account}|ip:${address}`;

export function createAccountThrottle(parts: AccountThrottleParts): AccountThrottle {
  return {
    async admit(account, address) {
      const [byAddress, byPair, familiar] = await Promise.all([
        parts.perAddress.hit(`ip:${address}`),
        parts.perAccountAddress.hit(pairKey(account, address)),
        parts.familiar.isFamiliar(account, address),
      ]);
      refuseOver(parts.message, byAddress, byPair);
      // Only attempts an address was allowed count here: one address alone cannot use up the account's limit.
      if (!familiar) refuseOver(parts.message, await parts.perAccountFromUnfamiliar.hit(account));
    },
    async succeeded(account, address) {
      await Promise.all([parts.perAccountAddress.reset(pairKey(account, address)), parts.familiar.remember(account, address)]);
    },
  };
}

function refuseOver(message: string, ...checks: RateLimitCheck[]): void {
  for (const check of checks) {
    if (!check.allowed) throw rateLimited(message, check.retryAfterSeconds);
  }
}
