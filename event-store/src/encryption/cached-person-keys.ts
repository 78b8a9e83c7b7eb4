import type { DataKey, PersonKeys } from './person-keys';

const MAX_CACHED = 50_000;

/**
 * Keys are looked up once per `ttlMs` rather than once per event. A key destroyed by another
 * process can therefore still open payloads here for up to `ttlMs`; the destroying process
 * forgets it at once. A sealing key cached here after its person's erasure began is no way
 * round it: the PostgreSQL event store refuses what it sealed (`postgres/erasure-guard.ts`).
 */
export function cachePersonKeys(keys: PersonKeys, ttlMs = 30_000, now: () => number = Date.now): PersonKeys {
  const sealing = new Map<string, { value: DataKey; until: number }>();
  const opening = new Map<string, { value: Buffer; until: number }>();
  const remember = <T>(map: Map<string, { value: T; until: number }>, id: string, value: T) => {
    if (map.size >= MAX_CACHED) map.clear();
    map.set(id, { value, until: now() + ttlMs });
  };
  const fresh = <T>(entry: { value: T; until: number } | undefined) => (entry && entry.until > now() ? entry.value : undefined);
  return {
    async keyForSealing(personId, period = '') {
      const slot = `${personId}\u0000${period}`;
      const cached = fresh(sealing.get(slot));
      if (cached) return cached;
      const value = await keys.keyForSealing(personId, period);
      remember(sealing, slot, value);
      return value;
    },
    async keysForOpening(keyIds) {
      const found = new Map<string, Buffer>();
      const missing: string[] = [];
      for (const keyId of new Set(keyIds)) {
        const cached = fresh(opening.get(keyId));
        if (cached) found.set(keyId, cached);
        else missing.push(keyId);
      }
      if (missing.length === 0) return found;
      for (const [keyId, value] of await keys.keysForOpening(missing)) {
        remember(opening, keyId, value);
        found.set(keyId, value);
      }
      return found;
    },
    async beginErasure(personId) {
      await keys.beginErasure(personId);
      sealing.clear();
    },
    async erasePerson(personId) {
      await keys.erasePerson(personId);
      sealing.clear();
      opening.clear();
    },
    async shredPeriodsBefore(period) {
      const shredded = await keys.shredPeriodsBefore(period);
      sealing.clear();
      opening.clear();
      return shredded;
    },
  };
}
