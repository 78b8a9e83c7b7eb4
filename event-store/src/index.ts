export * from './port';
export { DuplicateEventIdError, InvalidAppendError, type InvalidAppendReason } from './append-errors';
export { declareNoAppendsSql } from './postgres/without-appends';
export { createPostgresEventStore, type PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';
export { createInMemoryEventStore } from './in-memory/in-memory-event-store';
export { createEsdbEventStore, type EsdbEventStoreOptions } from './esdb/esdb-event-store';
export { connectEsdb, type EsdbClient } from './esdb/esdb-client';
export { createEventStoreFromConfig, EventStoreConfigError, type EventStoreConfig } from './create-event-store-from-config';
