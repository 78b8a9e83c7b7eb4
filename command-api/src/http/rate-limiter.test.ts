import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  it('allows up to the limit in a window, then tells how long to wait', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.hit('k', 0)).toEqual({ allowed: true });
    expect(limiter.hit('k', 1)).toEqual({ allowed: true });
    expect(limiter.hit('k', 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('starts a new window when the old one has passed, and keeps keys apart', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.hit('a', 0);
    expect(limiter.hit('a', 500).allowed).toBe(false);
    expect(limiter.hit('b', 500).allowed).toBe(true);
    expect(limiter.hit('a', 1000).allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.hit('a', 0);
    limiter.reset('a');
    expect(limiter.hit('a', 1).allowed).toBe(true);
  });
});
