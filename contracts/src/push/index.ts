export * from './schemas';
export * from './events';
