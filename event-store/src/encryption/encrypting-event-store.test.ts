import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeEventStoreConformance } from '../conformance/describe-event-store-conformance';
import { createInMemoryEventStore } from '../in-memory/in-memory-event-store';
import { withEncryption } from './encrypting-event-store';
import { createInMemoryPersonKeys } from './in-memory-person-keys';
import { PersonErasedError, type PersonKeys } from './person-keys';

/** The conformance suite with every event sealed, under one key per stream category. */
describeEventStoreConformance(
  'in-memory event store, encrypted',
  async () => {
    const store = withEncryption(createInMemoryEventStore(), {
      keys: createInMemoryPersonKeys(),
      policy: ({ type }) => ({ personId: type.split('.')[0]!, clear: [] }),
    });
    return { store, cleanup: () => store.close() };
  },
  { globallyUniqueEventIds: true },
);

const userId = randomUUID();
const importId = randomUUID();

function setUp(keys: PersonKeys = createInMemoryPersonKeys()) {
  const inner = createInMemoryEventStore();
  return { inner, keys, store: withEncryption(inner, { keys }) };
}

const reading = (timestamp: string) => ({
  eventId: randomUUID(),
  type: 'GlucoseReadingLogged',
  data: { readingId: randomUUID(), userId, valueMgdl: 123.4, notes: 'after the swim', timestamp },
});

describe('sealing the personal data of the catalogue', () => {
  it('given an import request, when it is stored, then the file name is sealed and the ids stay clear', async () => {
    const { inner, store } = setUp();
    await store.append(`import-${importId}`, [{ eventId: randomUUID(), type: 'ImportRequested', data: { importId, userId, fileName: 'ada-lovelace-cgm.csv', byteSize: 10 } }]);
    const [stored] = await inner.readStream(`import-${importId}`);
    expect(JSON.stringify(stored!.data)).not.toContain('ada-lovelace');
    expect(stored!.data).toMatchObject({ importId, userId });
    const [read] = await store.readStream(`import-${importId}`);
    expect(read!.data).toEqual({ importId, userId, fileName: 'ada-lovelace-cgm.csv', byteSize: 10 });
  });

  it('given events written before sealing, when they are read, then they come back as stored', async () => {
    const { inner, store } = setUp();
    const legacy = reading('2025-01-01T08:00:00Z');
    await inner.append('glucose_reading-legacy', [legacy]);
    const [read] = await store.readAll({ limit: 10 });
    expect(read!.data).toEqual(legacy.data);
  });

  it('given an event with no personal data, when it is stored, then it is stored as it is', async () => {
    const { inner, store } = setUp();
    await store.append(`user-${userId}`, [{ eventId: randomUUID(), type: 'DoctorAccessRevoked', data: { userId } }]);
    expect((await inner.readAll({ limit: 1 }))[0]!.data).toEqual({ userId });
  });
});

describe('erasing a person', () => {
  it('given sealed events, when the person is erased, then they read back erased with their ids only, and nothing more can be sealed for them', async () => {
    const { store, keys } = setUp();
    await store.append('glucose_reading-a', [reading('2025-01-01T08:00:00Z')]);
    await store.append(`user-${userId}`, [{ eventId: randomUUID(), type: 'ProfileUpdated', data: { userId, changes: { name: 'Ada' } } }]);
    await keys.erasePerson(userId);
    const events = await store.readAll({ limit: 10 });
    expect(events.map((event) => event.data)).toEqual([
      { readingId: expect.any(String), userId, 'glyco:erased': true },
      { userId, 'glyco:erased': true },
    ]);
    await expect(store.append('glucose_reading-b', [reading('2025-02-01T08:00:00Z')])).rejects.toBeInstanceOf(PersonErasedError);
  });

  it('given readings in two months, when the older month is shredded, then only its readings read back erased and new ones can still be written', async () => {
    const { store, keys } = setUp();
    await store.append('glucose_reading-old', [reading('2025-01-31T23:00:00Z')]);
    await store.append('glucose_reading-new', [reading('2025-02-01T00:30:00Z')]);
    expect(await keys.shredPeriodsBefore('2025-02')).toBe(1);
    const [old, recent] = await store.readAll({ limit: 10 });
    expect(old!.data['glyco:erased']).toBe(true);
    expect(recent!.data.notes).toBe('after the swim');
    await store.append('glucose_reading-late', [reading('2025-01-15T00:00:00Z')]);
  });
});

describe("a correction's reason", () => {
  const correction = (reason: string) => ({
    eventId: randomUUID(),
    type: 'ProfileUpdated',
    data: { userId, changes: { name: 'Ada' } },
    metadata: { actor: { userId, role: 'patient' }, correlationId: 'request-1', reason },
  });

  it('given a correction with a reason, when it is stored, then the reason is sealed with the data and reads back as given', async () => {
    const { inner, store } = setUp();
    await store.append('user-r-1', [correction('misspelt after a night of hypo shakes')]);
    const [stored] = await inner.readStream('user-r-1');
    expect(JSON.stringify(stored!.metadata)).not.toContain('shakes');
    expect(stored!.metadata).toMatchObject({ actor: { userId }, correlationId: 'request-1' });
    const [read] = await store.readStream('user-r-1');
    expect(read!.metadata).toEqual({ actor: { userId, role: 'patient' }, correlationId: 'request-1', reason: 'misspelt after a night of hypo shakes' });
  });

  it('given a sealed reason, when the person is erased, then the event reads back with neither its data nor its reason', async () => {
    const { store, keys } = setUp();
    await store.append('user-r-1', [correction('post-hypo shakes')]);
    await keys.erasePerson(userId);
    const [read] = await store.readStream('user-r-1');
    expect(read!.data['glyco:erased']).toBe(true);
    expect(read!.metadata).toEqual({ actor: { userId, role: 'patient' }, correlationId: 'request-1' });
  });

  it('given an event with no personal data, when it carries a reason, then it is stored without it', async () => {
    const { inner, store } = setUp();
    await store.append(`user-${userId}`, [{ eventId: randomUUID(), type: 'DoctorAccessRevoked', data: { userId }, metadata: { correlationId: 'request-2', reason: 'my endocrinologist left' } }]);
    const [stored] = await inner.readStream(`user-${userId}`);
    expect(stored!.metadata).toEqual({ correlationId: 'request-2' });
  });

  it('given the sealed data moved into the place of the reason, when it is read, then it does not open', async () => {
    const { inner, keys } = setUp();
    const store = withEncryption(inner, { keys });
    await store.append('user-r-1', [correction('post-hypo shakes')]);
    const [stored] = await inner.readStream('user-r-1');
    const forged = { ...stored!, metadata: { ...stored!.metadata, 'glyco:sealedReason': stored!.data['glyco:sealed']! } };
    const forgedStore = withEncryption({ ...inner, readStream: async () => [forged] }, { keys });
    await expect(forgedStore.readStream('user-r-1')).rejects.toThrow();
  });
});

describe('call order', () => {
  it('given a slow key lookup for the first of two appends, when both are made at once, then they reach the adapter in the order made', async () => {
    const keys = createInMemoryPersonKeys();
    const slowFirst: PersonKeys = {
      ...keys,
      keyForSealing: async (personId, period) => {
        if (personId === 'slow') await new Promise((resolve) => setTimeout(resolve, 20));
        return keys.keyForSealing(personId, period);
      },
    };
    const inner = createInMemoryEventStore();
    const store = withEncryption(inner, { keys: slowFirst, policy: ({ data }) => ({ personId: String(data.person), clear: ['person'] }) });
    await Promise.all(['slow', 'fast'].map((person) => store.append(`thing-${person}`, [{ eventId: randomUUID(), type: 'Noted', data: { person } }])));
    expect((await inner.readAll({ limit: 10 })).map((event) => event.data.person)).toEqual(['slow', 'fast']);
  });
});
