import { rateLimited } from '@glyco/contracts/http/app-errors';
import { addressKey } from './address-keys';
import type { FamiliarAddresses } from './familiar-addresses';
import type { RateLimitCheck, RateLimiter } from './rate-limiter';

/**
 * Guessing limits for a secret tied to one account (a password, a doctor's access code), all
 * keyed by the client's address key (an IPv6 /64, an IPv4 /32). None of them can be turned
 * against the owner (ASVS 5.0 V6.1.1, V6.3.1):
 * - per address: every attempt from one address, whatever the account;
 * - per account and address: a stranger guessing from one address slows only that address;
 * - per account, from unfamiliar addresses only: bounds a guesser spread over many addresses,
 *   while addresses that signed in to the account successfully lately are never counted or refused.
 */
export interface AccountThrottle {
  /** Counts one attempt before the secret is checked; throws 429 (with Retry-After) over a limit. */
  admit(account: string, address: string): Promise<void>;
  /** After a wrong secret: counts it when the account-wide limit counts failures; throws 429 over it. */
  failed(account: string, address: string): Promise<void>;
  /** After the right secret: forgets this address's failures and remembers it as familiar. */
  succeeded(account: string, address: string): Promise<void>;
}

/**
 * What the account-wide limit counts:
 * - 'attempts', before the secret is checked: past the limit nothing is checked, so a guessable
 *   secret (a password, costly to hash) gets no more guesses, and the owner uses a familiar address;
 * - 'failures', after it: the right secret always gets in, even from a first-seen address past
 *   the limit (a doctor's first redemption), and only wrong secrets are refused. Only for secrets
 *   whose entropy alone defeats guessing, since a refusal then tells a wrong guess from a right one.
 */
export type AccountLimitCounts = 'attempts' | 'failures';

export interface AccountThrottleParts {
  perAddress: RateLimiter;
  perAccountAddress: RateLimiter;
  perAccountFromUnfamiliar: RateLimiter;
  accountLimitCounts: AccountLimitCounts;
  familiar: FamiliarAddresses;
  /** The 429 message. */
  message: string;
}

const pairKey = (account: string, address: string) => `${account}|${addressKey(address)}`;

export function createAccountThrottle(parts: AccountThrottleParts): AccountThrottle {
  const countsAccountWide = async (counts: AccountLimitCounts, account: string, address: string) => {
    if (parts.accountLimitCounts !== counts || (await parts.familiar.isFamiliar(account, address))) return;
    refuseOver(parts.message, await parts.perAccountFromUnfamiliar.hit(account));
  };
  return {
    async admit(account, address) {
      const [byAddress, byPair] = await Promise.all([parts.perAddress.hit(addressKey(address)), parts.perAccountAddress.hit(pairKey(account, address))]);
      refuseOver(parts.message, byAddress, byPair);
      // Only attempts an address was allowed count here: one address alone cannot use up the account's limit.
      await countsAccountWide('attempts', account, address);
    },
    async failed(account, address) {
      await countsAccountWide('failures', account, address);
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
