import { describeEventStoreConformance } from '../conformance/describe-event-store-conformance';
import { createInMemoryEventStore } from './in-memory-event-store';

describeEventStoreConformance(
  'in-memory event store',
  async () => {
    const store = createInMemoryEventStore();
    return { store, cleanup: () => store.close() };
  },
  { globallyUniqueEventIds: true },
);
