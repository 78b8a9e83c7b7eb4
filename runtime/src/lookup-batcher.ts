import { createCoalescingSender } from './coalesce';

/** Keys per query: bounds one statement's size under a burst. */
const KEYS_PER_QUERY = 500;

interface PendingLookup<K, V> {
  key: K;
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/** Answers many keys in one query: a value for each key that has one. */
export type LookupMany<K, V> = (keys: K[]) => Promise<ReadonlyMap<K, V>>;

/**
 * One key's lookup, coalesced with others (`createCoalescingSender`): a query never answers a
 * lookup asked after it was sent, so every answer is read after its question was asked, as fresh
 * as a query of its own, which a security check (a revoked session) needs. A failed query fails
 * each of its lookups, and only those.
 */
export function createLookupBatcher<K, V>(lookupMany: LookupMany<K, V>): (key: K) => Promise<V | undefined> {
  const enqueue = createCoalescingSender<PendingLookup<K, V>>({
    take: (pending) => pending.splice(0, KEYS_PER_QUERY),
    send: (batch) => answer(lookupMany, batch),
  });
  return (key) => new Promise<V | undefined>((resolve, reject) => enqueue({ key, resolve, reject }));
}

async function answer<K, V>(lookupMany: LookupMany<K, V>, batch: readonly PendingLookup<K, V>[]): Promise<void> {
  try {
    const values = await lookupMany([...new Set(batch.map((lookup) => lookup.key))]);
    for (const lookup of batch) lookup.resolve(values.get(lookup.key));
  } catch (error) {
    for (const lookup of batch) lookup.reject(error);
  }
}
