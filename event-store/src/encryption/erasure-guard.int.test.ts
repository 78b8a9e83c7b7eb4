import { randomBytes, randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../postgres/postgres-event-store';
import type { EventStore } from '../port';
import { cachePersonKeys } from './cached-person-keys';
import { withEncryption } from './encrypting-event-store';
import { unlessErased } from './erasure-lock';
import { PersonErasedError, type PersonKeys } from './person-keys';
import { createPostgresPersonKeys } from './postgres-person-keys';

let db: TestDatabase;
const kek = randomBytes(32);
/** Two processes: each its own key cache and store, one database. */
let keysHere: PersonKeys;
let keysThere: PersonKeys;
let storeHere: EventStore;
let storeThere: EventStore;

const policy = ({ data }: { data: Record<string, unknown> }) => ({ personId: String(data.userId), period: data.month as string | undefined, clear: ['userId'] });
const note = (userId: string, month?: string) => ({ eventId: randomUUID(), type: 'NoteLogged', data: { userId, note: 'a private note', ...(month ? { month } : {}) } });
const plain = (userId: string) => ({ eventId: randomUUID(), type: 'Plain', data: { userId } });

async function openProcess(): Promise<{ keys: PersonKeys; store: EventStore }> {
  const inner = createPostgresEventStore({ pool: db.pool, groupCommit: false });
  await inner.migrate();
  await inner.guardErasedPeople();
  const table = createPostgresPersonKeys(db.pool, kek);
  await table.migrate();
  const keys = cachePersonKeys(table);
  return { keys, store: withEncryption(inner, { keys, policy: (event) => (event.type === 'Plain' ? undefined : policy(event)) }) };
}

async function eventsOf(userId: string): Promise<string[]> {
  const { rows } = await db.pool.query<{ type: string }>(`SELECT type FROM events WHERE data->>'userId' = $1 ORDER BY global_position`, [userId]);
  return rows.map((row) => row.type);
}

/** True once a session waits for an advisory lock: the erasure is queued behind a write. */
async function someoneWaitsForAnAdvisoryLock(): Promise<boolean> {
  const { rows } = await db.pool.query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`);
  return rows.length > 0;
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; !(await condition()); tries += 1) {
    if (tries > 500) throw new Error('condition never held');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  ({ keys: keysHere, store: storeHere } = await openProcess());
  ({ keys: keysThere, store: storeThere } = await openProcess());
});

afterAll(async () => {
  await storeHere?.close();
  await storeThere?.close();
  await db?.drop();
});

describe('the erasure guard of the PostgreSQL event store', () => {
  it('refuses data sealed with a key another process still has cached once the erasure began, and records nothing', async () => {
    const person = randomUUID();
    await storeHere.append(`note-${person}`, [note(person), note(person, '2026-01')]);
    await keysThere.beginErasure(person);
    await expect(storeHere.append(`note-${person}`, [note(person)])).rejects.toEqual(new PersonErasedError(person));
    await expect(storeHere.appendMany([{ streamId: `month-${person}`, expectedRevision: 'any', events: [note(person, '2026-01')] }])).rejects.toBeInstanceOf(PersonErasedError);
    expect(await eventsOf(person)).toEqual(['NoteLogged', 'NoteLogged']);
  });

  it('still opens what was sealed until the keys are destroyed, and keeps accepting events with no personal data', async () => {
    const person = randomUUID();
    await storeHere.append(`note-${person}`, [note(person)]);
    await keysThere.beginErasure(person);
    expect((await storeThere.readStream(`note-${person}`))[0]!.data.note).toBe('a private note');
    await storeThere.append(`plain-${person}`, [plain(person)]);
    await expect(keysThere.keyForSealing(person, '2026-02')).rejects.toBeInstanceOf(PersonErasedError);
    await keysThere.erasePerson(person);
    await expect(storeHere.append(`note-${person}`, [note(person, '2026-01')])).rejects.toBeInstanceOf(PersonErasedError);
    expect((await storeThere.readStream(`note-${person}`))[0]!.data['glyco:erased']).toBe(true);
  });

  it('leaves the other people of a refused group commit appended', async () => {
    const erased = randomUUID();
    const kept = randomUUID();
    await storeHere.append(`note-${erased}`, [note(erased)]);
    await keysThere.beginErasure(erased);
    const grouped = createPostgresEventStore({ pool: db.pool });
    const store = withEncryption(grouped, { keys: keysHere, policy });
    const outcomes = await Promise.allSettled([store.append(`note-${erased}`, [note(erased)]), store.append(`note-${kept}`, [note(kept)])]);
    await grouped.close();
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled']);
    expect(await eventsOf(kept)).toEqual(['NoteLogged']);
  });
});

describe('saving a person\'s data outside the event store', () => {
  it('makes the erasure wait for a save in flight, and refuses every save after it began', async () => {
    const person = randomUUID();
    await db.pool.query('CREATE TABLE IF NOT EXISTS files (user_id text, body text)');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const saving = unlessErased(db.pool, person, async (client) => {
      await client.query('INSERT INTO files VALUES ($1, $2)', [person, 'rendered']);
      await held;
    });
    await until(async () => (await db.pool.query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted`)).rows.length > 0);
    const erasing = keysThere.beginErasure(person);
    await until(someoneWaitsForAnAdvisoryLock);
    release();
    await saving;
    await erasing;
    const { rows } = await db.pool.query('DELETE FROM files WHERE user_id = $1 RETURNING body', [person]);
    expect(rows).toEqual([{ body: 'rendered' }]);
    await expect(unlessErased(db.pool, person, (client) => client.query('INSERT INTO files VALUES ($1, $2)', [person, 'late']))).rejects.toBeInstanceOf(PersonErasedError);
    expect((await db.pool.query('SELECT 1 FROM files WHERE user_id = $1', [person])).rowCount).toBe(0);
  });
});
