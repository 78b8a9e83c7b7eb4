import { describe } from 'vitest';
import { describeEventStoreConformance } from '../conformance/describe-event-store-conformance';
import { connectEsdb } from './esdb-client';
import { createEsdbEventStore } from './esdb-event-store';
import { findEsdbTestServer } from './testing/esdb-test-server';

const server = await findEsdbTestServer();

function registerSuite(name: string): void {
  describeEventStoreConformance(name, async () => {
    if (server.kind !== 'available') throw new Error('No EventStoreDB server for this run');
    const running = await server.start();
    const store = createEsdbEventStore({ client: connectEsdb(running.connectionString) });
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
} else {
  describe.skip(`EventStoreDB conformance (skipped: ${server.reason})`, () => registerSuite('EventStoreDB'));
}
