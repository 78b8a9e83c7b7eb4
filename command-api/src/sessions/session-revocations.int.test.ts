import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { migrateSessionRevocations } from './revocations-table';
import { createRevocationStore, type RevocationStore } from './session-revocations';

let database: TestDatabase;
let store: RevocationStore;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSessionRevocations(database.pool);
  store = createRevocationStore(database.pool);
});
afterAll(async () => {
  await database?.drop();
});

describe('the session check every request makes', () => {
  it('answers many concurrent checks, each user its own, and sees a revocation made while others are checked', async () => {
    const users = Array.from({ length: 12 }, () => randomUUID());
    const revokedAt = new Date('2026-03-01T10:00:00.000Z');
    await store.revokeTokens(users[0]!, revokedAt);
    const first = await Promise.all(users.map((user) => store.tokensValidAfter(user)));
    expect(first).toEqual([revokedAt.getTime(), ...users.slice(1).map(() => undefined)]);

    const inFlight = users.map((user) => store.tokensValidAfter(user));
    await store.revokeTokens(users[1]!, revokedAt);
    await expect(store.tokensValidAfter(users[1]!)).resolves.toBe(revokedAt.getTime());
    await Promise.all(inFlight);
  });

  it('finds a revocation whatever the case of the id, and refuses what is not a user id', async () => {
    const user = randomUUID();
    const revokedAt = new Date('2026-03-02T10:00:00.000Z');
    await store.revokeTokens(user, revokedAt);
    await expect(store.tokensValidAfter(user.toUpperCase())).resolves.toBe(revokedAt.getTime());
    await expect(store.tokensValidAfter("x' OR true --")).rejects.toThrow('a token names no user id');
  });
});
