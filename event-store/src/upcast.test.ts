import { describe, expect, it } from 'vitest';
import { createInMemoryEventStore } from './in-memory/in-memory-event-store';

const userId = '7d3f9a3e-5b0c-4a8e-9c61-2f1d7b8e4a10';
const legacy = { userId, changes: { name: 'Ada', doctor: { name: 'Dr Reed', phone: '', email: '', accessCode: 'password' } } };

describe('upcasting on read', () => {
  it('given a stored event with a clear code, when the store reads it back, then no reader sees the code', async () => {
    const store = createInMemoryEventStore();
    await store.append(`user-${userId}`, [{ eventId: crypto.randomUUID(), type: 'ProfileUpdated', data: legacy }]);
    const [fromStream] = await store.readStream(`user-${userId}`);
    const [fromFeed] = await store.readAll({ limit: 10 });
    for (const event of [fromStream, fromFeed]) expect(JSON.stringify(event!.data)).not.toContain('password');
  });
});
