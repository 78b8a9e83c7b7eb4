import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordReset, ProfileUpdated, UserLoggedOut } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/contracts/event-store';
import type { ProjectionContext } from '@glyco/projections';
import { createTestDatabase, type TestDatabase } from '@glyco/contracts/testing';
import { accessCodeSha256 } from '../clinician/grant';
import { sessionRevocationsHealer } from './revocations-healer';
import { findAccessCode, findTokensValidAfter, keepAccessCode, migrateSessionRevocations, raiseTokensValidAfter } from './revocations-table';

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

const A = 'first-code-1';
const B = 'second-code-2';
const saved = (code: string, revision: bigint) => ({ codeSha256: accessCodeSha256(code), revision });

let position = 0n;
function recorded(userId: string, type: string, revision: bigint, data: Record<string, unknown>): RecordedEvent {
  position += 1n;
  return { eventId: randomUUID(), type, schemaVersion: 1, streamId: `user-${userId}`, revision, position: { commit: position, prepare: position }, data: { userId, ...data }, metadata: {}, recordedAt: new Date() };
}
const codeSaved = (userId: string, revision: bigint, accessCode: string) =>
  recorded(userId, ProfileUpdated.type, revision, { changes: { doctor: { name: 'Dr Reed', phone: '', email: '', accessCode } } });

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
    expect(await findTokensValidAfter(pool, userId)).toBe(later.getTime());
    await heal(recorded(userId, PasswordReset.type, 2n, { passwordHash: 'x', tokenSha256: 'y', tokensValidAfter: '2026-03-01T11:00:00.000Z' }));
    expect(await findTokensValidAfter(pool, userId)).toBe(Date.parse('2026-03-01T11:00:00.000Z'));
    expect(await findTokensValidAfter(pool, randomUUID())).toBeUndefined();
  });

  it('keeps the code of the latest save; the healer replaying older saves changes nothing', async () => {
    const userId = randomUUID();
    await keepAccessCode(pool, userId, saved(A, 1n), true);
    await keepAccessCode(pool, userId, saved(B, 2n), true);
    await heal(codeSaved(userId, 1n, A), codeSaved(userId, 2n, B));
    expect(await findAccessCode(pool, userId)).toEqual(saved(B, 2n));
  });

  it('does not count a save of the same code as a change', async () => {
    const userId = randomUUID();
    await heal(codeSaved(userId, 1n, A), codeSaved(userId, 3n, ` ${A} `));
    expect(await findAccessCode(pool, userId)).toEqual(saved(A, 1n));
  });

  it("heals a route that crashed before its write, and the route's knowledge wins over the healer's guess", async () => {
    const userId = randomUUID();
    await keepAccessCode(pool, userId, saved(A, 1n), true);
    // The save of B at revision 2 was appended but never written; the route going back to A knows it is a change.
    await keepAccessCode(pool, userId, saved(A, 3n), true);
    await heal(codeSaved(userId, 1n, A), codeSaved(userId, 2n, B), codeSaved(userId, 3n, A));
    expect(await findAccessCode(pool, userId)).toEqual(saved(A, 3n));

    const other = randomUUID();
    await keepAccessCode(pool, other, saved(A, 1n), true);
    await heal(codeSaved(other, 2n, B), codeSaved(other, 3n, A));
    expect(await findAccessCode(pool, other), 'healer alone, in order').toEqual(saved(A, 3n));
  });

  it('grants nothing once the code is cleared or too short', async () => {
    const userId = randomUUID();
    await heal(codeSaved(userId, 1n, A), codeSaved(userId, 2n, ''));
    expect(await findAccessCode(pool, userId)).toBeUndefined();
    await heal(codeSaved(userId, 3n, '1234567'));
    expect(await findAccessCode(pool, userId)).toBeUndefined();
  });
});
