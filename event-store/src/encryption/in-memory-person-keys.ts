import { randomUUID } from 'node:crypto';
import { newDataKey } from './sealing';
import { PersonErasedError, type DataKey, type PersonKeys } from './person-keys';

interface HeldKey extends DataKey {
  personId: string;
  period: string;
}

/** The same semantics as the PostgreSQL key table, for pure tests and the in-memory store. */
export function createInMemoryPersonKeys(): PersonKeys {
  const keys = new Map<string, HeldKey>();
  const erased = new Set<string>();
  const find = (personId: string, period: string) => [...keys.values()].find((held) => held.personId === personId && held.period === period);
  return {
    async keyForSealing(personId, period = '') {
      if (erased.has(personId)) throw new PersonErasedError(personId);
      const held = find(personId, period) ?? { keyId: randomUUID(), key: newDataKey(), personId, period };
      keys.set(held.keyId, held);
      return { keyId: held.keyId, key: held.key };
    },
    async keysForOpening(keyIds) {
      return new Map(keyIds.flatMap((keyId) => {
        const held = keys.get(keyId);
        return held ? [[keyId, held.key] as const] : [];
      }));
    },
    async beginErasure(personId) {
      erased.add(personId);
    },
    async erasePerson(personId) {
      erased.add(personId);
      for (const held of [...keys.values()]) if (held.personId === personId) keys.delete(held.keyId);
    },
    async shredPeriodsBefore(period) {
      const shredded = [...keys.values()].filter((held) => held.period !== '' && held.period < period);
      for (const held of shredded) keys.delete(held.keyId);
      return shredded.length;
    },
  };
}
