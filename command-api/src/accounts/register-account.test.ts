import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createInMemoryEventStore, type EventStore } from '@glyco/event-store';
import { findEmailOwner } from './email-claims';
import { registerAccount } from './register-account';

const input = { name: 'Ada', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' as const, dateOfDiagnosis: undefined };
const contextOf = (userId: string) => ({ actor: { userId, role: 'patient' as const }, correlationId: randomUUID(), now: new Date() });

/** A store whose appends to account streams fail, as a database that goes away between the two appends. */
function failingAccountAppends(store: EventStore): EventStore {
  const append: EventStore['append'] = (streamId, events, options) =>
    streamId.startsWith('user-') ? Promise.reject(new Error('connection lost')) : store.append(streamId, events, options);
  return new Proxy(store, { get: (target, property, receiver) => (property === 'append' ? append : Reflect.get(target, property, receiver)) });
}

describe('registerAccount', () => {
  it('releases the address at once when the account cannot be created, so its owner can register', async () => {
    const store = createInMemoryEventStore();
    const first = randomUUID();
    await expect(registerAccount(failingAccountAppends(store), first, input, contextOf(first))).rejects.toThrow('connection lost');
    expect(await findEmailOwner(store, input.email)).toBeUndefined();
    const owner = randomUUID();
    const registered = await registerAccount(store, owner, input, contextOf(owner));
    expect(registered.account.user?.email).toBe('ada@example.com');
    expect(await findEmailOwner(store, input.email)).toBe(owner);
  });
});
