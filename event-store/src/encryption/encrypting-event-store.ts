import { catalogueSealingPolicy } from './catalogue-policy';
import type { EventStore } from '../port';
import { createCallOrder } from './in-call-order';
import type { PersonKeys } from './person-keys';
import { openEvents, sealEvents, type SealingPolicy } from './seal-events';

export interface EncryptionOptions {
  keys: PersonKeys;
  /** Which event types are sealed, and how; the catalogue's personal-data rules by default. */
  policy?: SealingPolicy;
}

/**
 * Wraps any adapter: data of the event types the policy names is sealed on the way in with the
 * person's key (AES-256-GCM) and opened on the way out. Reads of events whose key was destroyed
 * give their clear ids and `glyco:erased`, which every projection skips.
 */
export function withEncryption(inner: EventStore, { keys, policy = catalogueSealingPolicy }: EncryptionOptions): EventStore {
  const inCallOrder = createCallOrder();
  return {
    append: (streamId, events, options) => inCallOrder(sealEvents(keys, policy, events), (sealed) => inner.append(streamId, sealed, options)),
    appendMany: (writes) =>
      inCallOrder(sealEvents(keys, policy, writes.flatMap((write) => write.events)), (sealed) => {
        let next = 0;
        return inner.appendMany(writes.map((write) => ({ ...write, events: sealed.slice(next, (next += write.events.length)) })));
      }),
    readStreamHeads: (streamIds) => inner.readStreamHeads(streamIds),
    readStream: async (streamId, options) => openEvents(keys, await inner.readStream(streamId, options)),
    readAll: async (options) => openEvents(keys, await inner.readAll(options)),
    headPosition: () => inner.headPosition(),
    watch: (onAppend) => inner.watch(onAppend),
    softDelete: (streamId, options) => inner.softDelete(streamId, options),
    tombstone: (streamId, options) => inner.tombstone(streamId, options),
    close: () => inner.close(),
  };
}
