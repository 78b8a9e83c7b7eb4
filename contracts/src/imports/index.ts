export * from './records';
export * from './identity';
export * from './limits';
export * from './messages';
export * from './events';
export * from './responses';
export * from './formats';
