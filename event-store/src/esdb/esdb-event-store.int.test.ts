import { describe } from 'vitest';
import { describeEventStoreConformance } from '../conformance/describe-event-store-conformance';
import { withEncryption } from '../encryption/encrypting-event-store';
import { createInMemoryPersonKeys } from '../encryption/in-memory-person-keys';
import { connectEsdb } from './esdb-client';
import { createEsdbEventStore } from './esdb-event-store';
import { findEsdbTestServer } from './testing/esdb-test-server';

const server = await findEsdbTestServer();

/** `sealed`: through the encryption decorator, every event sealed under one key per run. */
function registerSuite(name: string, sealed = false): void {
  describeEventStoreConformance(name, async () => {
    if (server.kind !== 'available') throw new Error('No EventStoreDB server for this run');
    const running = await server.start();
    const adapter = createEsdbEventStore({ client: connectEsdb(running.connectionString) });
    const policy = ({ type }: { type: string }) => ({ personId: type.split('.')[0]!, clear: [] });
    const store = sealed ? withEncryption(adapter, { keys: createInMemoryPersonKeys(), policy }) : adapter;
    return {
      store,
      async cleanup() {
        await store.close();
        await running.stop();
      },
    };
  });
}

if (server.kind === 'available') {
  registerSuite(`EventStoreDB conformance (${server.label})`);
  registerSuite(`EventStoreDB conformance, encrypted (${server.label})`, true);
} else {
  describe.skip(`EventStoreDB conformance (skipped: ${server.reason})`, () => registerSuite('EventStoreDB'));
}
