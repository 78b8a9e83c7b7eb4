export * from './config';
export * from './database';
export * from './jwt-secret';
export * from './logger';
export * from './shutdown';
export * from './transaction';
