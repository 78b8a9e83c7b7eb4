import { describe, expect, it } from 'vitest';
import { createAccountThrottle, type AccountLimitCounts } from './account-throttle';
import type { FamiliarAddresses } from './familiar-addresses';
import type { RateLimiter } from './rate-limiter';

/** An in-memory fixed-window limiter that never expires: enough to test which counters an attempt touches. */
function countingLimiter(limit: number): RateLimiter & { hits: Map<string, number> } {
  const hits = new Map<string, number>();
  return {
    hits,
    async hit(key) {
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return hits.get(key)! <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: 60 };
    },
    async peek(key) {
      return (hits.get(key) ?? 0) < limit ? { allowed: true } : { allowed: false, retryAfterSeconds: 60 };
    },
    async reset(key) {
      hits.delete(key);
    },
  };
}

function familiarSet(): FamiliarAddresses {
  const known = new Set<string>();
  return {
    isFamiliar: async (account, address) => known.has(`${account}|${address}`),
    remember: async (account, address) => void known.add(`${account}|${address}`),
  };
}

function throttle(accountLimitCounts: AccountLimitCounts = 'attempts') {
  const parts = {
    perAddress: countingLimiter(50),
    perAccountAddress: countingLimiter(10),
    perAccountFromUnfamiliar: countingLimiter(100),
    accountLimitCounts,
    familiar: familiarSet(),
    message: 'Too many login attempts.',
  };
  return { parts, throttle: createAccountThrottle(parts) };
}

const ACCOUNT = 'email:ada@example.com';
const attempts = async (admit: () => Promise<void>, count: number) => {
  for (let attempt = 0; attempt < count; attempt += 1) await admit();
};

describe('account throttle', () => {
  it('slows one guessing address without touching the owner elsewhere', async () => {
    const { throttle: limits } = throttle();
    await attempts(() => limits.admit(ACCOUNT, '10.0.0.1'), 10);
    await expect(limits.admit(ACCOUNT, '10.0.0.1')).rejects.toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 60 });
    await expect(limits.admit(ACCOUNT, '10.0.0.2')).resolves.toBeUndefined();
  });

  it('counts towards the account-wide limit only attempts an address was allowed', async () => {
    const { parts, throttle: limits } = throttle();
    await attempts(() => limits.admit(ACCOUNT, '10.0.0.1').catch(() => undefined), 40);
    expect(parts.perAccountFromUnfamiliar.hits.get(ACCOUNT)).toBe(10);
  });

  it('refuses unfamiliar addresses past the account-wide limit, never a familiar one', async () => {
    const { throttle: limits } = throttle();
    await limits.succeeded(ACCOUNT, '192.0.2.7');
    for (let address = 0; address < 10; address += 1) await attempts(() => limits.admit(ACCOUNT, `10.1.0.${address}`), 10);
    await expect(limits.admit(ACCOUNT, '10.1.1.1')).rejects.toMatchObject({ kind: 'rate_limited' });
    await expect(limits.admit(ACCOUNT, '192.0.2.7')).resolves.toBeUndefined();
  });

  it("forgets an address's failures once it signs in", async () => {
    const { throttle: limits } = throttle();
    await attempts(() => limits.admit(ACCOUNT, '10.2.0.1'), 9);
    await limits.succeeded(ACCOUNT, '10.2.0.1');
    await attempts(() => limits.admit(ACCOUNT, '10.2.0.1'), 10);
  });

  it('counts every address of one IPv6 /64 as one guesser', async () => {
    const { throttle: limits } = throttle();
    for (let host = 0; host < 10; host += 1) await limits.admit(ACCOUNT, `2001:db8:5:5::${host.toString(16)}`);
    await expect(limits.admit(ACCOUNT, '2001:db8:5:5:ffff::1')).rejects.toMatchObject({ kind: 'rate_limited' });
    await expect(limits.admit(ACCOUNT, '2001:db8:5:6::1')).resolves.toBeUndefined();
  });

  it('counting failures, lets the right secret in from a new address past the account-wide limit', async () => {
    const { parts, throttle: limits } = throttle('failures');
    for (let address = 0; address < 15; address += 1) {
      for (let guess = 0; guess < 10; guess += 1) {
        await limits.admit(ACCOUNT, `2001:db8:${address}::1`);
        await limits.failed(ACCOUNT, `2001:db8:${address}::1`).catch(() => undefined);
      }
    }
    expect(parts.perAccountFromUnfamiliar.hits.get(ACCOUNT)).toBe(150);
    await expect(limits.admit(ACCOUNT, '2001:db8:99::1'), 'the doctor, before the code is checked').resolves.toBeUndefined();
    await expect(limits.failed(ACCOUNT, '2001:db8:98::1'), 'a wrong code from a new address').rejects.toMatchObject({ kind: 'rate_limited' });
  });

  it('counting attempts, never counts failures separately', async () => {
    const { parts, throttle: limits } = throttle('attempts');
    await limits.failed(ACCOUNT, '10.3.0.1');
    expect(parts.perAccountFromUnfamiliar.hits.size).toBe(0);
  });
});
