export * from './config';
export * from './database';
export * from './jwt-secret';
export * from './key-encryption-key';
export * from './logger';
export * from './same-digest';
export * from './shutdown';
export * from './transaction';
