export { withEncryption, type EncryptionOptions } from './encrypting-event-store';
export type { SealingPolicy, SealingTarget } from './seal-events';
export { catalogueSealingPolicy, UnsealableEventError } from './catalogue-policy';
export { PersonErasedError, periodOf, type DataKey, type PersonKeys } from './person-keys';
export { createInMemoryPersonKeys } from './in-memory-person-keys';
export { createPersonKeysTable, createPostgresPersonKeys, WrongKeyEncryptionKeyError, type PostgresPersonKeys } from './postgres-person-keys';
export { cachePersonKeys } from './cached-person-keys';
export { isErasureBegun, unlessErased } from './erasure-lock';
export { KEY_BYTES } from './sealing';
