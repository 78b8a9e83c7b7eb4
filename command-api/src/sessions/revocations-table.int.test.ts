import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DoctorAccessCodeIssued, DoctorAccessRevoked, PasswordReset, UserLoggedOut } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { ProjectionContext } from '@glyco/projections';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { sessionRevocationsHealer } from './revocations-healer';
import { findAccessCode, findTokensValidAfterMany, keepAccessCode, migrateSessionRevocations, raiseTokensValidAfter } from './revocations-table';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = database.pool;
  await migrateSessionRevocations(pool);
  await migrateSessionRevocations(pool);
});
afterAll(async () => {
  await database?.drop();
});

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const SALT = 'c'.repeat(32);
const EXPIRES = '2026-05-01T00:00:00.000Z';
const saved = (codeHash: string, revision: bigint) => ({ codeHash, salt: SALT, expiresAt: new Date(EXPIRES), revision });
const revokedAt = (revision: bigint) => ({ codeHash: null, salt: null, expiresAt: null, revision });

let position = 0n;
function recorded(userId: string, type: string, revision: bigint, data: Record<string, unknown>): RecordedEvent {
  position += 1n;
  return { eventId: randomUUID(), type, schemaVersion: 1, streamId: `user-${userId}`, revision, position: { commit: position, prepare: position }, data: { userId, ...data }, metadata: {}, recordedAt: new Date() };
}
const issued = (userId: string, revision: bigint, codeHash: string) =>
  recorded(userId, DoctorAccessCodeIssued.type, revision, { codeHash, salt: SALT, expiresAt: EXPIRES });
const revoked = (userId: string, revision: bigint) => recorded(userId, DoctorAccessRevoked.type, revision, {});

async function heal(...events: RecordedEvent[]): Promise<void> {
  const client = await pool.connect();
  try {
    const ctx = { sql: client } as unknown as ProjectionContext;
    for (const event of events) await sessionRevocationsHealer.apply(ctx, event);
  } finally {
    client.release();
  }
}

describe('session_revocations', () => {
  it('keeps the latest token revocation whichever write arrives first', async () => {
    const userId = randomUUID();
    const later = new Date('2026-03-01T10:00:00.002Z');
    await raiseTokensValidAfter(pool, userId, later);
    await heal(recorded(userId, UserLoggedOut.type, 1n, { tokensValidAfter: '2026-03-01T09:00:00.000Z' }));
    expect(await findTokensValidAfterMany(pool, [userId])).toEqual(new Map([[userId, later.getTime()]]));
    await heal(recorded(userId, PasswordReset.type, 2n, { passwordHash: 'x', tokenSha256: 'y', tokensValidAfter: '2026-03-01T11:00:00.000Z' }));
    const never = randomUUID();
    expect(await findTokensValidAfterMany(pool, [userId, never])).toEqual(new Map([[userId, Date.parse('2026-03-01T11:00:00.000Z')]]));
  });

  it('keeps the latest code issued; the healer replaying older events changes nothing', async () => {
    const userId = randomUUID();
    await keepAccessCode(pool, userId, saved(A, 1n));
    await keepAccessCode(pool, userId, saved(B, 2n));
    await heal(issued(userId, 1n, A), issued(userId, 2n, B));
    expect(await findAccessCode(pool, userId)).toEqual(saved(B, 2n));
  });

  it('heals a route that crashed before its write, in any order', async () => {
    const userId = randomUUID();
    await keepAccessCode(pool, userId, saved(A, 1n));
    // The revocation at revision 2 was appended but never written by its route.
    await heal(issued(userId, 1n, A), revoked(userId, 2n));
    expect(await findAccessCode(pool, userId)).toBeUndefined();
    await keepAccessCode(pool, userId, revokedAt(2n));
    await keepAccessCode(pool, userId, saved(B, 3n));
    await heal(revoked(userId, 2n));
    expect(await findAccessCode(pool, userId)).toEqual(saved(B, 3n));
  });

  it('grants nothing from a row of the unsalted codes people once chose', async () => {
    const userId = randomUUID();
    await pool.query('INSERT INTO session_revocations (user_id, access_code_sha256, access_code_revision) VALUES ($1, $2, 4)', [userId, A]);
    expect(await findAccessCode(pool, userId)).toBeUndefined();
    await heal(issued(userId, 5n, B));
    expect(await findAccessCode(pool, userId)).toEqual(saved(B, 5n));
  });
});
