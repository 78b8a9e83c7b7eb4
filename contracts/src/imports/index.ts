export * from './records';
export * from './identity';
