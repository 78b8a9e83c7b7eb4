/** Lookups sent at once: two keep PostgreSQL busy while the answer of one travels back. */
const QUERIES_IN_FLIGHT = 2;
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
 * One key's lookup, coalesced with others (as group commit coalesces appends): a lookup asked
 * while QUERIES_IN_FLIGHT queries run waits for one to end, then goes with every lookup asked
 * meanwhile in one query. A query never answers a lookup asked after it was sent, so every answer
 * is read after its question was asked: as fresh as a query of its own, which a security check
 * (a revoked session) needs. A failed query fails each of its lookups, and only those.
 */
export function createLookupBatcher<K, V>(lookupMany: LookupMany<K, V>): (key: K) => Promise<V | undefined> {
  const pending: PendingLookup<K, V>[] = [];
  let inFlight = 0;

  const launch = () => {
    while (inFlight < QUERIES_IN_FLIGHT && pending.length > 0) {
      const batch = pending.splice(0, KEYS_PER_QUERY);
      inFlight += 1;
      void answer(lookupMany, batch).finally(() => {
        inFlight -= 1;
        launch();
      });
    }
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      pending.push({ key, resolve, reject });
      launch();
    });
}

async function answer<K, V>(lookupMany: LookupMany<K, V>, batch: readonly PendingLookup<K, V>[]): Promise<void> {
  try {
    const values = await lookupMany([...new Set(batch.map((lookup) => lookup.key))]);
    for (const lookup of batch) lookup.resolve(values.get(lookup.key));
  } catch (error) {
    for (const lookup of batch) lookup.reject(error);
  }
}
