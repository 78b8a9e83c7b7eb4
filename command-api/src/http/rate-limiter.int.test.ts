import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { createRateLimiter, migrateRateLimits, type RateLimiterOptions } from './rate-limiter';

let database: TestDatabase;
let otherProcess: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateRateLimits(database.pool);
  await migrateRateLimits(database.pool);
  otherProcess = new pg.Pool({ connectionString: database.url, max: 10 });
  // The database is dropped WITH (FORCE) at the end, which ends connections still closing.
  otherProcess.on('error', () => undefined);
});
afterAll(async () => {
  await otherProcess?.end();
  await database?.drop();
});

/** A limiter on a clock the test moves by hand. */
function limiterAt(clock: { now: number }, options: Partial<RateLimiterOptions> & { scope: string }) {
  return createRateLimiter({ pool: database.pool, limit: 2, windowMs: 60_000, now: () => new Date(clock.now), ...options });
}

const rowsOf = async (scope: string) => (await database.pool.query('SELECT key, hits FROM rate_limit_windows WHERE scope = $1', [scope])).rows;

describe('PostgreSQL rate limiter', () => {
  it('allows up to the limit in a window, then tells how long to wait', async () => {
    const clock = { now: Date.parse('2025-01-01T00:00:00Z') };
    const limiter = limiterAt(clock, { scope: 'limit' });
    expect(await limiter.hit('k')).toEqual({ allowed: true });
    clock.now += 1;
    expect(await limiter.hit('k')).toEqual({ allowed: true });
    clock.now += 30_000;
    expect(await limiter.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    clock.now += 29_000;
    expect(await limiter.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('starts a new window once the old one has passed, and keeps keys and scopes apart', async () => {
    const clock = { now: Date.parse('2025-01-01T00:00:00Z') };
    const limiter = limiterAt(clock, { scope: 'expiry', limit: 1, windowMs: 1000 });
    expect((await limiter.hit('a')).allowed).toBe(true);
    clock.now += 500;
    expect((await limiter.hit('a')).allowed).toBe(false);
    expect((await limiter.hit('b')).allowed).toBe(true);
    expect((await limiterAt(clock, { scope: 'expiry-other', limit: 1 }).hit('a')).allowed).toBe(true);
    clock.now += 500;
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
  });

  it('uses the database clock by default', async () => {
    const limiter = createRateLimiter({ pool: database.pool, scope: 'db-clock', limit: 1, windowMs: 200 });
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect(await limiter.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await limiter.hit('k')).allowed).toBe(true);
  });

  it('tells whether one more attempt would be allowed without counting it, until the window ends', async () => {
    const clock = { now: Date.parse('2025-01-01T00:00:00Z') };
    const limiter = limiterAt(clock, { scope: 'peek', limit: 2 });
    expect(await limiter.peek('k')).toEqual({ allowed: true });
    await limiter.hit('k');
    expect(await limiter.peek('k')).toEqual({ allowed: true });
    expect(await rowsOf('peek')).toEqual([expect.objectContaining({ hits: 1 })]);
    await limiter.hit('k');
    clock.now += 20_000;
    expect(await limiter.peek('k')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    clock.now += 40_000;
    expect(await limiter.peek('k')).toEqual({ allowed: true });
  });

  it('forgets a key on reset', async () => {
    const clock = { now: Date.parse('2025-01-01T00:00:00Z') };
    const limiter = limiterAt(clock, { scope: 'reset', limit: 1 });
    await limiter.hit('a');
    expect((await limiter.hit('a')).allowed).toBe(false);
    await limiter.reset('a');
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('stores only the SHA-256 of a key', async () => {
    const limiter = limiterAt({ now: Date.now() }, { scope: 'hashed' });
    await limiter.hit('email:ada@example.com');
    expect(await rowsOf('hashed')).toEqual([{ key: createHash('sha256').update('email:ada@example.com').digest('hex'), hits: 1 }]);
  });

  it('deletes the expired windows of its scope as it goes', async () => {
    const clock = { now: Date.parse('2025-01-01T00:00:00Z') };
    const limiter = limiterAt(clock, { scope: 'sweep', windowMs: 1000, sweepEveryMs: 0 });
    for (const key of ['a', 'b', 'c']) await limiter.hit(key);
    clock.now += 1000;
    await limiter.hit('d');
    expect((await rowsOf('sweep')).length).toBe(1);
  });

  it('counts concurrent hits from two processes exactly', async () => {
    const options = { scope: 'concurrent', limit: 20, windowMs: 60_000 };
    const first = createRateLimiter({ pool: database.pool, ...options });
    const second = createRateLimiter({ pool: otherProcess, ...options });
    const checks = await Promise.all(Array.from({ length: 50 }, (_, index) => (index % 2 ? first : second).hit('same-key')));
    expect(checks.filter((check) => check.allowed).length).toBe(20);
    expect(await rowsOf('concurrent')).toEqual([expect.objectContaining({ hits: 50 })]);
  });
});
