import { randomBytes, randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEventStoreConformance } from '../conformance/describe-event-store-conformance';
import { createPostgresEventStore } from '../postgres/postgres-event-store';
import { withEncryption } from './encrypting-event-store';
import { PersonErasedError } from './person-keys';
import { createPostgresPersonKeys, WrongKeyEncryptionKeyError, type PostgresPersonKeys } from './postgres-person-keys';

let database: TestDatabase | undefined;

describeEventStoreConformance(
  'Postgres event store, encrypted',
  async () => {
    database = await createTestDatabase();
    const inner = createPostgresEventStore({ pool: database.pool, schema: 'sealed_store' });
    await inner.migrate();
    const keys = createPostgresPersonKeys(database.pool, randomBytes(32), 'sealed_store');
    await keys.migrate();
    const store = withEncryption(inner, { keys, policy: ({ type }) => ({ personId: type.split('.')[0]!, clear: [] }) });
    return {
      store,
      async cleanup() {
        await store.close();
        database?.pool.on('error', () => undefined);
        await database?.drop();
      },
    };
  },
  { globallyUniqueEventIds: true },
);

describe('the PostgreSQL key table', () => {
  let db: TestDatabase;
  let keys: PostgresPersonKeys;
  const kek = randomBytes(32);
  beforeAll(async () => {
    db = await createTestDatabase();
    keys = createPostgresPersonKeys(db.pool, kek);
    await keys.migrate();
    await keys.migrate();
  });
  afterAll(async () => {
    db.pool.on('error', () => undefined);
    await db.drop();
  });

  it('keeps one key per person and month, wrapped, and opens it again with the same key-encryption key only', async () => {
    const person = randomUUID();
    const [first, again] = await Promise.all([keys.keyForSealing(person, '2025-01'), keys.keyForSealing(person, '2025-01')]);
    expect(again).toEqual(first);
    const { rows } = await db.pool.query<{ wrapped_key: Buffer }>('SELECT wrapped_key FROM person_keys WHERE key_id = $1', [first.keyId]);
    expect(rows[0]!.wrapped_key.includes(first.key)).toBe(false);
    expect((await keys.keysForOpening([first.keyId])).get(first.keyId)).toEqual(first.key);
    await expect(createPostgresPersonKeys(db.pool, randomBytes(32)).keysForOpening([first.keyId])).rejects.toThrow();
    await expect(createPostgresPersonKeys(db.pool, randomBytes(32)).migrate()).rejects.toBeInstanceOf(WrongKeyEncryptionKeyError);
  });

  it('erases a person for good, and shreds only the months before a period', async () => {
    const erased = randomUUID();
    const kept = randomUUID();
    const own = await keys.keyForSealing(erased);
    const old = await keys.keyForSealing(kept, '2020-01');
    const recent = await keys.keyForSealing(kept, '2020-02');
    await keys.erasePerson(erased);
    await keys.erasePerson(erased);
    await expect(keys.keyForSealing(erased, '2025-01')).rejects.toBeInstanceOf(PersonErasedError);
    expect(await keys.shredPeriodsBefore('2020-02')).toBeGreaterThanOrEqual(1);
    const held = await keys.keysForOpening([own.keyId, old.keyId, recent.keyId]);
    expect([...held.keys()]).toEqual([recent.keyId]);
    expect((await keys.keyForSealing(kept, '2020-01')).keyId).not.toBe(old.keyId);
  });
});
