import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import type pg from 'pg';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store';
import { declareNoAppendsSql } from './without-appends';

let ours: TestDatabase;
let other: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  [ours, other] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  store = createPostgresEventStore({ pool: ours.pool });
  await store.migrate();
});

afterAll(async () => {
  await store.close();
  await Promise.all([ours.drop(), other.drop()]);
});

/** A transaction that has written (so holds a transaction id) and stays open until `end`. */
async function openWritingTransaction(pool: pg.Pool, { declaringNoAppends = false } = {}): Promise<{ end(): Promise<void> }> {
  const client = await pool.connect();
  await client.query('BEGIN');
  await client.query('SELECT pg_current_xact_id()');
  if (declaringNoAppends) await client.query(`SELECT ${declareNoAppendsSql()}`);
  return {
    async end() {
      await client.query('COMMIT');
      client.release();
    },
  };
}

async function feedHolds(eventId: string): Promise<boolean> {
  const start = await store.readAll({ limit: 1_000 });
  return start.some((event) => event.eventId === eventId);
}

describe('the feed of the Postgres event store', () => {
  it('is not held back by a transaction running in another database', async () => {
    const elsewhere = await openWritingTransaction(other.pool);
    try {
      const eventId = randomUUID();
      await store.append(`horizon-${randomUUID()}`, [{ eventId, type: 'HorizonChecked', data: {} }]);
      expect(await feedHolds(eventId)).toBe(true);
    } finally {
      await elsewhere.end();
    }
  });

  it('holds back events behind a transaction of this database that is still running', async () => {
    const here = await openWritingTransaction(ours.pool);
    const eventId = randomUUID();
    try {
      await store.append(`horizon-${randomUUID()}`, [{ eventId, type: 'HorizonChecked', data: {} }]);
      expect(await feedHolds(eventId)).toBe(false);
    } finally {
      await here.end();
    }
    expect(await feedHolds(eventId)).toBe(true);
  });

  it('is not held back by a transaction of this database that declared it appends no events', async () => {
    const projecting = await openWritingTransaction(ours.pool, { declaringNoAppends: true });
    try {
      const eventId = randomUUID();
      await store.append(`horizon-${randomUUID()}`, [{ eventId, type: 'HorizonChecked', data: {} }]);
      expect(await feedHolds(eventId)).toBe(true);
    } finally {
      await projecting.end();
    }
  });
});
