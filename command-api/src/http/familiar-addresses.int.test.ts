import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { createFamiliarAddresses } from './familiar-addresses';
import { migrateRateLimits } from './rate-limiter';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateRateLimits(database.pool);
});
afterAll(async () => {
  await database?.drop();
});

describe('familiar addresses', () => {
  it('knows an address once it signed in to that account, in that scope only', async () => {
    const login = createFamiliarAddresses({ pool: database.pool, scope: 'login', retentionMs: 60_000 });
    const clinician = createFamiliarAddresses({ pool: database.pool, scope: 'clinician-access', retentionMs: 60_000 });
    expect(await login.isFamiliar('email:ada@example.com', '10.0.0.1')).toBe(false);
    await login.remember('email:ada@example.com', '10.0.0.1');
    await login.remember('email:ada@example.com', '10.0.0.1');
    expect(await login.isFamiliar('email:ada@example.com', '10.0.0.1')).toBe(true);
    expect(await login.isFamiliar('email:ada@example.com', '10.0.0.2')).toBe(false);
    expect(await login.isFamiliar('email:bob@example.com', '10.0.0.1')).toBe(false);
    expect(await clinician.isFamiliar('email:ada@example.com', '10.0.0.1')).toBe(false);
  });

  it('knows every address of a familiar IPv6 /64, and an IPv4 client however it is written', async () => {
    const login = createFamiliarAddresses({ pool: database.pool, scope: 'login-64', retentionMs: 60_000 });
    await login.remember('email:ada@example.com', '2001:db8:7:1::5');
    await login.remember('email:ada@example.com', '203.0.113.7');
    expect(await login.isFamiliar('email:ada@example.com', '2001:db8:7:1:a:b:c:d')).toBe(true);
    expect(await login.isFamiliar('email:ada@example.com', '2001:db8:7:2::5')).toBe(false);
    expect(await login.isFamiliar('email:ada@example.com', '::ffff:203.0.113.7')).toBe(true);
  });

  it('forgets an address after the retention and keeps only digests', async () => {
    const brief = createFamiliarAddresses({ pool: database.pool, scope: 'brief', retentionMs: 60_000, sweepEveryMs: 0 });
    await brief.remember('email:ada@example.com', '10.0.0.9');
    await database.pool.query(`UPDATE familiar_addresses SET last_success_at = last_success_at - interval '2 minutes' WHERE scope = 'brief'`);
    expect(await brief.isFamiliar('email:ada@example.com', '10.0.0.9')).toBe(false);
    const { rows } = await database.pool.query<{ account_key: string; address_key: string }>(`SELECT account_key, address_key FROM familiar_addresses WHERE scope = 'brief'`);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.account_key) && /^[0-9a-f]{64}$/.test(row.address_key))).toBe(true);
    await brief.remember('email:bob@example.com', '10.0.0.9');
    expect((await database.pool.query(`SELECT 1 FROM familiar_addresses WHERE scope = 'brief'`)).rowCount, 'the expired row is swept').toBe(1);
  });
});
